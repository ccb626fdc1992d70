import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TLocationSuggestion, TSuggestLocationsResponse } from '@nestwise/shared';
import type { App } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { useTwoNodes } from '../../../test/second-node';
import { createSuggestCache, type SuggestRead } from './properties.suggest-cache';
import { createApprovedListing, decide } from './properties.test-support';

/**
 * Each node keeps suggestions it answered (decision 0430), reused only while the database's
 * suggestion version is the one they were read under: a change made through one node, or by
 * anything else writing the database, shows on the next keystroke at every node.
 */
describe('suggestion cache across two nodes sharing a database', () => {
  const nodes = useTwoNodes();

  const suggest = async (app: App, q: string) => {
    const response = await app.inject({
      url: `/api/locations/suggest?${new URLSearchParams({ q, mode: 'buy' })}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response
      .json<TSuggestLocationsResponse>()
      .suggestions.map(
        (item: TLocationSuggestion) =>
          `${item.kind}: ${item.label}${'count' in item ? ` (${item.count})` : ''}`,
      );
  };
  const version = async () => {
    const found = (await nodes.t.database.db.execute(
      sql`select version from place_suggestions_version`,
    )) as unknown as { rows: Array<{ version: string | number }> };
    return Number(found.rows[0]!.version);
  };
  const where = (city: string) => ({
    location: { address: '7 Yarrow Way', city, state: 'OR', zip: '97301', neighborhood: 'Yew' },
  });

  it('a listing approved through one node shows at the other, which had cached the text', async () => {
    expect(await suggest(nodes.other.app, 'yarr')).toEqual([]);
    expect(await suggest(nodes.other.app, 'yarr')).toEqual([]); // answered from its cache
    await createApprovedListing(nodes.t.app, nodes.agent, nodes.admin, where('Yarrowville'));
    expect(await suggest(nodes.other.app, 'yarr')).toEqual([
      'city: Yarrowville, OR (1)',
      'address: 7 Yarrow Way',
    ]);
    expect(await suggest(nodes.t.app, 'yarr')).toEqual(await suggest(nodes.other.app, 'yarr'));
  });

  it('an edit through the second node shows at the first, and a write outside the API at both', async () => {
    const listing = await createApprovedListing(
      nodes.t.app,
      nodes.agent,
      nodes.admin,
      where('Yarborough'),
    );
    expect(await suggest(nodes.t.app, 'yarb')).toEqual(['city: Yarborough, OR (1)']);
    const response = await nodes.other.app.inject({
      method: 'PATCH',
      url: `/api/properties/${listing.id}`,
      headers: nodes.agent.headers,
      payload: { location: { ...where('Yardley').location } },
    });
    expect(response.statusCode, response.body).toBe(200);
    // An edit sends the listing back for approval: gone from the first node's cached text.
    expect(await suggest(nodes.t.app, 'yarb')).toEqual([]);
    expect(await suggest(nodes.t.app, 'yard')).toEqual([]);
    await decide(nodes.other.app, nodes.admin, listing.id, 'approved');
    expect(await suggest(nodes.t.app, 'yard')).toEqual(['city: Yardley, OR (1)']);
    expect(await suggest(nodes.other.app, 'yard')).toEqual(['city: Yardley, OR (1)']);

    // Straight to the database (an operator's fix, a bulk job): no node is told, both notice.
    await nodes.t.database.db.execute(
      sql`update properties set is_active = false where id = ${listing.id}`,
    );
    expect(await suggest(nodes.t.app, 'yard')).toEqual([]);
    expect(await suggest(nodes.other.app, 'yard')).toEqual([]);
  });

  it('the version moves with what suggestions read, and not with a price or a view', async () => {
    const listing = await createApprovedListing(
      nodes.t.app,
      nodes.agent,
      nodes.admin,
      where('Yamhill'),
    );
    const before = await version();
    await nodes.t.database.db.execute(
      sql`update properties set price = price + 1, view_count = view_count + 1 where id = ${listing.id}`,
    );
    expect(await version()).toBe(before);
    await nodes.t.database.db.execute(
      sql`update properties set address = '9 Yarrow Way' where id = ${listing.id}`,
    );
    expect(await version()).toBeGreaterThan(before);
  });
});

describe('createSuggestCache', () => {
  const handle = { db: {}, kind: 'pglite' } as unknown as DatabaseHandle;
  const one = [{ kind: 'zip', label: '97301', zip: '97301', city: 'Salem', state: 'OR', count: 1 }];

  it('answers only at the version an answer was kept with', () => {
    const cache = createSuggestCache(handle, 4);
    cache.set('a', 3, one as TLocationSuggestion[]);
    expect(cache.get('a', 3)).toEqual(one);
    expect(cache.get('a', 4)).toBeUndefined();
    expect(cache.get('a', 2)).toBeUndefined();
  });

  it('drops the least recently asked text beyond its size, and keeps nothing at size 0', async () => {
    const cache = createSuggestCache(handle, 2);
    cache.set('a', 1, []);
    cache.set('b', 1, []);
    cache.get('a', 1);
    cache.set('c', 1, []);
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toEqual([]);
    expect(cache.get('c', 1)).toEqual([]);
    const off = createSuggestCache(handle, 0);
    off.set('a', 1, []);
    expect(off.get('a', 1)).toBeUndefined();
    expect(await off.version()).toBeUndefined();
  });

  it('shares one read among misses of a text at one version, and keeps its answer', async () => {
    const cache = createSuggestCache(handle, 4);
    let reads = 0;
    let finish: (value: SuggestRead) => void = () => undefined;
    const read = () => {
      reads += 1;
      return new Promise<SuggestRead>((resolve) => (finish = resolve));
    };
    const asked = Array.from({ length: 8 }, () => cache.miss('a', 5, read));
    expect(reads).toBe(1);
    finish({ version: 5, value: one as TLocationSuggestion[] });
    for (const answer of await Promise.all(asked)) expect(answer.value).toEqual(one);
    expect(cache.get('a', 5)).toEqual(one);
    // Done: the next miss (say, after a listing changed) reads again.
    const again = cache.miss('a', 5, async () => ({ version: 5, value: [] }));
    expect((await again).value).toEqual([]);
  });

  it('never joins a read started under an older version, and a failed read is not kept', async () => {
    const cache = createSuggestCache(handle, 4);
    let finish: (value: SuggestRead) => void = () => undefined;
    const older = cache.miss(
      'a',
      5,
      () => new Promise<SuggestRead>((resolve) => (finish = resolve)),
    );
    const newer = await cache.miss('a', 6, async () => ({ version: 6, value: [] }));
    expect(newer.value).toEqual([]);
    finish({ version: 5, value: one as TLocationSuggestion[] });
    expect((await older).value).toEqual(one);

    await expect(
      cache.miss('b', 6, () => Promise.reject(new Error('connection lost'))),
    ).rejects.toThrow('connection lost');
    expect(cache.get('b', 6)).toBeUndefined();
    const retried = await cache.miss('b', 6, async () => ({ version: 6, value: [] }));
    expect(retried.value).toEqual([]);
  });
});
