import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROPERTY_COUNT_BOUND, type TPropertyPage, type TPropertyPins } from '@nestwise/shared';
import { createTestApp, createUser, type TestApp, type TestUser } from '../../../test/test-app';
import { ask } from '../assistant/assistant.test-support';

/** A wide search counts up to PROPERTY_COUNT_BOUND and says there are more (decision 0312). */
describe('GET /api/properties: the total of a wide search stops at 1,000', () => {
  let t: TestApp;
  let agent: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    agent = await createUser(t.app, 'agent');
    // 1,200 public homes for sale in Boise, 30 of them with 5 bedrooms, loaded in bulk (the
    // places counted once afterwards).
    const db = t.app.context.db;
    await db.execute(sql`alter table properties disable trigger place_suggestions_sync`);
    await db.execute(sql`
      insert into properties (title, price, property_type, status, address, city, state, zip,
        bedrooms, bathrooms, agent_id, approval, is_active, created_at)
      select 'Boise home ' || g, 200000 + g, 'house', 'for-sale', g || ' Main St', 'Boise', 'ID',
        '83702', case when g % 40 = 0 then 5 else 3 end, 2, ${agent.id}, 'approved', true,
        timestamptz '2026-01-01T00:00:00Z' + g * interval '1 minute'
      from generate_series(1, 1200) as g`);
    await db.execute(sql`alter table properties enable trigger place_suggestions_sync`);
    await db.execute(sql`select place_suggestions_rebuild()`);
  });
  afterAll(() => t.close());

  const search = async (query: string) => {
    const response = await t.app.inject({ url: `/api/properties?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TPropertyPage>();
  };

  it('answers 1,000 and totalCountCapped past the bound, on every page', async () => {
    expect(PROPERTY_COUNT_BOUND).toBe(1000);
    const first = await search('mode=buy&city=Boise');
    expect(first).toMatchObject({ totalCount: 1000, totalCountCapped: true });
    expect(first.items).toHaveLength(20);
    const second = await search(`mode=buy&city=Boise&startAfter=${first.nextCursor}`);
    expect(second).toMatchObject({ totalCount: 1000, totalCountCapped: true });
    expect(second.items[0]!.id).not.toBe(first.items[0]!.id);
  });

  it('stays exact at or under the bound', async () => {
    expect(await search('mode=buy&city=Boise&minBedrooms=5')).toMatchObject({
      totalCount: 30,
      totalCountCapped: false,
    });
    expect(await search('mode=rent&city=Boise')).toMatchObject({
      totalCount: 0,
      totalCountCapped: false,
    });
  });

  it('lets the assistant say "over 1,000" instead of a wrong exact figure', async () => {
    const { body } = await ask(t.app, { transcript: 'houses for sale in Boise' });
    expect(body.data).toMatchObject({ totalCount: 1000 });
    expect(body.data.reply).toMatch(/^I found over 1,000 houses for sale in Boise/);
    expect(body.data.reply).toMatch(/; and many more\.$/);
  });

  it('bounds the map pins’ total the same way (decision 0386)', async () => {
    const pins = async (query: string) => {
      const response = await t.app.inject({ url: `/api/properties/pins?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<TPropertyPins>();
    };
    expect(await pins('mode=buy&city=Boise')).toMatchObject({ total: 1000, totalCapped: true });
    expect(await pins('mode=buy&city=Boise&minBedrooms=5')).toMatchObject({
      total: 30,
      totalCapped: false,
    });
  });
});
