import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type TestUser } from '../../../test/test-app';
import { ask, seedListings } from './assistant.test-support';

describe('POST /api/assistant/query: searches', () => {
  let t: TestApp;
  let agent: TestUser;
  let otherAgent: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    agent = await createUser(t.app, 'agent');
    otherAgent = await createUser(t.app, 'agent');
    const db = t.app.context.db;
    const austinHouses = Array.from({ length: 9 }, (_, index) => ({
      city: 'Austin',
      title: `Austin house ${index + 1}`,
      price: 300_000 + index * 25_000,
      bedrooms: 3 + (index % 2),
      features: index % 3 === 0 ? ['garage', 'pool'] : ['garage'],
    }));
    await seedListings(db, agent.id, [
      ...austinHouses,
      { city: 'Austin', title: 'Austin condo', propertyType: 'condo', price: 250_000 },
      { city: 'Austin', title: 'Pricey Austin house', price: 900_000, features: ['pool'] },
      {
        city: 'Miami',
        state: 'FL',
        title: 'Miami condo',
        propertyType: 'condo',
        status: 'for-rent',
        price: 2_400,
      },
      {
        city: 'Miami',
        state: 'FL',
        title: 'Miami condo 2',
        propertyType: 'condo',
        status: 'for-rent',
        price: 3_100,
      },
      { city: 'Austin', title: 'Pending Austin house', price: 310_000, approval: 'pending' },
      { city: 'Austin', title: 'Sold Austin house', price: 305_000, status: 'sold' },
      {
        city: 'Austin',
        title: 'Austin house to rent',
        price: 2_900,
        status: 'for-rent',
        bedrooms: 2,
      },
      { city: 'Austin', title: 'Inactive Austin house', price: 320_000, isActive: false },
    ]);
    await seedListings(db, otherAgent.id, [
      { city: 'Austin', title: 'Rejected Austin house', price: 330_000, approval: 'rejected' },
    ]);
  });
  afterAll(() => t.close());

  it('answers a search with the contract shape, the top five as cards and the count', async () => {
    const { status, body } = await ask(t.app, {
      transcript: 'Show me 3-bedroom houses in Austin under $500K',
    });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const data = body.data;
    expect(data.intent).toBe('property_search');
    expect(data.filters).toEqual({
      propertyType: 'house',
      city: 'Austin',
      maxPrice: 500_000,
      minBedrooms: 3,
    });
    expect(data.totalCount).toBe(9);
    expect(data.properties).toHaveLength(5);
    expect(data.properties[0]).toMatchObject({
      city: 'Austin',
      status: 'For Sale',
      formattedPrice: expect.stringMatching(/^\$\d{3},000$/),
    });
    expect(data.reply).toMatch(
      /^I found 9 houses in Austin under \$500,000 with at least 3 bedrooms\./,
    );
    expect(data.reply).toMatch(/The top 5 are: .+; and 4 more\.$/);
    expect(data.entities.map((entity: { type: string }) => entity.type)).toEqual(
      expect.arrayContaining(['city', 'maxPrice', 'bedrooms', 'propertyType']),
    );
    expect(data.confidence).toBeGreaterThan(0.5);
  });

  it('searches with the same visibility rules as the listings (anonymous, agent, admin)', async () => {
    const question = { transcript: 'houses in Austin between 300k and 340k' };
    expect((await ask(t.app, question)).body.data.totalCount).toBe(2);
    const own = await ask(t.app, question, agent.headers);
    expect(own.body.data.totalCount).toBe(4);
    const admin = await createUser(t.app, 'admin');
    expect((await ask(t.app, question, admin.headers)).body.data.totalCount).toBe(5);
  });

  it('reads rentals with a monthly price and lists them with "a month"', async () => {
    const { body } = await ask(t.app, {
      transcript: 'condos for rent in Miami under 2500 a month',
    });
    expect(body.data.filters).toEqual({
      status: 'for-rent',
      propertyType: 'condo',
      city: 'Miami',
      maxPrice: 2_500,
    });
    expect(body.data.totalCount).toBe(1);
    expect(body.data.properties[0].formattedPrice).toBe('$2,400/mo');
    expect(body.data.reply).toBe(
      'I found 1 condo for rent in Miami under $2,500 a month. It is: Miami condo in Miami at $2,400 a month.',
    );
  });

  it('counts only listings on the market unless the status is asked, sale and rent apart', async () => {
    const all = await ask(t.app, { transcript: 'houses in Austin, cheapest first' });
    expect(all.body.data.totalCount).toBe(11);
    // a $2,700/mo rent is never ranked above a sale price: each market is listed apart
    expect(all.body.data.properties.map((card: { title: string }) => card.title)).toEqual([
      'Austin house 1',
      'Austin house 2',
      'Austin house 3',
      'Austin house 4',
      'Austin house to rent',
    ]);
    expect(all.body.data.reply).toContain('10 for sale and 1 for rent');
    const forSale = await ask(t.app, { transcript: 'houses for sale in Austin' });
    expect(forSale.body.data.totalCount).toBe(10);
    expect(JSON.stringify(all.body)).not.toContain('Sold Austin house');
  });

  it('reads a purchase price as a search for homes for sale, not rentals under it', async () => {
    const { body } = await ask(t.app, { transcript: 'houses in Austin under $500K' });
    expect(body.data.filters).toEqual({ propertyType: 'house', city: 'Austin', maxPrice: 500_000 });
    expect(body.data.totalCount).toBe(9);
    expect(JSON.stringify(body.data.properties)).not.toContain('Austin house to rent');
    expect(body.data.reply).not.toContain('a month');
    expect(body.data.reply).toContain(
      'A price that size reads as a purchase, so these are for sale',
    );
  });

  it('reads a small price as a monthly rent', async () => {
    const { body } = await ask(t.app, { transcript: 'houses in Austin under 3000' });
    expect(body.data.totalCount).toBe(1);
    expect(body.data.properties[0].title).toBe('Austin house to rent');
  });

  it('says so when nothing matches', async () => {
    const { body } = await ask(t.app, { transcript: 'land in Denver' });
    expect(body.data.totalCount).toBe(0);
    expect(body.data.properties).toEqual([]);
    expect(body.data.reply).toMatch(/^I couldn't find any land listings in Denver\./);
  });

  it('refines the last results on a follow-up ("cheaper", "only the ones with a pool")', async () => {
    const first = await ask(t.app, { transcript: 'houses in Austin' });
    const recentSearchResults = first.body.data.properties.map(
      (card: { id: string; price: number }) => ({
        id: card.id,
        price: card.price,
      }),
    );
    const cheaper = await ask(t.app, {
      transcript: 'show me cheaper ones',
      previousFilters: first.body.data.filters,
      recentSearchResults,
    });
    const lowestShown = Math.min(...recentSearchResults.map((r: { price: number }) => r.price));
    expect(cheaper.body.data.filters).toEqual({
      propertyType: 'house',
      city: 'Austin',
      maxPrice: lowestShown - 1,
    });
    const pool = await ask(t.app, {
      transcript: 'only the ones with a pool',
      previousFilters: first.body.data.filters,
      recentSearchResults,
    });
    expect(pool.body.data.filters).toEqual({
      propertyType: 'house',
      city: 'Austin',
      features: ['pool'],
    });
    expect(pool.body.data.totalCount).toBe(4);
  });

  it('recognises a city that only the listings know', async () => {
    // a fresh server: the first question loads the listing cities into the parser
    const fresh = await createTestApp();
    try {
      const author = await createUser(fresh.app, 'agent');
      await seedListings(fresh.app.context.db, author.id, [
        { city: 'Bee Cave', title: 'Hill home' },
      ]);
      const { body } = await ask(fresh.app, { transcript: 'houses in bee cave' });
      expect(body.data.filters).toEqual({ propertyType: 'house', city: 'Bee Cave' });
      expect(body.data.totalCount).toBe(1);
    } finally {
      await fresh.close();
    }
  });
});
