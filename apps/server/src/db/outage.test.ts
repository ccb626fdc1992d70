import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { createPostgresHandle, type DatabaseHandle } from './client';
import { createTestApp, createUser, type TestApp } from '../../test/test-app';

const unavailable = { error: { code: 'unavailable', message: 'Database unavailable' } };

describe('a database that cannot be reached', () => {
  let app: App;
  let database: DatabaseHandle;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwise-outage-'));
    // Nothing listens on port 1: every query fails to connect, as in an outage.
    database = createPostgresHandle('postgres://postgres@127.0.0.1:1/nestwise', 2, () => undefined);
    app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
        WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      }),
      database,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it.each([
    ['GET', '/api/properties'],
    ['GET', '/api/properties/00000000-0000-4000-8000-000000000000'],
    ['GET', '/api/health'],
    ['POST', '/identity/v1/accounts:signInWithPassword'],
  ])('%s %s answers 503 with Retry-After, not 500', async (method, url) => {
    const response = await app.inject({
      method: method as 'GET' | 'POST',
      url,
      ...(method === 'POST'
        ? { payload: { email: 'a@b.test', password: 'Whatever-1', returnSecureToken: true } }
        : {}),
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    if (url.startsWith('/api/')) expect(response.json()).toEqual(unavailable);
  });
});

describe('a database closed under a running server (PGlite, or the Postgres pool)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close().catch(() => undefined));

  it('answers a signed-in request 503 with Retry-After', async () => {
    const user = await createUser(t.app, 'agent');
    // whichever the suite runs on: the embedded database, or the pool of a Postgres server
    if (t.database.pglite) await t.database.pglite.close();
    else await t.database.pool!.end();
    const response = await t.app.inject({ method: 'GET', url: '/api/me', headers: user.headers });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual(unavailable);
  });
});
