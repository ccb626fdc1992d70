import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANS, type TReports } from '@nestwise/shared';
import { createUser, type TestUser } from '../../../test/test-app';
import { checkout, checkoutBody, createBillingTestApp } from '../billing/billing.test-support';
import { createListing, decide } from '../properties/properties.test-support';
import { reportPeriods } from './dashboard.reports';

type BillingTestApp = Awaited<ReturnType<typeof createBillingTestApp>>;

describe('reportPeriods', () => {
  it('answers 12 weeks from Monday, or 12 months from the 1st, oldest first, the current last', () => {
    const sunday = new Date('2026-11-22T23:00:00.000Z');
    const weeks = reportPeriods('week', sunday);
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toBe('2026-11-16');
    expect(weeks[0]).toBe('2026-08-31');
    const months = reportPeriods('month', sunday);
    expect(months[0]).toBe('2025-12-01');
    expect(months.at(-1)).toBe('2026-11-01');
  });
});

describe('GET /api/dashboard/reports', () => {
  let t: BillingTestApp;
  let admin: TestUser;
  let agent: TestUser;
  let buyer: TestUser;

  const reports = (user: TestUser, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/dashboard/reports${query}`, headers: user.headers });

  beforeAll(async () => {
    t = await createBillingTestApp();
    t.clock.set(new Date('2026-10-07T10:00:00.000Z'));
    const earlyAdmin = await createUser(t.app, 'admin');
    const earlyAgent = await createUser(t.app, 'agent');
    const early = await createListing(t.app, earlyAgent);
    await decide(t.app, earlyAdmin, early.id, 'approved');

    // Six weeks on the first two accounts' tokens have expired: three new accounts act.
    t.clock.set(new Date('2026-11-18T10:00:00.000Z'));
    admin = await createUser(t.app, 'admin');
    agent = await createUser(t.app, 'agent');
    buyer = await createUser(t.app, 'buyer');
    const [a, b] = [await createListing(t.app, agent), await createListing(t.app, agent)];
    await createListing(t.app, agent);
    await decide(t.app, admin, a.id, 'approved');
    await decide(t.app, admin, b.id, 'rejected', 'Blurry photos');
    const paid = await checkout(t.app, buyer, checkoutBody({ planId: 'buyer-pro' }));
    expect(paid.statusCode, paid.body).toBe(200);
  });
  afterAll(() => t.close());

  it('refuses anyone but an admin, and a bad interval with a 400', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/dashboard/reports' });
    expect(anonymous.statusCode).toBe(401);
    expect((await reports(agent)).statusCode).toBe(403);
    expect((await reports(buyer)).statusCode).toBe(403);
    const bad = await reports(admin, '?interval=decade');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { message: 'interval must be week or month' } });
  });

  it('counts listings, decisions, accounts and revenue in the week they happened', async () => {
    const response = await reports(admin);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<TReports>();
    expect(body.interval).toBe('week');
    expect(body.currency).toBe('usd');
    expect(body.points).toHaveLength(12);
    expect(body.points.at(-1)).toEqual({
      period: '2026-11-16',
      listings: 3,
      approved: 1,
      rejected: 1,
      users: 3,
      revenue: PLANS['buyer-pro'].prices.monthly,
    });
    const october = body.points.find((point) => point.period === '2026-10-05');
    expect(october).toMatchObject({ listings: 1, approved: 1, rejected: 0, users: 2 });
    const quiet = body.points.find((point) => point.period === '2026-10-26');
    expect(quiet).toEqual({
      period: '2026-10-26',
      listings: 0,
      approved: 0,
      rejected: 0,
      users: 0,
      revenue: 0,
    });
  });

  it('groups by calendar month on request', async () => {
    const body = (await reports(admin, '?interval=month')).json<TReports>();
    expect(body.points.at(-1)).toMatchObject({ period: '2026-11-01', listings: 3, users: 3 });
    expect(body.points.at(-2)).toMatchObject({ period: '2026-10-01', listings: 1, users: 2 });
  });
});
