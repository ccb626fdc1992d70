import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TListPropertiesQuery, TProperty, TPropertyPage } from '@nestwise/shared';
import type { App } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { createVersionedCache } from '../../db/versioned-cache';
import { useTwoNodes } from '../../../test/second-node';
import { createUser, type TestUser } from '../../../test/test-app';
import { searchCacheKey } from './properties.search-cache';
import { createApprovedListing, createListing } from './properties.test-support';

/**
 * Each node keeps the search pages it answered (decision 0560), reused only while the database's
 * listings version is the one they were read under: any change to a listing, made through either
 * node or straight in the database, shows on the next search at every node, and what one caller
 * may see of a listing is never shown to another from a kept page.
 */
describe('search page cache across two nodes sharing a database', () => {
  const nodes = useTwoNodes();

  const search = async (app: App, query: Record<string, string>, user?: TestUser) => {
    const response = await app.inject({
      url: `/api/properties?${new URLSearchParams(query)}`,
      headers: user?.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TPropertyPage>().items;
  };
  const prices = async (app: App, city: string) =>
    (await search(app, { city })).map((item) => item.price);
  const inCity = (city: string, price = 300_000) => ({
    price,
    location: { address: '3 Quince Lane', city, state: 'OR', zip: '97301', neighborhood: 'Q' },
  });

  it('a listing created, repriced and deleted through one node shows at the other at once', async () => {
    expect(await prices(nodes.other.app, 'Quinceton')).toEqual([]);
    expect(await prices(nodes.other.app, 'Quinceton')).toEqual([]); // answered from its cache
    const listing = await createApprovedListing(
      nodes.t.app,
      nodes.agent,
      nodes.admin,
      inCity('Quinceton'),
    );
    expect(await prices(nodes.other.app, 'Quinceton')).toEqual([300_000]);
    const repriced = await nodes.t.app.inject({
      method: 'PATCH',
      url: `/api/properties/${listing.id}`,
      headers: nodes.agent.headers,
      payload: { price: 310_000 },
    });
    expect(repriced.statusCode, repriced.body).toBe(200);
    expect(await prices(nodes.other.app, 'Quinceton')).toEqual([310_000]);
    const removed = await nodes.other.app.inject({
      method: 'DELETE',
      url: `/api/properties/${listing.id}`,
      headers: nodes.agent.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await prices(nodes.t.app, 'Quinceton')).toEqual([]);
  });

  it('a change made outside the API (photos, status) shows at both nodes', async () => {
    const listing = await createApprovedListing(
      nodes.t.app,
      nodes.agent,
      nodes.admin,
      inCity('Quincy Falls'),
    );
    const photos = async (app: App) =>
      (await search(app, { city: 'Quincy Falls' })).map((item) => item.images.map((i) => i.url));
    expect(await photos(nodes.t.app)).toEqual(await photos(nodes.other.app));
    await nodes.t.database.db.execute(
      sql`update properties set images = '[{"url":"/demo-media/house-2.svg"}]'::jsonb where id = ${listing.id}`,
    );
    expect(await photos(nodes.t.app)).toEqual([['/demo-media/house-2.svg']]);
    expect(await photos(nodes.other.app)).toEqual([['/demo-media/house-2.svg']]);
    await nodes.t.database.db.execute(
      sql`update properties set status = 'sold' where id = ${listing.id}`,
    );
    for (const app of [nodes.t.app, nodes.other.app]) {
      expect(await search(app, { city: 'Quincy Falls', mode: 'buy' })).toEqual([]);
    }
  });

  it('answers a repeated search from its cache: only the version stands between it and stale', async () => {
    await createApprovedListing(nodes.t.app, nodes.agent, nodes.admin, inCity('Quillby', 400_000));
    expect(await prices(nodes.other.app, 'Quillby')).toEqual([400_000]);
    // With the version's trigger off, a change is invisible to the cache: the page kept is served.
    await nodes.t.database.db.execute(
      sql`alter table properties disable trigger listings_version_listing_changes`,
    );
    try {
      await nodes.t.database.db.execute(
        sql`update properties set price = 1 where city = 'Quillby'`,
      );
      expect(await prices(nodes.other.app, 'Quillby')).toEqual([400_000]);
    } finally {
      await nodes.t.database.db.execute(
        sql`alter table properties enable trigger listings_version_listing_changes`,
      );
    }
    await nodes.t.database.db.execute(sql`update properties set price = 2 where city = 'Quillby'`);
    expect(await prices(nodes.other.app, 'Quillby')).toEqual([2]);
  });

  it('keeps its pages through a counted view, showing the count as it stands, and drops them on an edit', async () => {
    const listing = await createApprovedListing(
      nodes.t.app,
      nodes.agent,
      nodes.admin,
      inCity('Quimby', 500_000),
    );
    const version = async () =>
      Number(
        (
          (await nodes.t.database.db.execute(
            sql`select version from listings_version`,
          )) as unknown as {
            rows: Array<{ version: string | number }>;
          }
        ).rows[0]!.version,
      );
    const views = async () => (await search(nodes.other.app, { city: 'Quimby' }))[0]!.viewCount;
    expect(await views()).toBe(0); // kept by the other node now
    const before = await version();
    const viewed = await nodes.t.app.inject({
      method: 'POST',
      url: `/api/properties/${listing.id}/views`,
    });
    expect(viewed.statusCode, viewed.body).toBeLessThan(300);
    expect(await version()).toBe(before);
    // the page kept, its count read as it stands
    expect(await views()).toBe(1);
    await nodes.t.database.db.execute(
      sql`update properties set price = 510000 where id = ${listing.id}`,
    );
    expect(await version()).toBe(before + 1);
    expect(await prices(nodes.other.app, 'Quimby')).toEqual([510_000]);
  });

  it("never shows one caller's own fields to another from a kept page", async () => {
    const buyer = await createUser(nodes.t.app, 'buyer');
    const stranger = await createUser(nodes.t.app, 'buyer');
    const listing = await createApprovedListing(
      nodes.t.app,
      nodes.agent,
      nodes.admin,
      inCity('Quoddy'),
    );
    const sold = await nodes.t.app.inject({
      method: 'POST',
      url: `/api/properties/${listing.id}/status`,
      headers: nodes.admin.headers,
      payload: { status: 'sold', buyerId: buyer.id },
    });
    expect(sold.statusCode, sold.body).toBe(200);
    const seen = async (user?: TestUser) =>
      (await search(nodes.other.app, { city: 'Quoddy' }, user)).map((item: TProperty) => ({
        buyerId: item.buyerId,
        statusUpdatedBy: item.statusUpdatedBy,
      }));
    // The buyer first, so the page is kept holding its buyer; the others then hit that page.
    expect(await seen(buyer)).toEqual([{ buyerId: buyer.id, statusUpdatedBy: null }]);
    expect(await seen(stranger)).toEqual([{ buyerId: null, statusUpdatedBy: null }]);
    expect(await seen()).toEqual([{ buyerId: null, statusUpdatedBy: null }]);
    expect(await seen(buyer)).toEqual([{ buyerId: buyer.id, statusUpdatedBy: null }]);
    expect(await seen(nodes.admin)).toEqual([
      { buyerId: buyer.id, statusUpdatedBy: nodes.admin.id },
    ]);
  });

  it("keeps an agent's own hidden listings out of everyone else's pages", async () => {
    const rival = await createUser(nodes.t.app, 'agent');
    await createListing(nodes.t.app, nodes.agent, inCity('Quorn')); // pending: its agent's alone
    const count = async (user?: TestUser) =>
      (await search(nodes.other.app, { city: 'Quorn' }, user)).length;
    expect(await count(nodes.agent)).toBe(1);
    expect(await count(rival)).toBe(0);
    expect(await count()).toBe(0);
    expect(await count(nodes.agent)).toBe(1);
  });
});

describe('search page cache keys and bounds', () => {
  const handle = { db: {}, kind: 'pglite' } as unknown as DatabaseHandle;
  const query = (fields: Partial<TListPropertiesQuery>) =>
    ({ sort: 'newest', limit: 20, ...fields }) as TListPropertiesQuery;

  it('keys by visibility, every filter, the sort and the page, and by nothing else', () => {
    const base = searchCacheKey({ kind: 'public' }, query({ city: 'Austin' }));
    expect(searchCacheKey({ kind: 'public' }, query({ city: 'Austin', features: undefined }))).toBe(
      base,
    );
    const differs = [
      searchCacheKey({ kind: 'all' }, query({ city: 'Austin' })),
      searchCacheKey({ kind: 'agent', agentId: 'a' }, query({ city: 'Austin' })),
      searchCacheKey({ kind: 'public' }, query({ city: 'Boston' })),
      searchCacheKey({ kind: 'public' }, query({ city: 'Austin', sort: 'price-asc' })),
      searchCacheKey({ kind: 'public' }, query({ city: 'Austin', startAfter: 'x' })),
      searchCacheKey({ kind: 'public' }, query({ city: 'Austin', limit: 21 })),
      searchCacheKey({ kind: 'public' }, query({ city: 'Austin' }), { maxBathrooms: 2 }),
    ];
    expect(new Set([base, ...differs]).size).toBe(differs.length + 1);
    expect(searchCacheKey({ kind: 'public' }, query({ features: ['pool', 'garage'] }))).toBe(
      searchCacheKey({ kind: 'public' }, query({ features: ['garage', 'pool'] })),
    );
  });

  it('holds its entry and byte caps, dropping the least recently used first', () => {
    const cache = createVersionedCache<string>(handle, {
      table: 'listings_version',
      entries: 3,
      bytes: 10,
      sizeOf: (value) => value.length,
    });
    cache.set('a', 1, 'aaaa');
    cache.set('b', 1, 'bbbb');
    cache.get('a', 1);
    cache.set('c', 1, 'cc'); // 10 bytes: all three fit
    expect(cache.usage()).toEqual({ entries: 3, bytes: 10 });
    cache.set('d', 1, 'd'); // over both caps: b, the least recently used, goes
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.usage()).toEqual({ entries: 3, bytes: 7 });
    cache.set('e', 1, 'eeeeeeeeeee'); // larger than the whole bound: never kept
    expect(cache.get('e', 1)).toBeUndefined();
    cache.set('f', 1, 'ffffffff'); // 8 bytes: a and c go, d (1 byte) still fits beside it
    expect(cache.usage()).toEqual({ entries: 2, bytes: 9 });
    expect(cache.get('d', 1)).toBe('d');
    expect(cache.get('f', 1)).toBe('ffffffff');
    expect(cache.get('f', 2)).toBeUndefined();
  });
});
