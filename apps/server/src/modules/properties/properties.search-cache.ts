import {
  SEARCH_QUERY_FIELDS,
  type SearchQueryKey,
  type TListPropertiesQuery,
} from '@nestwise/shared';
import type { DatabaseHandle } from '../../db/client';
import { createVersionedCache, type VersionedCache } from '../../db/versioned-cache';
import type { PropertyRow } from './properties.repo';
import type { SearchNarrowing, Visibility } from './properties.search-filters';

/**
 * A search page as the database answered it, before it is presented to anyone: the rows, whose
 * per-caller fields (internals for the listing's managers, the buyer for its buyer) are chosen by
 * `presentProperty` after the cache, for each request's own caller.
 */
export interface SearchPage {
  rows: PropertyRow[];
  totalCount: number;
  totalCountCapped: boolean;
  nextCursor: string | null;
}

const FIELDS = Object.keys(SEARCH_QUERY_FIELDS) as SearchQueryKey[];

/**
 * What a page depends on besides the data, as one string: which listings the caller may see
 * (the public, one agent's own as well, or all), the validated query's fields in the one shared
 * schema's order (absent ones left out; a list filter, which matches all of its items in any
 * order, sorted), the page's cursor and sort among them, and the assistant's narrowing.
 */
export function searchCacheKey(
  visibility: Visibility,
  query: TListPropertiesQuery,
  narrowing?: SearchNarrowing,
): string {
  const who = visibility.kind === 'agent' ? `agent:${visibility.agentId}` : visibility.kind;
  const fields: Array<[string, unknown]> = [];
  for (const field of FIELDS) {
    const value = query[field];
    if (value === undefined) continue;
    const list = SEARCH_QUERY_FIELDS[field].kind === 'list' && Array.isArray(value);
    fields.push([field, list ? [...(value as string[])].sort() : value]);
  }
  const narrowed = narrowing
    ? Object.entries(narrowing)
        .filter(([, value]) => value !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : 1))
    : [];
  return JSON.stringify([who, fields, narrowed]);
}

/** A kept page is shared by every request that hits it: nothing may change it afterwards. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * Brings a kept page up to date (its view counts, which do not bump the version) and reads the
 * listings' version in the same statement, so a kept page costs one round trip (decision 0710).
 */
export type FreshenAtVersion = (kept: SearchPage) => Promise<{ version: number; page: SearchPage }>;

export interface SearchCache {
  /**
   * The page from this node's cache at the current listings version, else `read` and keep it. A
   * kept page goes through `freshen`, which also reads the version the kept page is checked
   * against.
   */
  page(
    key: string,
    read: () => Promise<SearchPage>,
    freshen: FreshenAtVersion,
  ): Promise<SearchPage>;
  usage(): { entries: number; bytes: number };
}

/**
 * A node's recent search pages (decision 0560), each kept with the `listings_version` read before
 * its search ran; migration `0022_listings-version` bumps that number in the transaction of any
 * statement on `properties` or `place_suggestions`, whichever node or tool ran it. `entries` 0
 * turns it off; `bytes` bounds the kept pages' JSON length in all.
 */
export function createSearchCache(
  handle: DatabaseHandle,
  { entries, bytes }: { entries: number; bytes: number },
): SearchCache {
  const cache: VersionedCache<SearchPage> = createVersionedCache<SearchPage>(handle, {
    table: 'listings_version',
    entries,
    bytes,
    sizeOf: (page) => JSON.stringify(page).length,
  });
  // Kept at the version read before the search: its snapshot is at least that new, so a request
  // that sees a later version never matches it, and none sees an older page.
  const miss = async (key: string, current: number, read: () => Promise<SearchPage>) =>
    (
      await cache.miss(key, current, async () => ({
        version: current,
        value: deepFreeze(await read()),
      }))
    ).value;
  return {
    async page(key, read, freshen) {
      const candidate = cache.peek(key);
      if (!candidate) {
        const current = await cache.version();
        return current === undefined ? read() : miss(key, current, read);
      }
      const { version, page } = await freshen(candidate.value);
      const kept = cache.get(key, version);
      if (kept === candidate.value) return page;
      // Another request kept a newer page under this key meanwhile: freshen that one instead.
      if (kept) return (await freshen(kept)).page;
      return miss(key, version, read);
    },
    usage: () => cache.usage(),
  };
}
