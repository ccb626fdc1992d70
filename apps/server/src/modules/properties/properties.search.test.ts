import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROPERTY_SORTS, type TProperty, type TPropertyPage } from '@nestwise/shared';
import { createTestApp, createUser, type TestApp, type TestUser } from '../../../test/test-app';
import { createApprovedListing, createListing } from './properties.test-support';

describe('listings: search filters, full text, sorts and cursor paging', () => {
  let t: TestApp;
  let agent: TestUser;
  let admin: TestUser;
  const byTitle = new Map<string, TProperty>();

  const listing = async (title: string, overrides: Record<string, unknown>) => {
    t.clock.advance(1000);
    const created = await createApprovedListing(t.app, agent, admin, { title, ...overrides });
    byTitle.set(title, created);
    return created;
  };

  beforeAll(async () => {
    t = await createTestApp();
    agent = await createUser(t.app, 'agent');
    admin = await createUser(t.app, 'admin');
    const austin = {
      address: '1 Congress Ave',
      city: 'Austin',
      state: 'TX',
      neighborhood: 'Downtown',
    };
    const denver = {
      address: '9 Colfax Ave',
      city: 'Denver',
      state: 'CO',
      neighborhood: 'Highlands',
    };
    await listing('Victorian house with pool', {
      location: austin,
      price: 500_000,
      bedrooms: 4,
      bathrooms: 3,
      squareFeet: 2600,
      features: ['pool', 'garage', 'garden'],
      description: 'A restored Victorian with stained glass.',
    });
    await listing('Downtown loft', {
      location: { ...austin, address: '200 Lavaca Street' },
      propertyType: 'apartment',
      status: 'for-rent',
      price: 2_400,
      bedrooms: 1,
      bathrooms: 1,
      squareFeet: 800,
      features: ['gym', 'parking'],
      description: 'Industrial loft with exposed brick.',
    });
    await listing('Mountain view cabin', {
      location: denver,
      price: 650_000,
      bedrooms: 3,
      bathrooms: 2,
      squareFeet: 1500,
      features: ['view', 'fireplace'],
      description: 'Cozy cabin with a wood stove.',
    });
    await listing('Family home near schools', {
      location: { ...austin, neighborhood: 'Mueller', address: '44 Aldrich St' },
      price: 720_000,
      bedrooms: 5,
      bathrooms: 3.5,
      squareFeet: 3400,
      features: ['garage', 'garden', 'pool'],
      description: 'Quiet street, large backyard.',
    });
    await listing('Empty lot', {
      location: denver,
      propertyType: 'land',
      price: 120_000,
      bedrooms: 0,
      bathrooms: 0,
      squareFeet: null,
      features: [],
      description: 'Build your dream home.',
    });
    // Hidden ones: a pending listing and an inactive one never show to the public.
    await createListing(t.app, agent, { title: 'Pending Victorian', location: austin });
    const inactive = await listing('Inactive Victorian', { location: austin });
    await t.app.inject({
      method: 'POST',
      url: `/api/properties/${inactive.id}/active`,
      headers: agent.headers,
      payload: { isActive: false },
    });
  });
  afterAll(() => t.close());

  const search = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/properties?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TPropertyPage>();
  };
  const titles = async (query: string) => (await search(query)).items.map((item) => item.title);

  it('lists approved, active listings newest first by default', async () => {
    const page = await search('');
    expect(page.items.map((item) => item.title)).toEqual([
      'Empty lot',
      'Family home near schools',
      'Mountain view cabin',
      'Downtown loft',
      'Victorian house with pool',
    ]);
    expect(page.totalCount).toBe(5);
    expect(page.nextCursor).toBeNull();
  });

  it('filters by each field', async () => {
    expect(await titles('city=austin')).toHaveLength(3);
    expect(await titles('city=Denver&propertyType=land')).toEqual(['Empty lot']);
    expect(await titles('state=tx&status=for-rent')).toEqual(['Downtown loft']);
    expect(await titles('neighborhood=mueller')).toEqual(['Family home near schools']);
    expect(await titles('minPrice=500000&maxPrice=700000')).toEqual([
      'Mountain view cabin',
      'Victorian house with pool',
    ]);
    expect(await titles('minBedrooms=4')).toEqual([
      'Family home near schools',
      'Victorian house with pool',
    ]);
    expect(await titles('maxBedrooms=0')).toEqual(['Empty lot']);
    expect(await titles('minBathrooms=3.5')).toEqual(['Family home near schools']);
    expect(await titles('minSquareFeet=1500&maxSquareFeet=2600')).toEqual([
      'Mountain view cabin',
      'Victorian house with pool',
    ]);
    expect(await titles('features=pool,garage')).toEqual([
      'Family home near schools',
      'Victorian house with pool',
    ]);
    expect(await titles('features=pool&features=view')).toEqual([]);
    expect(await titles(`agentId=${agent.id}&propertyType=apartment`)).toEqual(['Downtown loft']);
    expect((await search('city=Austin&minBedrooms=4')).totalCount).toBe(2);
  });

  it('searches words in title, description and address, with stemming and near spellings', async () => {
    expect(await titles('q=victorian')).toEqual(['Victorian house with pool']);
    expect(await titles('q=stained%20glass')).toEqual(['Victorian house with pool']);
    expect(await titles('q=lavaca')).toEqual(['Downtown loft']);
    expect(await titles('q=cabins')).toEqual(['Mountain view cabin']);
    expect(await titles('q=victorain')).toEqual(['Victorian house with pool']);
    expect(await titles('q=zebra')).toEqual([]);
    // Near spellings page like any search: the cursor remembers the mode.
    const first = await search('q=victorain&limit=1&city=Austin');
    expect(first.items.map((item) => item.title)).toEqual(['Victorian house with pool']);
    expect(first.totalCount).toBe(1);
    expect(first.nextCursor).toBeNull();
  });

  it('sorts by price both ways', async () => {
    expect(await titles('sort=price-asc')).toEqual([
      'Downtown loft',
      'Empty lot',
      'Victorian house with pool',
      'Mountain view cabin',
      'Family home near schools',
    ]);
    expect(await titles('sort=price-desc&limit=2')).toEqual([
      'Family home near schools',
      'Mountain view cabin',
    ]);
  });

  it('sorts by bedrooms, size and price per sq ft; a home without a size comes last', async () => {
    expect(await titles('sort=bedrooms-desc')).toEqual([
      'Family home near schools',
      'Victorian house with pool',
      'Mountain view cabin',
      'Downtown loft',
      'Empty lot',
    ]);
    expect(await titles('sort=size-desc')).toEqual([
      'Family home near schools',
      'Victorian house with pool',
      'Mountain view cabin',
      'Downtown loft',
      'Empty lot',
    ]);
    expect(await titles('sort=price-per-sqft-asc')).toEqual([
      'Downtown loft',
      'Victorian house with pool',
      'Family home near schools',
      'Mountain view cabin',
      'Empty lot',
    ]);
  });

  it('sorts homes for sale by days on market, fewest first (the day each was listed)', async () => {
    expect(await titles('mode=buy&sort=days-on-market-asc')).toEqual([
      'Empty lot',
      'Family home near schools',
      'Mountain view cabin',
      'Victorian house with pool',
    ]);
  });

  it('admins filter the approval queue; agents see their own hidden listings too', async () => {
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/properties?approval=pending',
      headers: admin.headers,
    });
    expect(queue.json<TPropertyPage>().items.map((item) => item.title)).toEqual([
      'Pending Victorian',
    ]);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/properties?q=victorian',
      headers: agent.headers,
    });
    expect(mine.json<TPropertyPage>().totalCount).toBe(3);
  });

  for (const sort of PROPERTY_SORTS) {
    it(`pages by cursor (${sort}) without duplicates or gaps while listings are added`, async () => {
      const fresh = await createTestApp();
      try {
        const owner = await createUser(fresh.app, 'agent');
        const boss = await createUser(fresh.app, 'admin');
        const original = new Set<string>();
        for (let i = 0; i < 23; i += 1) {
          // Some share a timestamp and a price, so the id tiebreak is exercised too.
          if (i % 3 === 0) fresh.clock.advance(1);
          const created = await createApprovedListing(fresh.app, owner, boss, {
            title: `Listing ${i}`,
            price: 100_000 + (i % 5) * 1000,
            bedrooms: i % 4,
            squareFeet: i % 6 === 0 ? null : 1000 + (i % 3) * 100,
          });
          original.add(created.id);
        }
        const seen: string[] = [];
        const totals: number[] = [];
        let cursor: string | null = null;
        let pages = 0;
        do {
          const query = `sort=${sort}&limit=4${cursor ? `&startAfter=${cursor}` : ''}`;
          const response = await fresh.app.inject({
            method: 'GET',
            url: `/api/properties?${query}`,
          });
          expect(response.statusCode, response.body).toBe(200);
          const page: TPropertyPage = response.json();
          seen.push(...page.items.map((item) => item.id));
          totals.push(page.totalCount);
          cursor = page.nextCursor;
          pages += 1;
          // Concurrent writers: new listings (same instant, a later one, cheap and dear ones).
          await Promise.all([
            createApprovedListing(fresh.app, owner, boss, { price: 50_000 }),
            createApprovedListing(fresh.app, owner, boss, { price: 100_000 }),
            createApprovedListing(fresh.app, owner, boss, { price: 900_000 }),
          ]);
          fresh.clock.advance(1);
        } while (cursor && pages < 50);
        expect(new Set(seen).size).toBe(seen.length);
        // Later pages report the total of the first page (it travels in the cursor).
        expect(new Set(totals)).toEqual(new Set([23]));
        const missing = [...original].filter((id) => !seen.includes(id));
        expect(missing).toEqual([]);
      } finally {
        await fresh.close();
      }
    });
  }
});
