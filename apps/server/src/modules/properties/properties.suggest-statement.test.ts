import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSuggestLocationsResponse } from '@nestwise/shared';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * place_suggestions kept per statement (decision 0515): statements that write many listings at
 * once, with the triggers on, leave the table exactly as a rebuild from the listings makes it.
 */
describe('place_suggestions follows many-row statements', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const rows = async <T>(statement: ReturnType<typeof sql>) =>
    ((await t.app.context.db.execute(statement)) as unknown as { rows: T[] }).rows;
  const snapshot = () =>
    rows(
      sql`select kind, status, key, city_key, state_key, names, cities, states, name, city, state, listings
        from place_suggestions order by 1, 2, 3, 4, 5`,
    );
  /** The kept table, then the same after a rebuild from the listings: they must be equal. */
  const keptAndRebuilt = async () => {
    const kept = await snapshot();
    await t.app.context.db.execute(sql`select place_suggestions_rebuild()`);
    return { kept, rebuilt: await snapshot() };
  };
  const version = async () =>
    Number(
      (await rows<{ version: string }>(sql`select version from place_suggestions_version`))[0]!
        .version,
    );
  const suggest = async (q: string) => {
    const response = await t.app.inject({
      url: `/api/locations/suggest?${new URLSearchParams({ q })}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TSuggestLocationsResponse>().suggestions.map((item) => item.label);
  };

  it('counts a 1,200-row insert in one statement, spellings and hidden listings included', async () => {
    await t.app.context.db.execute(sql`
      insert into properties (title, price, property_type, status, address, city, state, zip,
        neighborhood, bedrooms, bathrooms, agent_id, approval, is_active)
      select 'Bulk ' || g, 100000 + g, 'house', (array['for-sale', 'for-rent', 'sold'])[1 + g % 3],
        (g % 90 + 1) || ' ' || (array['Oak', 'Elm'])[1 + g % 2] || ' Street',
        (array['Yakima', 'YAKIMA', 'Yelm', 'Ybor'])[1 + g % 4], (array['WA', 'wa'])[1 + g % 2],
        lpad((98900 + g % 30)::text, 5, '0'), (array['Yard', 'yard', null])[1 + g % 3],
        3, 2, gen_random_uuid(), (array['approved', 'approved', 'pending'])[1 + g % 3],
        g % 10 <> 0
      from generate_series(1, 1200) as g`);
    const { kept, rebuilt } = await keptAndRebuilt();
    expect(kept.length).toBeGreaterThan(0);
    expect(kept).toEqual(rebuilt);
    // "y": the short start read from the prefix index, with the counts the statement made and
    // the least spelling (byte order puts "YAKIMA" before "Yakima").
    expect(await suggest('y')).toContain('YAKIMA, WA');
  });

  it('moves, hides and re-statuses many listings in one update, and deletes many in one delete', async () => {
    await t.app.context.db.execute(sql`
      update properties set
        city = case when price::integer % 4 = 0 then 'Yacolt' else city end,
        is_active = case when price::integer % 7 = 0 then not is_active else is_active end,
        status = case when price::integer % 5 = 0 then 'sold' else status end,
        approval = case when price::integer % 11 = 0 then 'approved' else approval end
      where title like 'Bulk %'`);
    let { kept, rebuilt } = await keptAndRebuilt();
    expect(kept).toEqual(rebuilt);
    expect(await suggest('yac')).toContain('Yacolt, WA');

    await t.app.context.db.execute(
      sql`delete from properties where price::integer % 3 = 0 and title like 'Bulk %'`,
    );
    ({ kept, rebuilt } = await keptAndRebuilt());
    expect(kept).toEqual(rebuilt);

    await t.app.context.db.execute(sql`delete from properties where title like 'Bulk %'`);
    expect(await snapshot()).toEqual([]);
  });

  it('a statement that changes no place writes no place row and leaves the version', async () => {
    await t.app.context.db.execute(sql`
      insert into properties (title, price, property_type, status, address, city, state, zip,
        bedrooms, bathrooms, agent_id, approval, is_active)
      select 'Priced ' || g, 100000 + g, 'house', 'for-sale', g || ' Pine Street', 'Yelm', 'WA',
        '98597', 3, 2, gen_random_uuid(), 'approved', true
      from generate_series(1, 20) as g`);
    const before = { version: await version(), places: await snapshot() };
    await t.app.context.db.execute(
      sql`update properties set price = price + 1000 where title like 'Priced %'`,
    );
    expect(await version()).toBe(before.version);
    expect(await snapshot()).toEqual(before.places);
  });
});
