import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminQuery, tableNames, withDatabaseName, type Rows } from '../../test/test-database';
import { createPostgresHandle } from './client';
import { migrateDatabase } from './migrate';

/** Runs only with TEST_DATABASE_URL (see vitest.config.ts): several nodes share one server. */
const serverUrl = process.env.TEST_DATABASE_URL!;

describe('migrateDatabase on a Postgres server', () => {
  it('lets nodes start together and leaves no advisory lock behind', async () => {
    const name = `nestwise_migrate_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${name}`);
    const url = withDatabaseName(serverUrl, name);
    const nodes = [createPostgresHandle(url, 4), createPostgresHandle(url, 4)];
    try {
      // Busy pools, as on a node that serves while another one starts.
      await Promise.all(
        nodes.flatMap((node) => [
          migrateDatabase(node),
          node.db.execute(sql`select pg_sleep(0.05)`),
          node.db.execute(sql`select pg_sleep(0.05)`),
        ]),
      );
      expect(await tableNames(nodes[0]!)).toEqual(expect.arrayContaining(['identity_accounts']));
      for (const node of nodes) {
        const held = (await node.db.execute(
          sql`select count(*) from pg_locks where locktype = 'advisory' and granted
            and database = (select oid from pg_database where datname = current_database())`,
        )) as unknown as Rows<{ count: string }>;
        expect(Number(held.rows[0]!.count)).toBe(0);
      }
    } finally {
      await Promise.all(nodes.map((node) => node.close()));
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    }
  }, 60_000);
});
