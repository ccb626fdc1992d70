/**
 * `npm run bench:search`: fills a fresh database with 100,000 listings, then drives typical
 * searches, the location box's suggestions and a trivial route of the same server with
 * autocannon, printing p50/p99 latency, req/s and the ratio search ÷ trivial, and EXPLAINs each
 * statement to show it is index-backed; it closes with the figures issue #27 set targets for.
 * The load comes from a child process (`bench-load.mjs`), so autocannon's own work never
 * shares the server's event loop. Each suggestion runs twice: cold, on a second server without the suggestion cache (every
 * request reads the places), and cached (the same text again, nothing changed; decision 0430).
 * The searches run cold, on that second server, which keeps no search pages either (every
 * request runs its statements); the typical search runs once more cached (the same search again
 * with no listing changed: one statement reading the view counts and the version, decisions 0560 and 0710), printed on its own line.
 *
 * PGlite in a temporary DATA_DIR by default; with DATABASE_URL, a fresh database created on
 * that server (and dropped afterwards). BENCH_ROWS (up to 1,000,000 and beyond on Postgres) and
 * BENCH_SECONDS adjust the size and length; BENCH_ANALYZE=1 prints EXPLAIN ANALYZE (actual
 * times) instead of plans; BENCH_DATABASE names the Postgres database, BENCH_KEEP_DATABASE=1
 * keeps it; BENCH_DATA_DIR names a PGlite directory to keep and reuse (a filled one is reused).
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type autocannon from 'autocannon';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { ZListPropertiesQuerySchema, type TPropertyPage } from '@nestwise/shared';
import { createPostgresHandle, openDatabase, type DatabaseHandle } from '../src/db/client';
import { parseLocationText } from '../src/modules/properties/properties.location-text';
import { searchStatements } from '../src/modules/properties/properties.search-repo';
import { suggestStatements } from '../src/modules/properties/properties.suggest';
import { adminQuery, withDatabaseName } from '../test/test-database';
import { openBenchApp } from './bench-app';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = 8;
const BATCH = 20_000;

const CITIES = [
  'Austin',
  'San Francisco',
  'New York',
  'Miami',
  'Seattle',
  'Denver',
  'Chicago',
  'Boston',
  'Portland',
  'Atlanta',
  'Phoenix',
  'Dallas',
  'Houston',
  'San Diego',
  'Nashville',
  'Raleigh',
  'Minneapolis',
  'Philadelphia',
  'Charlotte',
  'Salt Lake City',
];
const STATES = [
  'TX',
  'CA',
  'NY',
  'FL',
  'WA',
  'CO',
  'IL',
  'MA',
  'OR',
  'GA',
  'AZ',
  'TX',
  'TX',
  'CA',
  'TN',
  'NC',
  'MN',
  'PA',
  'NC',
  'UT',
];
const sqlArray = (items: string[]) => `array[${items.map((item) => `'${item}'`).join(',')}]`;

/**
 * One INSERT … SELECT over generate_series per batch: 100k rows in seconds, a million in about
 * a minute on Postgres, no round trips.
 */
async function fill(handle: DatabaseHandle, agentId: string) {
  // Bulk-load practice: drop the secondary indexes and the place_suggestions trigger, load, then
  // build each index once and count the places in one pass (the migration's own backfill).
  await handle.db.execute(sql`alter table properties disable trigger place_suggestions_sync`);
  const listed = (await handle.db.execute(
    sql`select indexname, indexdef from pg_indexes where tablename = 'properties' and indexname <> 'properties_pkey'`,
  )) as unknown as { rows: Array<{ indexname: string; indexdef: string }> };
  const indexes = listed.rows;
  for (const index of indexes) await handle.db.execute(sql.raw(`drop index "${index.indexname}"`));
  const loadStarted = Date.now();
  for (let start = 1; start <= ROWS; start += BATCH) {
    const end = Math.min(ROWS, start + BATCH - 1);
    await handle.db.execute(
      sql.raw(`
insert into properties (title, description, price, property_type, status, address, city, state,
  zip, neighborhood, latitude, longitude, bedrooms, bathrooms, square_feet, year_built, features,
  images, agent_id, agent_name, agent_email, approval, is_active, created_at, updated_at)
select
  (array['Sunny','Modern','Charming','Spacious','Renovated','Cozy','Elegant','Quiet'])[1 + g % 8]
    || ' ' || (array['home','condo','loft','townhouse','cottage','bungalow','apartment'])[1 + (g / 8) % 7]
    || ' near ' || (array['the park','downtown','the river','schools','the lake','transit'])[1 + (g / 56) % 6],
  'Listing ' || g || ' with ' || (array['stained glass','hardwood','granite','marble','brick',
    'cedar','bamboo','terrazzo'])[1 + (g / 11) % 8] || ' ' || (array['windows','floors','fireplace',
    'countertops','skylights'])[1 + (g / 88) % 5] || ', close to '
    || (array['shops','parks','transit','schools','restaurants'])[1 + g % 5] || '.',
  (100000 + (g::bigint * 7919) % 1900000)::double precision,
  (array['house','apartment','condo','townhouse','multi-family','land','commercial'])[1 + g % 7],
  case when g % 5 = 0 then 'for-rent' when g % 97 = 0 then 'sold' else 'for-sale' end,
  (g % 9000 + 10) || ' ' || (array['Main','Oak','Maple','Pine','Cedar','Elm','Lake','Hill'])[1 + g % 8] || ' Street',
  (${sqlArray(CITIES)})[1 + (g / 7) % ${CITIES.length}],
  (${sqlArray(STATES)})[1 + (g / 7) % ${STATES.length}],
  lpad(((g * 31) % 99999)::text, 5, '0'),
  (array['Downtown','Midtown','Uptown','Old Town','Riverside','Hillside'])[1 + (g / 3) % 6],
  25 + (g % 2000) / 100.0, -120 + (g % 4000) / 100.0,
  g % 6, 1 + (g % 4) * 0.5, 500 + (g * 37) % 4500, 1900 + g % 125,
  case g % 4 when 0 then array['pool','garage'] when 1 then array['garden'] when 2 then array['view','fireplace','garage'] else array[]::text[] end,
  '[]'::jsonb, '${agentId}', 'Bench Agent', 'bench@nestwise.dev',
  case when g % 20 = 0 then 'pending' else 'approved' end,
  g % 50 <> 0,
  timestamptz '2026-01-01T00:00:00Z' + g * interval '30 seconds',
  timestamptz '2026-01-01T00:00:00Z' + g * interval '30 seconds'
from generate_series(${start}, ${end}) as g`),
    );
  }
  const phase = (name: string, since: number) =>
    console.log(`  ${name}: ${((Date.now() - since) / 1000).toFixed(1)} s`);
  let since = Date.now();
  phase('rows', loadStarted);
  for (const index of indexes) await handle.db.execute(sql.raw(index.indexdef));
  phase(`${indexes.length} indexes`, since);
  since = Date.now();
  await handle.db.execute(sql`alter table properties enable trigger place_suggestions_sync`);
  await handle.db.execute(sql`select place_suggestions_rebuild()`);
  phase('place_suggestions', since);
  since = Date.now();
  await handle.db.execute(sql`vacuum analyze properties`);
  await handle.db.execute(sql`vacuum analyze place_suggestions`);
  phase('vacuum analyze', since);
}

/** EXPLAIN of a drizzle statement (the suggestions' are built as drizzle SQL). */
async function explainStatement(handle: DatabaseHandle, statement: SQLWrapper) {
  const analyze = process.env.BENCH_ANALYZE ? sql.raw('(analyze, buffers) ') : sql.raw('');
  const result = (await handle.db.execute(sql`explain ${analyze}${statement}`)) as unknown as {
    rows: Array<Record<string, string>>;
  };
  return result.rows.map((row) => Object.values(row)[0]).join('\n');
}

async function explain(handle: DatabaseHandle, statement: { sql: string; params: unknown[] }) {
  const text = `explain ${process.env.BENCH_ANALYZE ? '(analyze, buffers) ' : ''}${statement.sql}`;
  const rows = handle.pglite
    ? (await handle.pglite.query<{ 'QUERY PLAN': string }>(text, statement.params)).rows
    : (await handle.pool!.query<{ 'QUERY PLAN': string }>(text, statement.params)).rows;
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

/** One load run, generated by a child process so its work stays off the server's event loop. */
function run(url: string, title: string) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const child = fork(new URL('./bench-load.mjs', import.meta.url), [], {
      execArgv: [],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.once('message', (answer: { error?: string; result?: autocannon.Result }) =>
      answer.result ? resolve(answer.result) : reject(new Error(answer.error)),
    );
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the load generator exited with ${code}`));
    });
    child.send({ url, connections: CONNECTIONS, duration: SECONDS, title });
  });
}

async function main() {
  const keptDir = process.env.BENCH_DATA_DIR;
  if (keptDir) fs.mkdirSync(keptDir, { recursive: true });
  const dataDir = keptDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'nestwise-bench-'));
  const serverUrl = process.env.DATABASE_URL;
  // BENCH_DATABASE names the throwaway database (a shared server may want its own prefix).
  const benchDb = process.env.BENCH_DATABASE ?? `nestwise_bench_${process.pid}`;
  let handle: DatabaseHandle;
  if (serverUrl) {
    // A database kept by an earlier run (BENCH_KEEP_DATABASE) is used again as it is.
    const kept = process.env.BENCH_KEEP_DATABASE
      ? await adminQuery(serverUrl, `select 1 from pg_database where datname = '${benchDb}'`)
      : { rowCount: 0 };
    if (!kept.rowCount) await adminQuery(serverUrl, `create database ${benchDb}`);
    handle = createPostgresHandle(withDatabaseName(serverUrl, benchDb), 10);
  } else {
    handle = await openDatabase({ databaseUrl: undefined, dataDir });
  }
  const kind = serverUrl ? 'Postgres server' : 'PGlite (embedded)';
  try {
    const { app, agentId } = await openBenchApp(handle, dataDir, {
      agentEmail: 'bench-agent@nestwise.dev',
      env: {
        PORT: '0',
        // The load runs from one address; the suggestions' per-address limit would answer 429.
        RATE_LIMIT_SUGGEST_PER_MINUTE: '100000000',
      },
    });
    const started = Date.now();
    const [{ listed } = { listed: 0 }] = (
      (await handle.db.execute(
        sql`select count(*)::integer as listed from properties`,
      )) as unknown as {
        rows: Array<{ listed: number }>;
      }
    ).rows;
    if (Number(listed) === ROWS) {
      console.log(`${kind}: reusing the kept database's ${ROWS.toLocaleString('en-US')} listings`);
    } else {
      await fill(handle, agentId);
      console.log(
        `${kind}: inserted ${ROWS.toLocaleString('en-US')} listings in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    }

    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    // The same server with no suggestion or search cache (decisions 0430, 0560): every request
    // reads the places or runs the search, as the first asking of a text or search, or any after
    // a listing changed, does.
    const { app: uncached } = await openBenchApp(handle, dataDir, {
      agentEmail: 'bench-agent@nestwise.dev',
      env: {
        PORT: '0',
        RATE_LIMIT_SUGGEST_PER_MINUTE: '100000000',
        SUGGEST_CACHE_ENTRIES: '0',
        SEARCH_CACHE_ENTRIES: '0',
      },
    });
    const uncachedAddress = await uncached.listen({ port: 0, host: '127.0.0.1' });

    // A deep page: follow the cursor 100 listings at a time until about a fifth of the way in.
    let cursor: string | null = null;
    const depth = Math.max(1, Math.floor(ROWS / 5 / 100));
    for (let page = 0; page < depth; page += 1) {
      const response = await fetch(
        `${address}/api/properties?limit=100${cursor ? `&startAfter=${cursor}` : ''}`,
      );
      cursor = ((await response.json()) as TPropertyPage).nextCursor;
      if (!cursor) break;
    }

    const scenarios: Array<{ name: string; query: Record<string, string> }> = [
      {
        name: 'city + price range + bedrooms, newest',
        query: {
          city: 'Austin',
          minPrice: '300000',
          maxPrice: '900000',
          minBedrooms: '3',
          sort: 'newest',
        },
      },
      { name: 'full text "stained glass skylights"', query: { q: 'stained glass skylights' } },
      {
        name: `deep page by cursor (~${(depth * 100).toLocaleString('en-US')} rows in)`,
        query: { startAfter: cursor ?? '' },
      },
      { name: 'price ascending, type condo', query: { propertyType: 'condo', sort: 'price-asc' } },
      // About 1% of the listings: a city's worth of map.
      { name: 'map: visible bounds, newest', query: { bounds: '30,-115.5,30.5,-114.5' } },
      {
        name: 'map: drawn area (6 corners), price ascending',
        query: {
          polygon: '30 -115.5,29.9 -115,30 -114.5,30.5 -114.5,30.6 -115,30.5 -115.5',
          sort: 'price-asc',
        },
      },
    ];

    // The other sorts of a browse mode, each on its own index (properties.sorts.ts).
    for (const sort of ['bedrooms-desc', 'size-desc', 'price-per-sqft-asc', 'days-on-market-asc']) {
      scenarios.push({ name: `buy, sorted ${sort}`, query: { mode: 'buy', sort } });
    }

    // The location box: typed text as the search's `location` filter, and its suggestions.
    scenarios.push(
      { name: 'location "aus" (free text), newest', query: { location: 'aus', mode: 'buy' } },
      { name: 'location "Austin, TX"', query: { location: 'Austin, TX', mode: 'buy' } },
    );
    const suggestScenarios: Array<{ name: string; q: string }> = [
      { name: 'suggest "a" (one letter: the widest)', q: 'a' },
      { name: 'suggest "aus"', q: 'aus' },
      { name: 'suggest "787" (ZIP and house numbers)', q: '787' },
      { name: 'suggest "1" (widest digits)', q: '1' },
      { name: 'suggest "oak st" (street)', q: 'oak st' },
      { name: 'suggest "austin, tx" (city and state)', q: 'austin, tx' },
      { name: 'suggest "austin, tx 787" (a ZIP narrows)', q: 'austin, tx 787' },
    ];

    let seqScans = 0;
    console.log('\n== EXPLAIN (public visibility, as an anonymous caller sees it) ==');
    for (const scenario of scenarios) {
      const query = ZListPropertiesQuerySchema.parse(scenario.query);
      for (const statement of await searchStatements(handle.db, { kind: 'public' }, query)) {
        const label = statement.label;
        const plan = await explain(handle, statement);
        const seq = /Seq Scan on properties/.test(plan);
        if (seq) seqScans += 1;
        console.log(
          `\n-- ${scenario.name} (${label})${seq ? '  <-- SEQUENTIAL SCAN' : ''}\n${plan}`,
        );
      }
    }
    for (const scenario of suggestScenarios) {
      const statements = suggestStatements(handle.db, parseLocationText(scenario.q)!, 'buy');
      for (const [kind, statement] of Object.entries(statements)) {
        const plan = await explainStatement(handle, statement);
        const seq = /Seq Scan on (properties|place_suggestions)/.test(plan);
        if (seq) seqScans += 1;
        console.log(
          `\n-- ${scenario.name} (${kind})${seq ? '  <-- SEQUENTIAL SCAN' : ''}\n${plan}`,
        );
      }
    }
    console.log(
      seqScans === 0
        ? '\nNo sequential scan over properties or place_suggestions in any statement.'
        : `\nWARNING: ${seqScans} statement(s) scan a table sequentially.`,
    );

    // The machine may be shared: its load average says how far the figures are the code's.
    const loadAverage = () =>
      os
        .loadavg()
        .map((value) => value.toFixed(2))
        .join(', ');
    const loadBefore = loadAverage();
    console.log(
      `\n== Load: ${CONNECTIONS} connections, ${SECONDS} s each; load average ${loadBefore} (1, 5, 15 min, ${os.cpus().length} cores) ==`,
    );
    const trivial = await run(`${address}/api/health`, 'trivial');
    const rows: Array<[string, autocannon.Result]> = [['trivial GET /api/health', trivial]];
    // Every search cold (no page cache): what a search costs the first time it is asked, or
    // after any listing changed.
    for (const scenario of scenarios) {
      const qs = new URLSearchParams(scenario.query).toString();
      const name = `${scenario.name} cold`;
      rows.push([name, await run(`${uncachedAddress}/api/properties?${qs}`, name)]);
    }
    // The typical search cached: the same search again with no listing changed since.
    const typicalQs = new URLSearchParams(scenarios[0]!.query).toString();
    const typicalCachedName = `${scenarios[0]!.name} cached`;
    const typicalCached = await run(`${address}/api/properties?${typicalQs}`, typicalCachedName);
    rows.push([typicalCachedName, typicalCached]);
    for (const [server, label] of [
      [uncachedAddress, 'cold'],
      [address, 'cached'],
    ] as const) {
      for (const scenario of suggestScenarios) {
        const qs = new URLSearchParams({ q: scenario.q, mode: 'buy' }).toString();
        const name = `${scenario.name} ${label}`;
        rows.push([name, await run(`${server}/api/locations/suggest?${qs}`, name)]);
      }
    }
    const pad = (text: string, width: number) => text.padEnd(width);
    console.log(
      `\n${pad('scenario', 52)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('req/s', 10)}${pad('non-2xx', 9)}p50 ÷ trivial`,
    );
    for (const [name, result] of rows) {
      console.log(
        `${pad(name, 52)}${pad(String(result.latency.p50), 9)}${pad(String(result.latency.p99), 9)}${pad(result.requests.average.toFixed(0), 10)}${pad(String(result.non2xx), 9)}${(result.latency.p50 / Math.max(trivial.latency.p50, 0.01)).toFixed(1)}× (req/s ${(trivial.requests.average / Math.max(result.requests.average, 0.01)).toFixed(1)}× fewer)`,
      );
    }
    const typical = rows[1]![1];
    const cold = rows.slice(rows.length - 2 * suggestScenarios.length, -suggestScenarios.length);
    const cached = rows.slice(rows.length - suggestScenarios.length);
    const slowestOf = (suggests: typeof rows) =>
      suggests.reduce((worst, row) => (row[1].latency.p99 > worst[1].latency.p99 ? row : worst));
    const shareOf = (result: autocannon.Result) =>
      (100 * result.requests.average) / Math.max(trivial.requests.average, 0.01);
    const share = shareOf(typical);
    console.log(
      `\n== Issue #27's figures (${kind}, ${ROWS.toLocaleString('en-US')} listings, ${CONNECTIONS} connections) ==`,
    );
    const figures = (result: autocannon.Result) =>
      `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.requests.average.toFixed(0)} req/s`;
    console.log(
      `load average before the load ${loadBefore}, after it ${loadAverage()} (1, 5, 15 min, ${os.cpus().length} cores)`,
    );
    console.log(`/api/health: ${figures(trivial)}`);
    console.log(`typical search, cold (no page cache): ${figures(typical)}`);
    console.log(
      `typical search, cached (same search, no listing changed): ${figures(typicalCached)}`,
    );
    for (const [name, result] of [...cold, ...cached]) console.log(`${name}: ${figures(result)}`);
    console.log(
      `typical search COLD (${rows[1]![0]}; every request runs the search, as the first asking or any after a listing change): p99 ${typical.latency.p99} ms (target ≤ 50 at 1,000,000 on Postgres); ${typical.requests.average.toFixed(0)} req/s = ${share.toFixed(0)} % of /api/health's ${trivial.requests.average.toFixed(0)} (target ≥ 25 %)`,
    );
    console.log(
      `typical search CACHED (${typicalCachedName}; the same search again with no listing changed since, one statement: its view counts and the version): p99 ${typicalCached.latency.p99} ms; ${typicalCached.requests.average.toFixed(0)} req/s = ${shareOf(typicalCached).toFixed(0)} % of /api/health's ${trivial.requests.average.toFixed(0)}`,
    );
    // Cold: a server without the cache, every request reads place_suggestions (the first
    // keystroke of a text, or the first after any listing change). Cached: the same text asked
    // again with nothing changed, answered after one read of place_suggestions_version.
    for (const [label, suggests] of [
      ['cold (no cache: every request reads the places)', cold],
      ['cached (same text again, nothing changed: one version read)', cached],
    ] as const) {
      const slowest = slowestOf(suggests);
      console.log(
        `suggest p99 each, ${label}: ${suggests.map(([name, result]) => `${name.replace(/^suggest /, '').replace(/ (cold|cached)$/, '')} ${result.latency.p99} ms`).join('; ')}`,
      );
      console.log(
        `slowest suggest p99, ${label}: ${slowest[1].latency.p99} ms, ${slowest[0]} (targets: ≤ 30 on Postgres at 1,000,000; ≤ 60 on PGlite at 100,000)`,
      );
    }
    await uncached.close();
    await app.close();
  } finally {
    await handle.close();
    // BENCH_KEEP_DATABASE=1 leaves the filled database for a look with psql (drop it yourself).
    if (serverUrl && !process.env.BENCH_KEEP_DATABASE) {
      await adminQuery(serverUrl, `drop database if exists ${benchDb} with (force)`);
    }
    if (!keptDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
