import { sql, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZListPropertiesQuerySchema, type TPropertyPage } from '@nestwise/shared';
import { createTestApp, createUser, type TestApp, type TestUser } from '../../../test/test-app';
import { parseLocationText } from './properties.location-text';
import { buildSearch } from './properties.search-repo';
import { suggestStatements } from './properties.suggest';
import { createApprovedListing } from './properties.test-support';

describe('listings: the location box’s free text and ZIP filters', () => {
  let t: TestApp;
  let agent: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    agent = await createUser(t.app, 'agent');
    admin = await createUser(t.app, 'admin');
    const places = [
      ['Congress loft', '1 Congress Ave', 'Austin', 'TX', '78701', 'Downtown'],
      ['Mueller bungalow', '44 Aldrich St', 'Austin', 'TX', '78723', 'Mueller'],
      ['Ohio ranch', '1 Market St', 'Austintown', 'OH', '44515', 'Mahoning'],
      ['Denver condo', '9 Colfax Ave', 'Denver', 'CO', '80202', 'Capitol Hill'],
      ['Portland cottage', '3 Congress St', 'Portland', 'ME', '04101', 'West End'],
      ['Portland craftsman', '8 Alberta St', 'Portland', 'OR', '97211', 'Alberta Arts'],
    ] as const;
    for (const [title, address, city, state, zip, neighborhood] of places) {
      t.clock.advance(1000);
      await createApprovedListing(t.app, agent, admin, {
        title,
        location: { address, city, state, zip, neighborhood },
      });
    }
  });
  afterAll(() => t.close());

  const titles = async (query: Record<string, string>) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/properties?${new URLSearchParams(query)}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response
      .json<TPropertyPage>()
      .items.map((item) => item.title)
      .sort();
  };

  it('matches the start of the city in any case, so no exact city is needed', async () => {
    expect(await titles({ location: 'austin' })).toEqual([
      'Congress loft',
      'Mueller bungalow',
      'Ohio ranch',
    ]);
    expect(await titles({ location: 'DENV' })).toEqual(['Denver condo']);
  });

  it('reads "City, ST", "city st" and "City, State"', async () => {
    expect(await titles({ location: 'Austin, TX' })).toEqual(['Congress loft', 'Mueller bungalow']);
    expect(await titles({ location: 'portland or' })).toEqual(['Portland craftsman']);
    expect(await titles({ location: 'Portland, Maine' })).toEqual(['Portland cottage']);
  });

  it('matches ZIP codes, neighborhoods and addresses by their start', async () => {
    expect(await titles({ location: '787' })).toEqual(['Congress loft', 'Mueller bungalow']);
    expect(await titles({ location: 'mueller' })).toEqual(['Mueller bungalow']);
    expect(await titles({ location: 'capitol h' })).toEqual(['Denver condo']);
    expect(await titles({ location: '1 congress' })).toEqual(['Congress loft']);
    expect(await titles({ location: 'congress' })).toEqual(['Congress loft', 'Portland cottage']);
    expect(await titles({ location: 'congress, me' })).toEqual(['Portland cottage']);
    expect(await titles({ location: '44 Aldrich St, Austin, TX 78723' })).toEqual([
      'Mueller bungalow',
    ]);
  });

  it('takes wildcards literally and keeps the older city and zip filters', async () => {
    expect(await titles({ location: '%' })).toEqual([]);
    expect(await titles({ location: '_ustin' })).toEqual([]);
    expect(await titles({ zip: '78723' })).toEqual(['Mueller bungalow']);
    expect(await titles({ zip: '787' })).toEqual([]);
    expect(await titles({ city: 'austin', state: 'tx' })).toEqual([
      'Congress loft',
      'Mueller bungalow',
    ]);
    expect(await titles({ location: ' , ' })).toHaveLength(6);
  });

  it('refuses location text over 100 characters', async () => {
    const response = await t.app.inject({
      url: `/api/properties?location=${'a'.repeat(101)}`,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('listings: the location box’s queries are index ranges', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    // Enough listings, spread over many places, that the planner prices a table scan honestly;
    // loaded as a bulk load is, the places counted once afterwards.
    await t.app.context.db.execute(
      sql`alter table properties disable trigger place_suggestions_sync`,
    );
    await t.app.context.db.execute(sql`
      insert into properties (title, price, property_type, status, address, city, state, zip,
        neighborhood, bedrooms, bathrooms, agent_id, approval, is_active)
      select 'Filler ' || g, 100000 + g, 'house',
        (array['for-sale', 'for-rent', 'sold'])[1 + g % 3],
        (g % 900 + 1) || ' ' || (array['Oak', 'Elm', 'Pine', 'Lake'])[1 + g % 4] || ' Street',
        'City ' || (g % 400), 'TX', lpad((g * 7 % 99999)::text, 5, '0'), 'Quarter ' || (g % 300),
        3, 2, gen_random_uuid(), 'approved', true
      from generate_series(1, 4000) as g`);
    await t.app.context.db.execute(
      sql`alter table properties enable trigger place_suggestions_sync`,
    );
    await t.app.context.db.execute(sql`select place_suggestions_rebuild()`);
    await t.app.context.db.execute(sql`analyze properties`);
    await t.app.context.db.execute(sql`analyze place_suggestions`);
  });
  afterAll(() => t.close());

  async function planOf(statement: SQLWrapper): Promise<string> {
    const result = (await t.app.context.db.execute(sql`explain ${statement}`)) as unknown as {
      rows: Array<Record<string, string>>;
    };
    return result.rows.map((row) => Object.values(row)[0]).join('\n');
  }

  /**
   * An index range over the place's prefix: `~>=~` on the text_pattern_ops indexes; PGlite's C
   * collation lets the older lower(city) indexes serve it with `>=` too, which is as good.
   */
  const RANGE = {
    city: /Index Cond: .*\(lower\(city\) ~?>=~? '(aus|787)'/,
    neighborhood: /Index Cond: .*\(lower\(neighborhood\) ~?>=~? '(aus|787)'/,
    zip: /Index Cond: .*\(zip ~?>=~? '(aus|787)'/,
    address: /Index Cond: .*\(lower\(address\) ~?>=~? '(aus|787)'/,
    street: /Index Cond: .*\(regexp_replace\(lower\(address\).* ~?>=~? '(aus|787)'/,
  };

  it('counts the typical search (a city, a price range, bedrooms) from the index alone', async () => {
    const db = t.app.context.db;
    // As autovacuum leaves a table: an index-only scan needs its pages marked all-visible.
    await db.execute(sql`vacuum analyze properties`);
    const query = ZListPropertiesQuerySchema.parse({
      city: 'City 12',
      minPrice: '100000',
      maxPrice: '104000',
      minBedrooms: '3',
    });
    const plan = await planOf(buildSearch(db, { kind: 'public' }, query).count);
    // lower(city) is computed from the index's own city column (decision 0421).
    expect(plan).toMatch(/Index Only Scan using properties_public_city_price_idx/);
  });

  it('serves suggestions and the location filter from index ranges, never a table scan', async () => {
    const db = t.app.context.db;
    const words = suggestStatements(db, parseLocationText('aust')!, 'buy');
    const digits = suggestStatements(db, parseLocationText('787')!, 'buy');
    const street = suggestStatements(db, parseLocationText('oak st')!);
    const plans = {
      city: await planOf(words.city!),
      neighborhood: await planOf(words.neighborhood!),
      zip: await planOf(digits.zip!),
      address: await planOf(digits.address!),
      street: await planOf(street.address!),
    };
    for (const plan of Object.values(plans)) expect(plan).not.toMatch(/Seq Scan/);
    // Cities, neighborhoods and ZIP codes: a range of place_suggestions' key, nothing else read.
    const placeRange = (kind: string, start: string) =>
      new RegExp(
        `Index (Only )?Scan using place_suggestions_\\w+ on place_suggestions.*\\n.*Index Cond: .*kind = '${kind}'.*key >= '${start}'`,
      );
    expect(plans.city).toMatch(placeRange('city', 'aust'));
    expect(plans.neighborhood).toMatch(placeRange('neighborhood', 'aust'));
    // One to three letters (decision 0516): the exact place by its key, and the most listed
    // places starting so from that length's prefix index, stopping at the eighth.
    for (const [text, length] of [
      ['c', 1],
      ['ci', 2],
      ['cit', 3],
    ] as const) {
      const short = suggestStatements(db, parseLocationText(text)!, 'buy');
      for (const kind of ['city', 'neighborhood'] as const) {
        const plan = await planOf(short[kind]!);
        expect(plan).toMatch(
          new RegExp(
            `Index Scan using place_suggestions_prefix${length}_idx on place_suggestions(.*\\n)+.*Index Cond: .*"?left"?\\(key, ${length}\\) = '${text}'`,
          ),
        );
        expect(plan).toMatch(/Limit/);
        expect(plan).not.toMatch(/on properties|Seq Scan/);
      }
    }
    // ZIP codes: that range, or the most listed first when the planner prefers it.
    expect(plans.zip).toMatch(/Scan using place_suggestions_\w+ on place_suggestions/);
    expect(plans.zip).toMatch(/kind = 'zip'/);
    for (const plan of [plans.city, plans.neighborhood, plans.zip]) {
      expect(plan).not.toMatch(/on properties/);
    }
    // Addresses: a range of the byte-ordered address index per status, and one probe of the
    // street index per street place_suggestions names.
    for (const plan of [plans.address, plans.street]) {
      expect(plan).toMatch(/properties_public_status_address_order_idx/);
      expect(plan).toMatch(/Index Cond: \(\(kind = 'street'.*key >= /);
      expect(plan).toMatch(/properties_public_status_street_order_idx/);
    }
    expect(plans.street).toMatch(/lower\(address\)\)::text >= 'oak st'/);
    // Eight addresses starting with the text are the answer (decision 0545): the street walk
    // never runs ("1": many house numbers), and runs when they are fewer ("oak": none).
    const streetWalk = async (text: string) => {
      const statement = suggestStatements(db, parseLocationText(text)!, 'buy').address!;
      const plan = await planOf(sql`(analyze, costs off, timing off, summary off) ${statement}`);
      return plan.match(/Nested Loop \(([^)]*)\)/)?.[1];
    };
    expect(await streetWalk('1')).toBe('never executed');
    expect(await streetWalk('oak')).toMatch(/^actual rows=8(\.00)? loops=1$/);

    // A ZIP code after the comma, or a city or state narrowing ZIP codes (decision 0420): the
    // city rows, then per city a range of its ZIP codes; no listing read.
    const narrowed = [
      suggestStatements(db, parseLocationText('city 12, tx 1')!, 'buy').city!,
      suggestStatements(db, parseLocationText('1, city 12')!, 'buy').zip!,
    ];
    for (const statement of narrowed) {
      const plan = await planOf(statement);
      expect(plan).toMatch(/Index Cond: .*kind = 'city'/);
      expect(plan).toMatch(
        /Index Scan using place_suggestions_zip_city_idx on place_suggestions z .*\n.*Index Cond: .*city_key = place_suggestions\.key.*key >= '1'/,
      );
      expect(plan).not.toMatch(/on properties|Seq Scan/);
    }
    // A state alone allows its every city: the planner may join them all at once, still rows
    // of place_suggestions only.
    const byState = await planOf(suggestStatements(db, parseLocationText('1, tx')!).zip!);
    expect(byState).toMatch(/kind = 'zip-city'/);
    expect(byState).not.toMatch(/on properties|Seq Scan/);

    const query = ZListPropertiesQuerySchema.parse({ location: 'aus', mode: 'buy' });
    const plan = await planOf(buildSearch(db, { kind: 'public' }, query).count);
    expect(plan).not.toMatch(/Seq Scan/);
    for (const range of Object.values(RANGE)) expect(plan).toMatch(range);
  });
});
