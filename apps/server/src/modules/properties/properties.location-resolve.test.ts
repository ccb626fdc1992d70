import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LISTING_MODE_STATUS,
  ZListPropertiesQuerySchema,
  type TPropertyPage,
  type TPropertyPins,
} from '@nestwise/shared';
import { createTestApp, createUser, type TestApp, type TestUser } from '../../../test/test-app';
import { locationFilter } from './properties.location-filter';
import { properties } from './properties.schema';
import { publiclyVisible } from './properties.search-filters';
import { resolveLocationFilter } from './properties.location-resolve';
import { buildSearch } from './properties.search-repo';
import { createApprovedListing, createListing } from './properties.test-support';

/**
 * The location text resolved to the places it names (decision 0385): the same listings as the
 * prefix filter, found by the places' own equalities.
 */
describe('listings: the location text resolved to its places finds the same listings', () => {
  let t: TestApp;
  let agent: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    agent = await createUser(t.app, 'agent');
    const admin = await createUser(t.app, 'admin');
    const places = [
      ['Congress loft', '1 Congress Ave', 'Austin', 'TX', '78701', 'Downtown', 'for-sale'],
      ['Mueller bungalow', '44 Aldrich St', 'Austin', 'TX', '78723', 'Mueller', 'for-sale'],
      ['Austin rental', '7 Lamar Blvd', 'AUSTIN', 'tx', '78704', 'Zilker', 'for-rent'],
      ['Ohio ranch', '1 Market St', 'Austintown', 'OH', '44515', 'Mahoning', 'for-sale'],
      [
        'Austin Heights flat',
        '5 Austin Ct',
        'Houston',
        'TX',
        '77008',
        'Austin Heights',
        'for-sale',
      ],
      ['Numberless house', 'Austin Lane', 'Dallas', 'TX', '75201', 'Uptown', 'for-sale'],
      ['Denver condo', '9 Colfax Ave', 'Denver', 'CO', '80202', 'Capitol Hill', 'for-sale'],
      ['Portland cottage', '3 Congress St', 'Portland', 'ME', '04101', 'West End', 'for-sale'],
      ['Portland craftsman', '8 Alberta St', 'Portland', 'OR', '97211', 'Alberta Arts', 'for-sale'],
    ] as const;
    for (const [title, address, city, state, zip, neighborhood, status] of places) {
      t.clock.advance(1000);
      await createApprovedListing(t.app, agent, admin, {
        title,
        status,
        location: { address, city, state, zip, neighborhood },
      });
    }
    // Not public yet: place_suggestions does not count it, its agent still finds it.
    await createListing(t.app, agent, {
      title: 'Zephyr pending',
      location: { address: '2 Gulf Rd', city: 'Zephyrhills', state: 'FL', zip: '33540' },
    });
  });
  afterAll(() => t.close());

  const search = async (query: Record<string, string>, headers: Record<string, string> = {}) => {
    const url = `/api/properties?${new URLSearchParams({ ...query, limit: '100' })}`;
    const response = await t.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TPropertyPage>();
  };

  /** What the prefix filter alone (the behaviour before decision 0385) matches, newest first. */
  const byPrefix = async (location: string, mode?: 'buy' | 'rent') => {
    const rows = await t.app.context.db
      .select({ title: properties.title })
      .from(properties)
      .where(
        and(
          publiclyVisible,
          mode ? eq(properties.status, LISTING_MODE_STATUS[mode]) : undefined,
          locationFilter(location),
        ),
      )
      .orderBy(sql`${properties.createdAt} desc`, sql`${properties.id} desc`);
    return rows.map((row) => row.title);
  };

  const TEXTS = [
    'austin',
    'Austin, TX',
    'AUSTIN, tx',
    'austin tx',
    'Austin, T',
    'Austin, Texas 787',
    'Mueller, Austin, TX',
    'austin heights',
    'austin la',
    'portland or',
    'Portland, OR',
    'portland, o',
    'Portland, Maine',
    '787',
    '1 congress',
    'congress, me',
    '44 Aldrich St, Austin, TX 78723',
    'capitol h',
    'zephyr',
    'nowhere at all',
  ];

  it('answers every text with the prefix filter’s listings, in the same order', async () => {
    for (const text of TEXTS) {
      for (const mode of [undefined, 'buy', 'rent'] as const) {
        const page = await search({ location: text, ...(mode ? { mode } : {}) });
        expect(
          page.items.map((item) => item.title),
          `${text} (${mode ?? 'any'})`,
        ).toEqual(await byPrefix(text, mode));
        expect(page.totalCount).toBe(page.items.length);
      }
    }
  });

  it('gives the map the same pins and total as the list', async () => {
    for (const text of ['Austin, TX', 'austin tx', '787']) {
      const query = new URLSearchParams({ location: text, mode: 'buy' });
      const response = await t.app.inject({ url: `/api/properties/pins?${query}` });
      const pins = response.json<TPropertyPins>();
      expect(pins.total, text).toBe((await byPrefix(text, 'buy')).length);
    }
  });

  it('keeps the prefix filter for an agent, who also sees listings the places do not count', async () => {
    const page = await search({ location: 'zephyr' }, agent.headers);
    expect(page.items.map((item) => item.title)).toEqual(['Zephyr pending']);
    expect((await search({ location: 'zephyr' })).items).toEqual([]);
  });
});

describe('listings: a location naming a known place walks that place’s own index', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    // Enough listings over many cities that the planner prices each plan honestly; loaded as a
    // bulk load is, the places counted once afterwards.
    const db = t.app.context.db;
    await db.execute(sql`alter table properties disable trigger place_suggestions_sync`);
    await db.execute(sql`
      insert into properties (title, price, property_type, status, address, city, state, zip,
        neighborhood, bedrooms, bathrooms, agent_id, approval, is_active, created_at)
      select 'Filler ' || g, 100000 + g, 'house', (array['for-sale', 'for-rent', 'sold'])[1 + g % 3],
        (g % 900 + 1) || ' ' || (array['Oak', 'Elm', 'Pine', 'Lake'])[1 + g % 4] || ' Street',
        'City ' || (g % 400), 'TX', lpad((g * 7 % 99999)::text, 5, '0'), 'Quarter ' || (g % 300),
        3, 2, gen_random_uuid(), 'approved', true,
        timestamptz '2026-01-01T00:00:00Z' + g * interval '1 minute'
      from generate_series(1, 8000) as g`);
    await db.execute(sql`alter table properties enable trigger place_suggestions_sync`);
    await db.execute(sql`select place_suggestions_rebuild()`);
    await db.execute(sql`analyze properties`);
    await db.execute(sql`analyze place_suggestions`);
  });
  afterAll(() => t.close());

  /** The plan of the first page the server runs for this query, its location resolved. */
  async function planOf(input: Record<string, string>): Promise<string> {
    const db = t.app.context.db;
    const query = ZListPropertiesQuerySchema.parse(input);
    const location = await resolveLocationFilter(db, { kind: 'public' }, query);
    const { firstPage } = buildSearch(db, { kind: 'public' }, query, { location });
    const result = (await db.execute(sql`explain ${firstPage}`)) as unknown as {
      rows: Array<Record<string, string>>;
    };
    return result.rows.map((row) => Object.values(row)[0]).join('\n');
  }

  it('reads "City 123, TX" as lower(city) = the city, not five prefix ranges', async () => {
    const plan = await planOf({ location: 'City 123, TX', mode: 'buy' });
    expect(plan).toMatch(/Index Cond: \(+lower\(city\) = 'city 123'::text\)/);
    // Every City 123 is in Texas: the state needs no condition of its own.
    expect(plan).not.toMatch(/BitmapOr|Seq Scan|lower\(neighborhood\)|zip ~>=~|upper\(state\)/);
  });

  it('keeps the prefix range of a kind the text names too many of', async () => {
    // "1" starts hundreds of ZIP codes and house numbers: their ranges stay.
    const plan = await planOf({ location: '1', mode: 'buy' });
    expect(plan).not.toMatch(/Seq Scan/);
    expect(plan).toMatch(/zip ~?>=~? '1'/);
    expect(plan).toMatch(/lower\(address\) ~?>=~? '1'/);
  });
});
