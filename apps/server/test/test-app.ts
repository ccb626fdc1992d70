import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { UserRole } from '@nestwise/shared';
import { buildApp, type App, type BuildAppOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { ManualClock } from '../src/lib/clock';
import { generateSigningKeys, type SigningKeys } from '../src/modules/identity/identity.keys';
import { ensureAccount } from '../src/seed/seed-accounts';
import { copyTestDatabase } from './test-database-copy';
import type { Database, DatabaseHandle } from '../src/db/client';
import type { PaymentProvider } from '../src/modules/billing';

export const TEST_PASSWORD = 'Correct-Horse-9';

let keys: Promise<SigningKeys> | undefined;

export interface TestApp {
  app: App;
  clock: ManualClock;
  config: Config;
  /** The app's own database, for tests that set up more rows than the API writes quickly. */
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * What a test may put in place of the real parts (e.g. an object store that fails). The payment
 * provider may be made from the test's database (the embedded one keeps its state there).
 */
export type TestAppOverrides = Partial<
  Pick<BuildAppOptions, 'objectStore' | 'mailer' | 'planLimits' | 'logger' | 'onRoute'> & {
    paymentProvider: PaymentProvider | ((db: Database) => PaymentProvider);
  }
>;

/** A real server on a real, freshly copied database, with a clock the test can move. */
export async function createTestApp(
  env: Record<string, string> = {},
  configOverrides: Partial<Config> = {},
  overrides: TestAppOverrides = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwise-test-data-'));
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '10000',
      RATE_LIMIT_AI_PER_MINUTE: '10000',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      ...env,
    }),
    ...configOverrides,
  };
  const database = await copyTestDatabase();
  keys ??= generateSigningKeys().then((generated) => generated.keys);
  const clock = new ManualClock(new Date('2026-11-21T12:00:00.000Z'));
  // Plan limits are billing's to test: other suites' fresh agents list more than Free allows.
  const { paymentProvider, ...rest } = overrides;
  const app = await buildApp({
    config,
    database,
    clock,
    keys: await keys,
    planLimits: false,
    ...rest,
    paymentProvider:
      typeof paymentProvider === 'function' ? paymentProvider(database.db) : paymentProvider,
  });
  await app.ready();
  return {
    app,
    clock,
    config,
    database,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let userCounter = 0;

export interface TestUser {
  id: string;
  email: string;
  password: string;
  idToken: string;
  refreshToken: string;
  headers: { authorization: string };
}

/** An account of the given role, signed in through the identity service like a browser would. */
export async function createUser(
  app: App,
  role: UserRole = 'buyer',
  email?: string,
): Promise<TestUser> {
  userCounter += 1;
  const address = email ?? `${role}${userCounter}-${Date.now()}@test.nestwise.dev`;
  const id = await ensureAccount(app.context, {
    email: address,
    password: TEST_PASSWORD,
    role,
    firstName: 'Test',
    lastName: role,
  });
  const session = await signIn(app, address, TEST_PASSWORD);
  return { id, email: address, password: TEST_PASSWORD, ...session };
}

/** The cast most listing suites start from: an app with one agent, one admin and one buyer. */
export interface TestAppWithUsers {
  t: TestApp;
  agent: TestUser;
  admin: TestUser;
  buyer: TestUser;
}

export async function createTestAppWithUsers(): Promise<TestAppWithUsers> {
  const t = await createTestApp();
  const agent = await createUser(t.app, 'agent');
  const admin = await createUser(t.app, 'admin');
  const buyer = await createUser(t.app, 'buyer');
  return { t, agent, admin, buyer };
}

export async function signIn(app: App, email: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/identity/v1/accounts:signInWithPassword',
    payload: { email, password, returnSecureToken: true },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  const body = response.json<{ idToken: string; refreshToken: string }>();
  return {
    idToken: body.idToken,
    refreshToken: body.refreshToken,
    headers: { authorization: `Bearer ${body.idToken}` },
  };
}
