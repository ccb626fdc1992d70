import type { TLocationSuggestion } from '@nestwise/shared';
import type { DatabaseHandle } from '../../db/client';
import { createVersionedCache } from '../../db/versioned-cache';

/**
 * A node's recent suggestions (decision 0430), each kept with the `place_suggestions_version`
 * it was read under. The version grows in the transaction of any change suggestions read
 * (migration `0020_place-suggestions-version`), so an answer is reused only while nothing it
 * depends on has changed, whichever node made the change: a request reads the version (one
 * primary-key row, a prepared statement on a Postgres server) and answers from the cache when it
 * matches, else runs the suggestion statement, which reads the version in the same snapshot.
 * The mechanism is db/versioned-cache.ts, shared with the search pages' cache (decision 0560).
 */
export interface SuggestCache {
  /** The current version, or undefined when the cache is off (no read at all). */
  version(): Promise<number | undefined>;
  get(key: string, version: number): TLocationSuggestion[] | undefined;
  set(key: string, version: number, suggestions: TLocationSuggestion[]): void;
  /**
   * A miss: `read` runs the suggestion statement, and its answer is kept. Requests that missed
   * the same text at the same version while a read is under way share that read (one statement
   * for eight clients typing the same prefix at once, not eight in a queue).
   */
  miss(key: string, version: number, read: () => Promise<SuggestRead>): Promise<SuggestRead>;
}

/** What one suggestion statement read: the places, and the version of its own snapshot. */
export interface SuggestRead {
  version: number;
  suggestions: TLocationSuggestion[];
}

/** `entries`: how many texts a node keeps (least recently asked dropped first); 0 turns it off. */
export function createSuggestCache(handle: DatabaseHandle, entries: number): SuggestCache {
  const cache = createVersionedCache<TLocationSuggestion[]>(handle, {
    table: 'place_suggestions_version',
    entries,
  });
  return {
    version: () => cache.version(),
    get: (key, version) => cache.get(key, version),
    set: (key, version, suggestions) => cache.set(key, version, suggestions),
    async miss(key, version, read) {
      const found = await cache.miss(key, version, async () => {
        const { version: readAt, suggestions } = await read();
        return { version: readAt, value: suggestions };
      });
      return { version: found.version, suggestions: found.value };
    },
  };
}
