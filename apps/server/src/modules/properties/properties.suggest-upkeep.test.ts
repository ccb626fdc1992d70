import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLocationSuggestion, TSuggestLocationsResponse } from '@nestwise/shared';
import { createTestApp, createUser, type TestApp, type TestUser } from '../../../test/test-app';
import { createApprovedListing, createListing, decide } from './properties.test-support';

/**
 * The suggestions read place_suggestions only (decision 0311): every listing write that changes
 * what is public must change them at once, in the same transaction.
 */
describe('GET /api/locations/suggest follows the listings as they change', () => {
  let t: TestApp;
  let agent: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    agent = await createUser(t.app, 'agent');
    admin = await createUser(t.app, 'admin');
  });
  afterAll(() => t.close());

  const suggest = async (q: string, mode?: string) => {
    const response = await t.app.inject({
      url: `/api/locations/suggest?${new URLSearchParams(mode ? { q, mode } : { q })}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TSuggestLocationsResponse>().suggestions;
  };
  const counted = (suggestions: TLocationSuggestion[]) =>
    suggestions.map(
      (item) => `${item.kind}: ${item.label}${'count' in item ? ` (${item.count})` : ''}`,
    );
  const place = (address: string, city: string, zip: string, neighborhood: string) => ({
    location: { address, city, state: 'WA', zip, neighborhood },
  });
  const patch = async (user: TestUser, id: string, payload: Record<string, unknown>) => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/properties/${id}`,
      headers: user.headers,
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const post = async (id: string, action: string, payload: Record<string, unknown>) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${id}/${action}`,
      headers: agent.headers,
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('a listing appears once approved, with its city, neighborhood, ZIP code and address', async () => {
    const pending = await createListing(
      t.app,
      agent,
      place('3 Quill Lane', 'Quinault', '98575', 'Quarry'),
    );
    expect(await suggest('quin')).toEqual([]);
    await decide(t.app, admin, pending.id, 'approved');
    expect(counted(await suggest('qu', 'buy'))).toEqual([
      'city: Quinault, WA (1)',
      'neighborhood: Quarry, Quinault, WA (1)',
      'address: 3 Quill Lane',
    ]);
    expect(counted(await suggest('985', 'buy'))).toEqual(['zip: 98575 (1)']);
    expect(counted(await suggest('quill', 'buy'))).toEqual(['address: 3 Quill Lane']);
    await createApprovedListing(
      t.app,
      agent,
      admin,
      place('5 Quill Lane', 'Quinault', '98575', 'Quarry'),
    );
    expect(counted(await suggest('quinault', 'buy'))).toEqual(['city: Quinault, WA (2)']);
    expect(counted(await suggest('quill', 'buy'))).toEqual([
      'address: 3 Quill Lane',
      'address: 5 Quill Lane',
    ]);
  });

  it('an edit moves the listing’s counts from its old places to its new ones', async () => {
    const listing = await createApprovedListing(
      t.app,
      agent,
      admin,
      place('8 Vine St', 'Vashon', '98070', 'Vashon Center'),
    );
    expect(counted(await suggest('vash', 'buy'))).toEqual([
      'city: Vashon, WA (1)',
      'neighborhood: Vashon Center, Vashon, WA (1)',
    ]);
    expect(counted(await suggest('vashon, wa 980', 'buy'))).toEqual([
      'city: Vashon, WA (1)',
      'neighborhood: Vashon Center, Vashon, WA (1)',
    ]);
    expect(counted(await suggest('980, vashon', 'buy'))).toEqual(['zip: 98070 (1)']);
    // An admin's edit keeps it approved (an agent's would send it back to review).
    await patch(admin, listing.id, place('8 Wren St', 'Winthrop', '98862', 'Wolf Creek'));
    expect(await suggest('vash', 'buy')).toEqual([]);
    expect(await suggest('98070')).toEqual([]);
    expect(await suggest('8 vine')).toEqual([]);
    expect(counted(await suggest('w', 'buy'))).toEqual([
      'city: Winthrop, WA (1)',
      'neighborhood: Wolf Creek, Winthrop, WA (1)',
      'address: 8 Wren St',
    ]);
    expect(counted(await suggest('8 wren', 'buy'))).toEqual(['address: 8 Wren St']);
    expect(await suggest('vashon, wa 980')).toEqual([]);
    expect(await suggest('980, wa')).toEqual([]);
    expect(counted(await suggest('988, winthrop, wa', 'buy'))).toEqual(['zip: 98862 (1)']);
    expect(counted(await suggest('winthrop, 98862', 'buy'))).toEqual(['city: Winthrop, WA (1)']);
    // A change of address by its agent sends it back to review: it leaves the suggestions.
    await patch(agent, listing.id, place('9 Wren St', 'Winthrop', '98862', 'Wolf Creek'));
    expect(await suggest('winthrop')).toEqual([]);
    expect(await suggest('wren')).toEqual([]);
  });

  it('a status change moves it between the modes; switched off or deleted, it goes', async () => {
    const listing = await createApprovedListing(
      t.app,
      agent,
      admin,
      place('1 Yarrow Rd', 'Yacolt', '98675', 'Yale'),
    );
    expect(counted(await suggest('yac', 'buy'))).toEqual(['city: Yacolt, WA (1)']);
    await post(listing.id, 'status', { status: 'sold' });
    expect(await suggest('yac', 'buy')).toEqual([]);
    expect(counted(await suggest('yac', 'sold'))).toEqual(['city: Yacolt, WA (1)']);
    expect(counted(await suggest('yac'))).toEqual(['city: Yacolt, WA (1)']);

    await post(listing.id, 'active', { isActive: false });
    expect(await suggest('yac')).toEqual([]);
    await post(listing.id, 'active', { isActive: true });
    expect(counted(await suggest('yarrow', 'sold'))).toEqual(['address: 1 Yarrow Rd']);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/properties/${listing.id}`,
      headers: agent.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    for (const q of ['yac', 'yale', '98675', 'yarrow', '1 yarrow']) {
      expect(await suggest(q), q).toEqual([]);
    }
  });

  it('shows the least spelling of a place while any listing uses it, as before', async () => {
    const upper = await createApprovedListing(
      t.app,
      agent,
      admin,
      place('2 Zinc Way', 'ZILLAH', '98953', 'Zeta'),
    );
    await createApprovedListing(
      t.app,
      agent,
      admin,
      place('4 Zinc Way', 'Zillah', '98953', 'zeta'),
    );
    // The database's own min() of the two, which depends on its collation.
    const least = (await t.app.context.db.execute(
      sql`select min(x) as least from (values ('ZILLAH'), ('Zillah')) as v(x)`,
    )) as unknown as { rows: Array<{ least: string }> };
    expect(counted(await suggest('zill'))).toEqual([`city: ${least.rows[0]!.least}, WA (2)`]);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/properties/${upper.id}`,
      headers: agent.headers,
    });
    expect(gone.statusCode).toBe(200);
    expect(counted(await suggest('zill'))).toEqual(['city: Zillah, WA (1)']);
    expect(counted(await suggest('zet'))).toEqual(['neighborhood: zeta, Zillah, WA (1)']);
  });

  it('after all of that, the table is what a rebuild from the listings makes', async () => {
    const db = t.app.context.db;
    const snapshot = async () =>
      (
        (await db.execute(
          sql`select kind, status, key, city_key, state_key, names, cities, states, name, city, state, listings from place_suggestions order by 1, 2, 3, 4, 5`,
        )) as unknown as { rows: unknown[] }
      ).rows;
    const kept = await snapshot();
    expect(kept.length).toBeGreaterThan(0);
    await db.execute(sql`select place_suggestions_rebuild()`);
    expect(await snapshot()).toEqual(kept);
  });
});
