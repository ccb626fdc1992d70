import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_ERROR_CODES as CODES, type TMySubscriptionResponse } from '@nestwise/shared';
import { eq } from 'drizzle-orm';
import { deleteRequest } from '../../../test/identity-client';
import { createUser, type TestUser } from '../../../test/test-app';
import { identityAccounts } from '../identity/identity.schema';
import { listingBody } from '../properties/properties.test-support';
import { seedAccounts } from '../../seed/seed-accounts';
import { aiToolUsage, payments, subscriptions } from './billing.schema';
import { findAccountByEmail } from '../identity/identity.repo';
import { seedDemoPlans } from './billing.seed';
import { checkout, checkoutBody, createBillingTestApp } from './billing.test-support';

describe('plan limits', () => {
  let t: Awaited<ReturnType<typeof createBillingTestApp>>;
  beforeAll(async () => {
    t = await createBillingTestApp();
  });
  afterAll(() => t.close());

  const createListing = (user: TestUser) =>
    t.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: user.headers,
      payload: listingBody(),
    });

  const runDeal = (user?: TestUser, payload: object = { price: 400_000, annualIncome: 150_000 }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/ai-tools/deal-structuring',
      headers: user?.headers,
      payload,
    });
  const runRoi = (user: TestUser) =>
    t.app.inject({
      method: 'POST',
      url: '/api/ai-tools/roi',
      headers: user.headers,
      payload: { price: 300_000, monthlyRent: 2_400 },
    });

  it('refuses a Free agent its fourth active listing, naming the plan, until it upgrades', async () => {
    const agent = await createUser(t.app, 'agent');
    for (let i = 0; i < 3; i += 1) expect((await createListing(agent)).statusCode).toBe(201);
    const refused = await createListing(agent);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: CODES.planLimit,
      message: 'Your Free plan allows 3 active listings. Upgrade to Agent to list more.',
    });

    expect((await checkout(t.app, agent, checkoutBody({ planId: 'agent' }))).statusCode).toBe(200);
    expect((await createListing(agent)).statusCode).toBe(201);
    const usage = await t.app.inject({
      method: 'GET',
      url: '/api/billing/subscription',
      headers: agent.headers,
    });
    expect(usage.json<TMySubscriptionResponse>().usage).toMatchObject({
      activeListings: 4,
      activeListingsLimit: 25,
    });
  });

  it('lets only one of several simultaneous creates take the last free slot', async () => {
    const agent = await createUser(t.app, 'agent');
    for (let i = 0; i < 2; i += 1) expect((await createListing(agent)).statusCode).toBe(201);
    const racing = await Promise.all(Array.from({ length: 4 }, () => createListing(agent)));
    expect(racing.map((response) => response.statusCode).sort()).toEqual([201, 403, 403, 403]);
    const usage = await t.app.inject({
      method: 'GET',
      url: '/api/billing/subscription',
      headers: agent.headers,
    });
    expect(usage.json<TMySubscriptionResponse>().usage.activeListings).toBe(3);
  });

  it('frees a slot when a listing is switched off', async () => {
    const agent = await createUser(t.app, 'agent');
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) ids.push((await createListing(agent)).json().id);
    const off = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${ids[0]}/active`,
      headers: agent.headers,
      payload: { isActive: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await createListing(agent)).statusCode).toBe(201);
  });

  it('refuses switching a listing back on, or reopening a sold one, when the plan is full', async () => {
    const agent = await createUser(t.app, 'agent');
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) ids.push((await createListing(agent)).json().id);
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: agent.headers, payload });
    expect((await post(`/api/properties/${ids[0]}/active`, { isActive: false })).statusCode).toBe(
      200,
    );
    expect((await post(`/api/properties/${ids[1]}/status`, { status: 'sold' })).statusCode).toBe(
      200,
    );
    expect((await createListing(agent)).statusCode).toBe(201);
    expect((await createListing(agent)).statusCode).toBe(201);

    const reactivated = await post(`/api/properties/${ids[0]}/active`, { isActive: true });
    expect(reactivated.statusCode).toBe(403);
    expect(reactivated.json().error.code).toBe(CODES.planLimit);
    const reopened = await post(`/api/properties/${ids[1]}/status`, { status: 'for-sale' });
    expect(reopened.statusCode).toBe(403);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/properties/${ids[0]}`,
      headers: agent.headers,
      payload: { isActive: true },
    });
    expect(patched.statusCode).toBe(403);
    // Nothing changed: still off, still sold.
    const [off, sold] = await Promise.all(
      [ids[0], ids[1]].map((id) =>
        t.app.inject({ method: 'GET', url: `/api/properties/${id}`, headers: agent.headers }),
      ),
    );
    expect(off!.json()).toMatchObject({ isActive: false });
    expect(sold!.json()).toMatchObject({ status: 'sold' });
  });

  it('lets admins list without a plan', async () => {
    const admin = await createUser(t.app, 'admin');
    for (let i = 0; i < 4; i += 1) expect((await createListing(admin)).statusCode).toBe(201);
  });

  it('counts a Free buyer’s AI tool runs and refuses past the monthly allowance', async () => {
    const buyer = await createUser(t.app, 'buyer');
    expect((await runDeal(buyer, { price: -1 })).statusCode).toBe(400); // invalid: not counted
    for (let i = 0; i < 10; i += 1) expect((await runDeal(buyer)).statusCode).toBe(200);
    const refused = await runDeal(buyer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: CODES.planLimit,
      message:
        'Your Free plan includes 10 AI tool runs a month, and you have used them all. Upgrade to Buyer Pro for unlimited runs.',
    });

    expect((await checkout(t.app, buyer, checkoutBody())).statusCode).toBe(200);
    expect((await runDeal(buyer)).statusCode).toBe(200);
  });

  it('starts a new allowance each month', async () => {
    const buyer = await createUser(t.app, 'buyer');
    for (let i = 0; i < 10; i += 1) await runDeal(buyer);
    expect((await runDeal(buyer)).statusCode).toBe(403);
    await t.app.context.db
      .update(aiToolUsage)
      .set({ period: '2026-10' })
      .where(eq(aiToolUsage.userId, buyer.id));
    expect((await runDeal(buyer)).statusCode).toBe(200);
  });

  it('leaves anonymous runs and agents’ runs uncounted', async () => {
    for (let i = 0; i < 12; i += 1) expect((await runDeal()).statusCode).toBe(200);
    const agent = await createUser(t.app, 'agent');
    for (let i = 0; i < 12; i += 1) expect((await runDeal(agent)).statusCode).toBe(200);
  });

  it('keeps the listing-page panels (ROI, compliance) free for a buyer past the allowance', async () => {
    const buyer = await createUser(t.app, 'buyer');
    for (let i = 0; i < 10; i += 1) await runDeal(buyer);
    expect((await runDeal(buyer)).statusCode).toBe(403);
    expect((await runRoi(buyer)).statusCode).toBe(200);
    const compliance = await t.app.inject({
      method: 'POST',
      url: '/api/ai-tools/compliance',
      headers: buyer.headers,
      payload: { description: 'Sunny home with a garden near the park.' },
    });
    expect(compliance.statusCode).toBe(200);
  });

  it('removes billing rows with the account', async () => {
    const buyer = await createUser(t.app, 'buyer');
    await checkout(t.app, buyer, checkoutBody());
    await runDeal(buyer);
    const deleted = await deleteRequest(t.app, buyer.idToken);
    expect(deleted.status).toBe(200);
    const db = t.app.context.db;
    expect(await db.select().from(payments).where(eq(payments.userId, buyer.id))).toEqual([]);
    expect(await db.select().from(subscriptions).where(eq(subscriptions.userId, buyer.id))).toEqual(
      [],
    );
    expect(await db.select().from(aiToolUsage).where(eq(aiToolUsage.userId, buyer.id))).toEqual([]);
  });

  it('seeds the demo agent on Brokerage and the demo buyer on Buyer Pro, once', async () => {
    const ctx = { ...t.app.context, config: { ...t.app.context.config, seedDemo: true } };
    await seedAccounts(ctx);
    const accountIdByEmail = async (email: string) => (await findAccountByEmail(ctx.db, email))?.id;
    await seedDemoPlans(ctx, accountIdByEmail);
    await seedDemoPlans(ctx, accountIdByEmail);
    const planOf = async (email: string) => {
      const [account] = await ctx.db
        .select()
        .from(identityAccounts)
        .where(eq(identityAccounts.email, email));
      return ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, account!.id));
    };
    const agentPlans = await planOf('agent@demo.nestwise.dev');
    expect(agentPlans.map((row) => row.planId)).toEqual(['brokerage']);
    expect((await planOf('buyer@demo.nestwise.dev')).map((row) => row.planId)).toEqual([
      'buyer-pro',
    ]);
  });
});
