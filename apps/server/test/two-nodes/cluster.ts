import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import S3rver from 's3rver';
import { generateSigningKeys } from '../../src/modules/identity/identity.keys';
import { adminQuery, withDatabaseName } from '../test-database';
import { startServerProcess, type ServerProcess } from '../server-process';

export const BUCKET = 'nestwise-two-nodes';
export const ADMIN = { email: 'ops@two-nodes.nestwise.dev', password: 'Two-Nodes-Admin-9' };
export const SIGN_IN_PER_MINUTE = 8;

/**
 * What two nodes share, as in production: one Postgres database (created empty: the nodes
 * migrate it), one Redis, one S3 bucket (s3rver) and one signing key. Each node has its own port
 * and DATA_DIR.
 */
export interface Cluster {
  databaseUrl: string;
  redisUrl: string;
  sql: pg.Pool;
  env: NodeJS.ProcessEnv;
  start(): Promise<ServerProcess>;
  close(): Promise<void>;
}

/** TEST_REDIS_URL, else the local server's database 5 (CI's machine runs one on :6379). */
export const testRedisUrl = () => process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/5';

async function assertRedisAnswers(url: string) {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new Error(
      `The two-node suite needs a Redis server (TEST_REDIS_URL, default ${url}): ${(error as Error).message}`,
    );
  } finally {
    redis.disconnect();
  }
}

export async function createCluster(serverUrl: string): Promise<Cluster> {
  const redisUrl = testRedisUrl();
  await assertRedisAnswers(redisUrl);
  const name = `nestwise_two_nodes_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const databaseUrl = withDatabaseName(serverUrl, name);
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwise-two-nodes-'));
    dirs.push(dir);
    return dir;
  };
  const s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: tempDir(),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port: s3Port } = await s3.run();
  const { privateJwk } = await generateSigningKeys();
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'development',
    SEED_DEMO: 'true',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    JWT_PRIVATE_KEY: JSON.stringify(privateJwk),
    STORAGE_URL: `s3://${BUCKET}`,
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    // One load balancer in front: the tests name a client address of their own per run, so the
    // shared counters in Redis never meet another run's.
    TRUST_PROXY: '1',
    RATE_LIMIT_SIGN_IN_PER_MINUTE: String(SIGN_IN_PER_MINUTE),
    LOG_LEVEL: 'warn',
  };
  const sql = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const nodes: ServerProcess[] = [];
  return {
    databaseUrl,
    redisUrl,
    sql,
    env,
    async start() {
      const dataDir = tempDir();
      const node = await startServerProcess({
        ...env,
        DATA_DIR: dataDir,
        WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      });
      nodes.push(node);
      return node;
    },
    async close() {
      await Promise.all(nodes.map((node) => node.stop()));
      await sql.end();
      await s3.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
      for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A client address of this run's own (X-Forwarded-For), for rate-limit buckets nobody shares. */
export function clientAddress(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c! | 1}`;
}

export interface Answer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** One JSON call to a node, as a browser behind the load balancer makes it. */
export async function call(
  node: { url: string },
  method: string,
  url: string,
  options: { token?: string; body?: unknown; from?: string } = {},
): Promise<Answer> {
  const response = await fetch(`${node.url}${url}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      'x-forwarded-for': options.from ?? clientAddress(),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: kept as text.
  }
  return { status: response.status, body };
}

export async function signIn(node: { url: string }, email: string, password: string) {
  const answer = await call(node, 'POST', '/identity/v1/accounts:signInWithPassword', {
    body: { email, password, returnSecureToken: true },
  });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(answer.body)}`);
  return answer.body.idToken as string;
}

export async function signUp(node: { url: string }, role: 'buyer' | 'agent' = 'buyer') {
  const email = `${role}-${randomBytes(5).toString('hex')}@two-nodes.nestwise.dev`;
  const password = 'Correct-Horse-9';
  const answer = await call(node, 'POST', '/identity/v1/accounts:signUp', {
    body: { email, password, role, returnSecureToken: true },
  });
  if (answer.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(answer.body)}`);
  return {
    email,
    password,
    token: answer.body.idToken as string,
    id: answer.body.localId as string,
  };
}
