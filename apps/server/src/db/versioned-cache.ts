import type { DatabaseHandle } from './client';
import { queryDriver } from './driver-query';

/**
 * A node's cache of answers checked against a version the database keeps (decisions 0430, 0560):
 * a one-row table whose number statement triggers bump in the transaction of every change the
 * answers read, so an answer is reused only while nothing it depends on has changed, whichever
 * node (or psql, or a bulk job) made the change. A request reads the version (one primary-key
 * row, a named statement on a Postgres server) and uses an entry only when it was kept at that
 * version. The suggestions (`place_suggestions_version`) and the search pages
 * (`listings_version`) each use one.
 */
export interface VersionedCache<T> {
  /** The current version, or undefined when the cache is off (no read at all). */
  version(): Promise<number | undefined>;
  get(key: string, version: number): T | undefined;
  /**
   * The entry kept under `key` at whatever version, without counting it as used: a caller that
   * can learn the current version in the same round trip as its other reads (decision 0710).
   */
  peek(key: string): VersionedRead<T> | undefined;
  set(key: string, version: number, value: T): void;
  /**
   * A miss: `read` computes the answer and the version it may be kept at (never a version newer
   * than the data it read), and it is kept. Requests that missed the same key at the same
   * version while a read is under way share that read.
   */
  miss(
    key: string,
    version: number,
    read: () => Promise<VersionedRead<T>>,
  ): Promise<VersionedRead<T>>;
  /** What is kept now: entries, and their summed size as `sizeOf` counts it. */
  usage(): { entries: number; bytes: number };
}

export interface VersionedRead<T> {
  version: number;
  value: T;
}

export interface VersionedCacheOptions<T> {
  /** The one-row version table (its `version` column, row id 1). */
  table: 'place_suggestions_version' | 'listings_version';
  /** How many entries a node keeps (least recently used dropped first); 0 turns it off. */
  entries: number;
  /** A bound on the summed `sizeOf` of the entries (least recently used dropped first). */
  bytes?: number;
  sizeOf?: (value: T) => number;
}

/** Reads the version through the driver itself: a named statement is parsed once per connection. */
function versionReader(handle: DatabaseHandle, table: string): () => Promise<number> {
  const statement = { name: table, text: `select version from ${table} where id = 1` };
  return async () => {
    const [row] = await queryDriver<{ version: string | number }>(handle, statement);
    return Number(row?.version ?? 0);
  };
}

export function createVersionedCache<T>(
  handle: DatabaseHandle,
  { table, entries, bytes = Infinity, sizeOf = () => 0 }: VersionedCacheOptions<T>,
): VersionedCache<T> {
  const kept = new Map<string, { version: number; value: T; size: number }>();
  const inFlight = new Map<string, Promise<VersionedRead<T>>>();
  const readVersion = versionReader(handle, table);
  let keptBytes = 0;
  const drop = (key: string) => {
    const entry = kept.get(key);
    if (!entry) return;
    kept.delete(key);
    keptBytes -= entry.size;
  };
  const cache: VersionedCache<T> = {
    version: () => (entries > 0 ? readVersion() : Promise.resolve(undefined)),
    get(key, version) {
      const entry = kept.get(key);
      // Another version: stale, or newer than this request's read; the caller reads afresh.
      if (!entry || entry.version !== version) return undefined;
      kept.delete(key);
      kept.set(key, entry); // most recently used last
      return entry.value;
    },
    peek(key) {
      const entry = kept.get(key);
      return entry && { version: entry.version, value: entry.value };
    },
    set(key, version, value) {
      if (entries <= 0) return;
      drop(key);
      const size = sizeOf(value);
      if (size > bytes) return; // one answer larger than the whole bound is never kept
      kept.set(key, { version, value, size });
      keptBytes += size;
      while (kept.size > entries || keptBytes > bytes) drop(kept.keys().next().value!);
    },
    miss(key, version, read) {
      // Joined only by requests that read the same version: the shared read's snapshot is taken
      // after the first of them read it, so its answer is at least as new as what each joiner
      // saw, never older. A later version starts a read of its own.
      const flight = `${version} ${key}`;
      const running = inFlight.get(flight);
      if (running) return running;
      const started = read()
        .then((found) => {
          cache.set(key, found.version, found.value);
          return found;
        })
        .finally(() => inFlight.delete(flight));
      inFlight.set(flight, started);
      return started;
    },
    usage: () => ({ entries: kept.size, bytes: keptBytes }),
  };
  return cache;
}
