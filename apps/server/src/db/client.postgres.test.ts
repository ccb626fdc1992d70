import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminQuery, withDatabaseName } from '../../test/test-database';
import { createPostgresHandle } from './client';

/** Runs only with TEST_DATABASE_URL (see vitest.config.ts). */
const serverUrl = process.env.TEST_DATABASE_URL!;

describe('createPostgresHandle', () => {
  it('survives the server dropping an idle connection and serves the next query', async () => {
    const name = `nestwise_drop_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${name}`);
    const dropped: Error[] = [];
    const handle = createPostgresHandle(withDatabaseName(serverUrl, name), 2, (error) =>
      dropped.push(error),
    );
    try {
      await handle.db.execute(sql`select 1`);
      await adminQuery(
        serverUrl,
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = '${name}' and pid <> pg_backend_pid()`,
      );
      await expect.poll(() => dropped.length, { timeout: 5_000 }).toBeGreaterThan(0);
      const result = (await handle.db.execute(sql`select 41 + 1 as answer`)) as unknown as {
        rows: Array<{ answer: number }>;
      };
      expect(result.rows[0]!.answer).toBe(42);
    } finally {
      await handle.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    }
  });

  it('plans named statements for their values every run (no generic plan)', async () => {
    const handle = createPostgresHandle(serverUrl, 1);
    try {
      const result = await handle.pool!.query<{ plan_cache_mode: string }>('show plan_cache_mode');
      expect(result.rows[0]!.plan_cache_mode).toBe('force_custom_plan');
    } finally {
      await handle.close();
    }
  });
});
