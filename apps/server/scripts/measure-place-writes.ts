/**
 * What keeping `place_suggestions` current costs a listing write (decision 0515): one-row
 * inserts, one-row updates of a place column and of a column no suggestion reads, one-row
 * deletes, and a 4,000-row bulk insert in one statement (the size of the location tests' setup
 * loads), each with the suggestion triggers on and off. Prints the median of each.
 *
 * `node --import tsx apps/server/scripts/measure-place-writes.ts`: PGlite in a temporary
 * directory; with DATABASE_URL, a throwaway database on that server (MEASURE_DATABASE names it).
 * MEASURE_MIGRATIONS names another migrations folder (a copy without the newest, for "before").
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPostgresHandle, openDatabase, type DatabaseHandle } from '../src/db/client';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { MIGRATIONS_FOLDER } from '../src/db/migrate';
import { adminQuery, withDatabaseName } from '../test/test-database';

const ONE_ROW_WRITES = Number(process.env.MEASURE_WRITES ?? 200);
const BULK_ROWS = 4000;

const listingRows = (from: number, to: number) => `
  insert into properties (title, price, property_type, status, address, city, state, zip,
    neighborhood, bedrooms, bathrooms, agent_id, approval, is_active, created_at)
  select 'Filler ' || g, 100000 + g, 'house', (array['for-sale', 'for-rent', 'sold'])[1 + g % 3],
    (g % 900 + 1) || ' ' || (array['Oak', 'Elm', 'Pine', 'Lake'])[1 + g % 4] || ' Street',
    'City ' || (g % 400), 'TX', lpad((g * 7 % 99999)::text, 5, '0'), 'Quarter ' || (g % 300),
    3, 2, gen_random_uuid(), 'approved', true,
    timestamptz '2026-01-01T00:00:00Z' + g * interval '1 minute'
  from generate_series(${from}, ${to}) as g`;

/** The suggestion triggers on `properties` (the version's stays: it was there before). */
async function placeTriggers(run: Run): Promise<string[]> {
  const rows = await run(
    `select tgname from pg_trigger where tgrelid = 'properties'::regclass and not tgisinternal
       and tgname like 'place_suggestions_sync%'`,
  );
  return rows.map((row) => String(row.tgname));
}

type Run = (text: string) => Promise<Array<Record<string, unknown>>>;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** Median wall and CPU milliseconds (CPU is this process's: PGlite's work, not a server's). */
async function timed(run: Run, texts: string[]): Promise<[number, number]> {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (const text of texts) {
    const started = process.hrtime.bigint();
    const cpuStarted = process.cpuUsage();
    await run(text);
    const used = process.cpuUsage(cpuStarted);
    cpu.push((used.user + used.system) / 1000);
    wall.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return [median(wall), median(cpu)];
}

async function measure(run: Run, label: string, offset: number) {
  const ids = (
    await run(
      `select id from properties where approval = 'approved' order by id limit ${ONE_ROW_WRITES}`,
    )
  ).map((row) => String(row.id));
  const inserts = Array.from({ length: ONE_ROW_WRITES }, (_, i) =>
    listingRows(offset + i, offset + i),
  );
  const insert = await timed(run, inserts);
  const moves = await timed(
    run,
    ids.map((id, i) => `update properties set city = 'Moved ${i % 7}' where id = '${id}'`),
  );
  const prices = await timed(
    run,
    ids.map((id, i) => `update properties set price = ${200000 + i} where id = '${id}'`),
  );
  const deletes = await timed(
    run,
    ids.map((id) => `delete from properties where id = '${id}'`),
  );
  const bulk = await timed(run, [listingRows(offset + 100_000, offset + 100_000 + BULK_ROWS - 1)]);
  const cells = (index: 0 | 1) =>
    [insert, moves, prices, deletes].map((ms) => ms[index].toFixed(2).padStart(10)).join('') +
    bulk[index].toFixed(0).padStart(12);
  console.log(`${`${label}, wall`.padEnd(40)}${cells(0)}`);
  console.log(`${`${label}, CPU of this process`.padEnd(40)}${cells(1)}`);
}

async function main() {
  const serverUrl = process.env.DATABASE_URL;
  const name = process.env.MEASURE_DATABASE ?? `search_writes_${process.pid}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwise-writes-'));
  let handle: DatabaseHandle;
  if (serverUrl) {
    await adminQuery(serverUrl, `create database ${name}`);
    handle = createPostgresHandle(withDatabaseName(serverUrl, name), 2);
  } else {
    handle = await openDatabase({ databaseUrl: undefined, dataDir });
  }
  const run: Run = handle.pglite
    ? async (text) => (await handle.pglite!.query<Record<string, unknown>>(text)).rows
    : async (text) => (await handle.pool!.query(text)).rows as Array<Record<string, unknown>>;
  try {
    const migrationsFolder = process.env.MEASURE_MIGRATIONS ?? MIGRATIONS_FOLDER;
    if (handle.pglite) {
      await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    } else {
      await migratePostgres(handle.db as unknown as NodePgDatabase, { migrationsFolder });
    }
    // The first 8,000 with the triggers on, into an empty table; then what a bulk load's
    // rebuild of the same costs (the location tests' setup: triggers off, load, rebuild).
    const [seeded, seededCpu] = await timed(run, [listingRows(1, 8000)]);
    const [rebuilt, rebuiltCpu] = await timed(run, ['select place_suggestions_rebuild()']);
    await run('analyze properties');
    await run('analyze place_suggestions');
    console.log(
      `${serverUrl ? 'Postgres server' : 'PGlite'}, 8,000 listings first; median ms of ${ONE_ROW_WRITES} one-row writes, one bulk insert; load average ${os
        .loadavg()
        .map((value) => value.toFixed(1))
        .join(', ')}`,
    );
    console.log(
      `${''.padEnd(40)}${['insert', 'move city', 'price', 'delete'].map((t) => t.padStart(10)).join('')}${`bulk ${BULK_ROWS}`.padStart(12)}`,
    );
    console.log(
      `first 8,000 rows in one insert, triggers on: ${seeded.toFixed(0)} ms (CPU ${seededCpu.toFixed(0)} ms); place_suggestions_rebuild() of them: ${rebuilt.toFixed(0)} ms (CPU ${rebuiltCpu.toFixed(0)} ms)`,
    );
    const triggers = await placeTriggers(run);
    console.log(`place triggers: ${triggers.join(', ')}`);
    await measure(run, 'triggers on', 10_000);
    for (const trigger of triggers) await run(`alter table properties disable trigger ${trigger}`);
    await measure(run, 'triggers off (no upkeep)', 20_000);
    for (const trigger of triggers) await run(`alter table properties enable trigger ${trigger}`);
    await measure(run, 'triggers on again', 30_000);
  } finally {
    await handle.close();
    if (serverUrl) await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
