import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { TReadinessResponse } from '@nestwise/shared';
import type { Database } from '../../db/client';
import { MIGRATIONS_FOLDER } from '../../db/migrate';

type Checks = TReadinessResponse['checks'];

/** How many migrations this build ships (drizzle-kit's journal lists each one). */
function shippedMigrations(): number {
  const journal = JSON.parse(
    fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  return journal.entries.length;
}

async function migrationsCheck(db: Database, shipped: number): Promise<Checks['migrations']> {
  try {
    const result = (await db.execute(
      sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: Array<{ applied: number }> };
    return Number(result.rows[0]?.applied ?? 0) >= shipped ? 'ok' : 'pending';
  } catch {
    // No migrations table yet: nothing was applied.
    return 'pending';
  }
}

/**
 * What a load balancer asks before sending a node traffic: the database answers, every migration
 * this build ships is applied (a node started on a database another, older node migrated waits),
 * and Redis answers when one is configured (a node without its shared counters would enforce
 * limits nobody else sees).
 */
export function createReadinessCheck(db: Database, redis: Redis | undefined) {
  const shipped = shippedMigrations();
  return async function readiness(): Promise<TReadinessResponse> {
    let database: Checks['database'] = 'ok';
    try {
      await db.execute(sql`select 1`);
    } catch {
      database = 'failing';
    }
    const migrations = database === 'ok' ? await migrationsCheck(db, shipped) : 'failing';
    let redisCheck: Checks['redis'] = 'not-configured';
    if (redis)
      redisCheck = await redis.ping().then(
        () => 'ok' as const,
        () => 'failing' as const,
      );
    const checks = { database, migrations, redis: redisCheck };
    const ok = database === 'ok' && migrations === 'ok' && redisCheck !== 'failing';
    return { status: ok ? 'ok' : 'unavailable', checks };
  };
}
