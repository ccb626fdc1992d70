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
});
