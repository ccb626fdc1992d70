import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { DatabaseHandle } from './client';
import { underStartupLock } from './startup-lock';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies the SQL migrations drizzle-kit generated; identical on PGlite and a Postgres server. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, {
      migrationsFolder: MIGRATIONS_FOLDER,
    });
    return;
  }
  await underStartupLock(handle, (client) =>
    migratePostgres(drizzlePostgres(client!), { migrationsFolder: MIGRATIONS_FOLDER }),
  );
}
