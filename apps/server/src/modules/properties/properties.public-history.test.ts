import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPublicPropertyHistory } from '@nestwise/shared';
import {
  createTestApp,
  createUser,
  signIn,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';
import { createApprovedListing, createListing, decide } from './properties.test-support';

const DAY = 86_400_000;

describe('GET /api/properties/{id}/public-history', () => {
  let t: TestApp;
  let agent: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    agent = await createUser(t.app, 'agent');
    admin = await createUser(t.app, 'admin');
  });
  afterAll(() => t.close());

  /** Days pass; the agent and admin sign in again (their tokens last an hour). */
  const later = async (ms: number) => {
    t.clock.advance(ms);
    for (const user of [agent, admin]) {
      Object.assign(user, await signIn(t.app, user.email, user.password));
    }
  };
  const get = (id: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/properties/${id}/public-history`, headers });
  const patch = (id: string, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/properties/${id}`,
      headers: agent.headers,
      payload,
    });

  it('shows anyone the listing date, status and price changes, and the days on market', async () => {
    const listing = await createApprovedListing(t.app, agent, admin);
    const listedAt = new Date(t.clock.now().getTime()).toISOString();
    await later(3 * DAY);
    expect((await patch(listing.id, { price: 395_000 })).statusCode).toBe(200);
    await later(2 * DAY);
    // Not a public event: the active flag and who did what.
    expect((await patch(listing.id, { isActive: false })).statusCode).toBe(200);
    expect((await patch(listing.id, { isActive: true })).statusCode).toBe(200);
    await later(DAY / 2);

    const response = await get(listing.id);
    expect(response.statusCode).toBe(200);
    const history = response.json<TPublicPropertyHistory>();
    expect(history.listedAt).toBe(listedAt);
    expect(history.daysOnMarket).toBe(5);
    expect(history.events.map((e) => [e.kind, e.oldPrice, e.newPrice, e.newStatus])).toEqual([
      ['price', listing.price, 395_000, null],
      ['listed', null, null, 'for-sale'],
    ]);
    expect(JSON.stringify(history)).not.toContain(agent.id);
    expect(JSON.stringify(history)).not.toContain(admin.id);
  });

  it('records a price change only when the price really changes', async () => {
    const listing = await createApprovedListing(t.app, agent, admin);
    await patch(listing.id, { price: listing.price, bedrooms: 4 });
    const history = (await get(listing.id)).json<TPublicPropertyHistory>();
    expect(history.events.filter((e) => e.kind === 'price')).toEqual([]);
  });

  it('a sold listing shows the sale and no days on market', async () => {
    const listing = await createApprovedListing(t.app, agent, admin);
    await later(10 * DAY);
    const sold = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${listing.id}/status`,
      headers: agent.headers,
      payload: { status: 'sold', reason: 'internal note' },
    });
    expect(sold.statusCode).toBe(200);
    const history = (await get(listing.id)).json<TPublicPropertyHistory>();
    expect(history.daysOnMarket).toBeNull();
    expect(history.events[0]).toMatchObject({
      kind: 'status',
      oldStatus: 'for-sale',
      newStatus: 'sold',
    });
    expect(JSON.stringify(history)).not.toContain('internal note');
  });

  it('answers 404 for a listing that is not public, even to its agent, and hides rejections', async () => {
    const pending = await createListing(t.app, agent);
    expect((await get(pending.id, agent.headers)).statusCode).toBe(404);
    await decide(t.app, admin, pending.id, 'rejected', 'Blurry photos');
    const rejected = await get(pending.id, admin.headers);
    expect(rejected.statusCode).toBe(404);
    expect(rejected.body).not.toContain('Blurry photos');
    expect((await get('not-a-uuid')).statusCode).toBe(404);
  });
});
