import type { TLocationSuggestion } from '@nestwise/shared';
import type { DatabaseHandle } from '../../db/client';
import {
  createVersionedCache,
  type VersionedCache,
  type VersionedRead,
} from '../../db/versioned-cache';

/**
 * A node's recent suggestions (decision 0430), each kept with the `place_suggestions_version`
 * it was read under. The version grows in the transaction of any change suggestions read
 * (migration `0020_place-suggestions-version`), so an answer is reused only while nothing it
 * depends on has changed, whichever node made the change: a request reads the version (one
 * primary-key row, a prepared statement on a Postgres server) and answers from the cache when it
 * matches, else runs the suggestion statement, which reads the version in the same snapshot.
 * The mechanism is db/versioned-cache.ts, shared with the search pages' cache (decision 0560).
 */
export type SuggestCache = VersionedCache<TLocationSuggestion[]>;

/**
 * What one suggestion statement read: the places, and the version of its own snapshot (a miss
 * shares one such read among the requests that missed the same text at the same version).
 */
export type SuggestRead = VersionedRead<TLocationSuggestion[]>;

/** `entries`: how many texts a node keeps (least recently asked dropped first); 0 turns it off. */
export function createSuggestCache(handle: DatabaseHandle, entries: number): SuggestCache {
  return createVersionedCache<TLocationSuggestion[]>(handle, {
    table: 'place_suggestions_version',
    entries,
  });
}
