import type { TLocationSuggestion } from '@nestwise/shared';
import type { DatabaseHandle } from '../../db/client';

/**
 * A node's recent suggestions (decision 0430), each kept with the `place_suggestions_version`
 * it was read under. The version grows in the transaction of any change suggestions read
 * (migration `0020_place-suggestions-version`), so an answer is reused only while nothing it
 * depends on has changed, whichever node made the change: a request reads the version (one
 * primary-key row, a prepared statement on a Postgres server) and answers from the cache when it
 * matches, else runs the suggestion statement, which reads the version in the same snapshot.
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

const VERSION_SQL = 'select version from place_suggestions_version where id = 1';

/** Reads the version through the driver itself: a named statement is parsed once per connection. */
function versionReader(handle: DatabaseHandle): () => Promise<number> {
  const toNumber = (rows: Array<{ version: string | number }>) => Number(rows[0]?.version ?? 0);
  if (handle.pool) {
    const pool = handle.pool;
    return async () =>
      toNumber((await pool.query({ name: 'place_suggestions_version', text: VERSION_SQL })).rows);
  }
  if (handle.pglite) {
    const pglite = handle.pglite;
    return async () =>
      toNumber((await pglite.query<{ version: string | number }>(VERSION_SQL)).rows);
  }
  return async () => {
    const found = (await handle.db.execute(VERSION_SQL)) as unknown as {
      rows: Array<{ version: string | number }>;
    };
    return toNumber(found.rows);
  };
}

/** `entries`: how many texts a node keeps (least recently asked dropped first); 0 turns it off. */
export function createSuggestCache(handle: DatabaseHandle, entries: number): SuggestCache {
  const kept = new Map<string, { version: number; suggestions: TLocationSuggestion[] }>();
  const inFlight = new Map<string, Promise<SuggestRead>>();
  const readVersion = versionReader(handle);
  const cache: SuggestCache = {
    version: () => (entries > 0 ? readVersion() : Promise.resolve(undefined)),
    get(key, version) {
      const entry = kept.get(key);
      // Another version: stale, or newer than this request's read; the caller reads afresh.
      if (!entry || entry.version !== version) return undefined;
      kept.delete(key);
      kept.set(key, entry); // most recently asked last
      return entry.suggestions;
    },
    set(key, version, suggestions) {
      if (entries <= 0) return;
      kept.delete(key);
      kept.set(key, { version, suggestions });
      while (kept.size > entries) kept.delete(kept.keys().next().value!);
    },
    miss(key, version, read) {
      // Joined only by requests that read the same version: the shared statement's snapshot
      // is taken after the first of them read it, so its answer is at least as new as what
      // each joiner saw, never older. A later version starts a read of its own.
      const flight = `${version} ${key}`;
      const running = inFlight.get(flight);
      if (running) return running;
      const started = read()
        .then((found) => {
          cache.set(key, found.version, found.suggestions);
          return found;
        })
        .finally(() => inFlight.delete(flight));
      inFlight.set(flight, started);
      return started;
    },
  };
  return cache;
}
