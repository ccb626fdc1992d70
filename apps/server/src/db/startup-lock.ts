import type pg from 'pg';
import type { DatabaseHandle } from './client';

/** Any fixed number: every node that starts at once waits for the first one's start-up work. */
const STARTUP_LOCK_KEY = 7_310_042;

/**
 * Runs `work` while holding a Postgres session advisory lock, so nodes starting together on one
 * database take turns: the first migrates and seeds, the others then find it done. The lock is
 * taken and released on one connection of its own (`work` gets it; the pool's other connections
 * stay free for whatever `work` runs through the app). PGlite needs no lock: its data dir admits
 * one process (data-dir-lock.ts).
 */
export async function underStartupLock<T>(
  handle: DatabaseHandle,
  work: (client: pg.PoolClient | undefined) => Promise<T>,
): Promise<T> {
  if (!handle.pool) return work(undefined);
  const client = await handle.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await work(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
