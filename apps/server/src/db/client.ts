import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';
import { acquireDataDirLock } from './data-dir-lock';

export type Schema = typeof schema;
/** The one client interface the modules use, whichever Postgres is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either the database or a transaction in progress: repositories take this. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The raw PGlite instance (embedded only), for dumps in tests. */
  pglite?: PGlite;
  pool?: pg.Pool;
  close(): Promise<void>;
}

export const PGLITE_EXTENSIONS = { pg_trgm };

export function createPgliteHandle(pglite: PGlite, onClose?: () => void): DatabaseHandle {
  const db = drizzlePglite(pglite, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    pglite,
    async close() {
      await pglite.close();
      onClose?.();
    },
  };
}

/**
 * An idle pooled connection that the server drops (a restart, a failover, an admin's terminate)
 * makes the pool emit 'error'; without a listener that would end the process. The pool replaces
 * the connection on the next query, so a warning is all it takes.
 */
export function createPostgresHandle(
  connectionString: string,
  max = 10,
  onIdleError: (error: Error) => void = (error) =>
    console.warn(`Postgres dropped an idle connection: ${error.message}`),
): DatabaseHandle {
  // Named statements (db/named-statements.ts) are planned for their values every run: a plan
  // made once for any value (Postgres's generic plan) walked the typical search 3× slower.
  const pool = new pg.Pool({
    connectionString,
    max,
    options: '-c plan_cache_mode=force_custom_plan',
  });
  pool.on('error', onIdleError);
  const db = drizzlePostgres(pool, { schema }) as unknown as Database;
  return { db, kind: 'postgres', pool, close: () => pool.end() };
}

/** Opens DATABASE_URL when set, else the embedded PGlite under DATA_DIR/pg (one process at a time). */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return createPostgresHandle(options.databaseUrl);
  const pgDir = path.join(options.dataDir, 'pg');
  fs.mkdirSync(pgDir, { recursive: true });
  const release = acquireDataDirLock(options.dataDir);
  try {
    const pglite = await PGlite.create(pgDir, { extensions: PGLITE_EXTENSIONS });
    return createPgliteHandle(pglite, release);
  } catch (error) {
    release();
    throw error;
  }
}
