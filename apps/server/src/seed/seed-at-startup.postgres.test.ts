import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { count, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { adminQuery, withDatabaseName } from '../../test/test-database';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { createPostgresHandle, type DatabaseHandle } from '../db/client';
import { generateSigningKeys } from '../modules/identity/identity.keys';
import { identityAccounts } from '../modules/identity/identity.schema';
import { DEMO_ACCOUNTS } from './seed-accounts';
import { seedAtStartup } from './seed-at-startup';

/** Runs only with TEST_DATABASE_URL (see vitest.config.ts): two nodes share one server. */
const serverUrl = inject('postgresServerUrl');
const name = `nestwise_seed_${randomBytes(6).toString('hex')}`;
const dirs: string[] = [];
const nodes: Array<{ app: App; database: DatabaseHandle }> = [];

afterAll(async () => {
  for (const node of nodes) {
    await node.app.close();
    await node.database.close();
  }
  await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function startNode(url: string, keys: Awaited<ReturnType<typeof generateSigningKeys>>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwise-seed-node-'));
  dirs.push(dataDir);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    ADMIN_EMAIL: 'owner@seed.nestwise.dev',
    ADMIN_PASSWORD: 'Correct-Horse-9',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
  });
  const database = createPostgresHandle(url, 4);
  const app = await buildApp({ config, database, keys: keys.keys, planLimits: false });
  nodes.push({ app, database });
  return app;
}

describe('seeding when two nodes start together on an empty database', () => {
  it('lets both come up, with each demo account and the admin seeded once', async () => {
    await adminQuery(
      serverUrl,
      `create database ${name} template ${inject('postgresTemplateName')}`,
    );
    const url = withDatabaseName(serverUrl, name);
    const keys = await generateSigningKeys();
    const apps = await Promise.all([startNode(url, keys), startNode(url, keys)]);
    const warnings: string[] = [];
    const log = { info: () => undefined, warn: (message: string) => warnings.push(message) };

    const results = await Promise.allSettled(apps.map((app) => seedAtStartup(app.context, log)));

    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
    const emails = [...DEMO_ACCOUNTS.map((demo) => demo.email), 'owner@seed.nestwise.dev'];
    const [{ total } = { total: 0 }] = await apps[0]!.context.db
      .select({ total: count() })
      .from(identityAccounts)
      .where(inArray(identityAccounts.email, emails));
    expect(total).toBe(emails.length);
  }, 120_000);
});
