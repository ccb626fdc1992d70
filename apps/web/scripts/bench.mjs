// npm run bench:web — builds the web app, serves it with the real API server (demo data), runs
// Lighthouse (mobile profile) in Debian's Chromium on /, /properties, /properties/{id} (the first
// demo listing) and /login, and prints the category scores, the metrics and the gzip size of the
// JavaScript each route loads, then the server's answer times for pages rendered per visit and a
// static one. Scores move with the machine's load, so each route runs BENCH_RUNS times (3 by
// default) in a fresh browser and each figure is the median of the runs.
// A benchmark, not a test: targets are performance ≥ 98, accessibility 100, best-practices 100,
// first-route JS ≤ 116 KB gzip.
// BENCH_ROUTES=/properties picks routes, BENCH_NO_BUILD=1 measures the dist/ already built,
// BENCH_REPORT_DIR=dir keeps each run's full Lighthouse report (JSON).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(import.meta.dirname, '../../..');
const distDir = path.join(root, 'apps/web/dist');
const port = Number(process.env.BENCH_PORT ?? 3160);
const base = `http://localhost:${port}`;
const routes = (process.env.BENCH_ROUTES ?? '/,/properties,/properties/{id},/login').split(',');
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The headless flags of e2e/playwright.config.ts. */
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwise-bench-web-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('the server stopped during start-up');
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    stop() {
      server.kill('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The gzip size of a built file (its precompressed .gz when the build wrote one). */
function gzipBytes(urlPath) {
  const file = path.join(distDir, decodeURIComponent(urlPath));
  if (!file.startsWith(distDir) || !fs.existsSync(file)) return 0;
  if (fs.existsSync(`${file}.gz`)) return fs.statSync(`${file}.gz`).size;
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** How long the server takes to answer each page's HTML: rendered pages cost a render each. */
async function pageLatencies(listingId) {
  const pages = {
    '/ (rendered)': '/',
    '/properties (rendered)': '/properties',
    '/properties?city=Austin (rendered)': '/properties?city=Austin',
    '/properties/{id} (rendered)': `/properties/${encodeURIComponent(listingId)}`,
    '/login (static)': '/login',
  };
  const percentile = (sorted, p) =>
    sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
  const out = [];
  for (const [label, url] of Object.entries(pages)) {
    const times = [];
    for (let i = 0; i < 100; i += 1) {
      const started = performance.now();
      const response = await fetch(`${base}${url}`, { headers: { 'accept-encoding': 'br' } });
      await response.arrayBuffer();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const ms = (value) => `${value.toFixed(1)} ms`;
    out.push({
      page: label,
      p50: ms(percentile(times, 0.5)),
      p95: ms(percentile(times, 0.95)),
      max: ms(times.at(-1)),
    });
  }
  return out;
}

/** The middle value (the mean of the two middle ones for an even count). */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** One Lighthouse run of a URL in a fresh browser: nothing cached from the previous one. */
async function measure(url, reportName) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  }).finally(() => chrome.kill());
  if (process.env.BENCH_REPORT_DIR) {
    fs.mkdirSync(process.env.BENCH_REPORT_DIR, { recursive: true });
    fs.writeFileSync(path.join(process.env.BENCH_REPORT_DIR, `${reportName}.json`), result.report);
  }
  const lhr = result.lhr;
  if (lhr.runtimeError) console.log(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter(
    (item) => item.resourceType === 'Script' && item.url.startsWith(base),
  );
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  // What costs best-practices points: console errors and browser issues (CSP violations etc.).
  const problems = ['errors-in-console', 'inspector-issues', 'deprecations']
    .flatMap((id) => (lhr.audits[id]?.details?.items ?? []).map((item) => ({ id, item })))
    .map(({ id, item }) => `${id}: ${item.description ?? item.issueType ?? JSON.stringify(item)}`);
  const failing = Object.values(lhr.audits)
    .filter(
      (audit) =>
        audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
    )
    .map((audit) => `${audit.id} (${audit.displayValue ?? Math.round(audit.score * 100)})`);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    FCP: metric('first-contentful-paint'),
    LCP: metric('largest-contentful-paint'),
    TBT: metric('total-blocking-time'),
    CLS: metric('cumulative-layout-shift'),
    files: scripts.length,
    jsGzip: scripts.reduce((sum, item) => sum + gzipBytes(new URL(item.url).pathname), 0),
    notes: [...problems, ...(failing.length ? [`audits below 90: ${failing.join(', ')}`] : [])],
  };
}

if (process.env.BENCH_NO_BUILD !== '1') run('npm', ['run', 'build', '-w', '@nestwise/web']);
let timings = [];
const server = await startServer();
const rows = [];
try {
  const listing = await fetch(`${base}/api/properties?limit=1`).then((response) => response.json());
  for (const route of routes) {
    const url = route.replace('{id}', encodeURIComponent(listing.items[0]?.id ?? 'none'));
    const name = route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
    const results = [];
    for (let i = 1; i <= runs; i += 1) {
      const result = await measure(`${base}${url}`, runs > 1 ? `${name}-${i}` : name);
      results.push(result);
      const line = `${route} run ${i}: performance ${result.performance}, best-practices ${result['best-practices']}, TBT ${Math.round(result.TBT)} ms`;
      console.log([line, ...new Set(result.notes)].join('\n  '));
    }
    const mid = (key) => median(results.map((result) => result[key]));
    const ms = (value) => `${Math.round(value)} ms`;
    rows.push({
      route,
      performance: mid('performance'),
      accessibility: mid('accessibility'),
      'best-practices': mid('best-practices'),
      seo: mid('seo'),
      FCP: ms(mid('FCP')),
      LCP: ms(mid('LCP')),
      TBT: ms(mid('TBT')),
      CLS: mid('CLS').toFixed(3),
      'JS files': mid('files'),
      'JS gzip': kb(mid('jsGzip')),
    });
  }
  timings = await pageLatencies(listing.items[0]?.id ?? 'none');
} finally {
  server.stop();
}
console.log(`Median of ${runs} run(s) per route (Lighthouse mobile profile):`);
console.table(rows);
console.log('HTML answer time, 100 sequential requests each (rendered per visit vs. static file):');
console.table(timings);
