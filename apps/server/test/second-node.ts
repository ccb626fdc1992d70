import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App } from '../src/app';
import { createPostgresHandle, type DatabaseHandle } from '../src/db/client';
import { createTestApp, createUser, type TestApp, type TestUser } from './test-app';

/** A second node in this process, sharing the test app's database, keys and clock. */
export interface SecondNode {
  app: App;
  close: () => Promise<void>;
}

/**
 * Another node over the same database as `t`, for what two nodes must agree on through it (the
 * caches keyed by a database version, decisions 0430 and 0560): on a Postgres server with a pool of
 * its own, on PGlite over its one connection.
 */
export async function startSecondNode(t: TestApp): Promise<SecondNode> {
  const pool = t.database.pool;
  const handle: DatabaseHandle = pool
    ? createPostgresHandle((pool.options as { connectionString: string }).connectionString, 2)
    : t.database;
  const app = await buildApp({
    config: t.config,
    database: handle,
    clock: t.clock,
    keys: t.app.context.keys,
    planLimits: false,
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      if (pool) await handle.close();
    },
  };
}

/** The test app, a second node over its database, an agent and an admin: what both cache suites start from. */
export interface TwoNodes {
  t: TestApp;
  other: SecondNode;
  agent: TestUser;
  admin: TestUser;
}

/**
 * Registers the suite's setup and teardown and returns the nodes and users, filled in once
 * `beforeAll` has run (read them inside tests, not at collection).
 */
export function useTwoNodes(): TwoNodes {
  const nodes = {} as TwoNodes;
  beforeAll(async () => {
    nodes.t = await createTestApp();
    nodes.other = await startSecondNode(nodes.t);
    nodes.agent = await createUser(nodes.t.app, 'agent');
    nodes.admin = await createUser(nodes.t.app, 'admin');
  });
  afterAll(async () => {
    await nodes.other?.close();
    await nodes.t?.close();
  });
  return nodes;
}
