import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type TestUser } from '../../../test/test-app';
import { createApprovedListing, createListing } from '../properties/properties.test-support';

describe('market intelligence from the marketplace listings', () => {
  let t: TestApp;
  let admin: TestUser;
  let agent: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    [admin, agent] = await Promise.all([createUser(t.app, 'admin'), createUser(t.app, 'agent')]);
  });
  afterAll(() => t.close());

  it('counts approved listings for sale as inventory, with their asking prices', async () => {
    await createApprovedListing(t.app, agent, admin, { price: 400_000 });
    await createApprovedListing(t.app, agent, admin, { price: 500_000 });
    // Waiting for approval: not on the market yet.
    await createListing(t.app, agent, { price: 9_000_000 });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/ai-tools/intelligence?city=Austin&state=TX',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.salesCount).toBe(0);
    expect(body.inventory.active).toBe(2);
    expect(body.listings).toMatchObject({ total: 2, active: 2, medianListPrice: 450_000 });
    expect(body.listings.newListings).toMatchObject({ weeks: 8, count: 2, weekly: [] });
    expect(body.daysOnMarket).toEqual({
      median: 0,
      basis: '2 active listings, days listed so far',
    });
  });

  it('counts the listings for sale whose price was cut, from the recorded price changes', async () => {
    const cut = await createApprovedListing(t.app, agent, admin, {
      price: 600_000,
      location: { address: '1 Cut Lane', city: 'Round Rock', state: 'TX', zip: '78664' },
    });
    const raised = await createApprovedListing(t.app, agent, admin, {
      price: 300_000,
      location: { address: '2 Up Lane', city: 'Round Rock', state: 'TX', zip: '78664' },
    });
    for (const [id, price] of [
      [cut.id, 560_000],
      [raised.id, 320_000],
    ] as const) {
      const patched = await t.app.inject({
        method: 'PATCH',
        url: `/api/properties/${id}`,
        headers: agent.headers,
        payload: { price },
      });
      expect(patched.statusCode, patched.body).toBe(200);
    }
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/ai-tools/intelligence?city=Round%20Rock&state=TX',
    });
    expect(response.json().listings.priceCuts).toEqual({
      count: 1,
      basis: '1 of 2 listing(s) for sale had their price cut in the last 8 weeks.',
    });
  });
});
