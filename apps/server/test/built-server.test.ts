import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './server-process';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const outName = `dist-test-${process.pid}`;
const outDir = path.join(SERVER_DIR, outName);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwise-built-'));
let child: ChildProcess | undefined;
let url = '';
let output = '';

beforeAll(async () => {
  execFileSync(process.execPath, ['scripts/build.mjs', outName], { cwd: SERVER_DIR });
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  // Plain node: no --import tsx, no NODE_OPTIONS a parent might pass on.
  child = spawn(process.execPath, [path.join(outDir, 'main.js')], {
    cwd: os.tmpdir(),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the built server exited: ${output}`);
    const ready = await fetch(`${url}/api/health/ready`).catch(() => undefined);
    if (ready?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the built server was not ready: ${output}`);
}, 120_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the built server (npm run build; node apps/server/dist/main.js)', () => {
  it('migrates, seeds and serves without a TypeScript loader', async () => {
    const ready = await (await fetch(`${url}/api/health/ready`)).json();
    expect(ready).toEqual({
      status: 'ok',
      checks: { database: 'ok', migrations: 'ok', redis: 'not-configured' },
    });
    const listings = (await (await fetch(`${url}/api/properties?limit=3`)).json()) as {
      items: unknown[];
    };
    expect(listings.items.length).toBeGreaterThan(0);
    const docs = (await (await fetch(`${url}/api/openapi.json`)).json()) as {
      info: { version: string };
    };
    const pkg = JSON.parse(fs.readFileSync(path.join(SERVER_DIR, 'package.json'), 'utf8'));
    expect(docs.info.version).toBe(pkg.version);
  });

  it('values a home with the model its built fit worker fitted from the bundled sales', async () => {
    const response = await fetch(`${url}/api/ai-tools/valuation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        city: 'Sacramento',
        state: 'CA',
        zip: '95823',
        propertyType: 'house',
        bedrooms: 3,
        bathrooms: 2,
        squareFeet: 1400,
      }),
    });
    expect(response.status).toBe(200);
    const valuation = (await response.json()) as { estimate: number; low: number };
    expect(valuation.estimate).toBeGreaterThan(50_000);
    expect(valuation.low).toBeLessThan(valuation.estimate);
  }, 60_000);
});
