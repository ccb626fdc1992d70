import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const DEMO_BUYER = { email: 'buyer@demo.nestwise.dev', password: 'Nestwise!2026' };
const STARTUP_MS = 90_000;

interface RunningServer {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

const started: ChildProcess[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwise-restart-'));

afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `node --import tsx src/main.ts` on the shared data dir, as `npm start` runs it. */
async function startServer(): Promise<RunningServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
  };
  for (const name of ['DATABASE_URL', 'STORAGE_URL', 'SMTP_URL', 'REDIS_URL', 'JWT_PRIVATE_KEY']) {
    delete env[name];
  }
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: SERVER_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

async function waitUntilHealthy(server: RunningServer) {
  const deadline = Date.now() + STARTUP_MS;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) break;
    try {
      const response = await fetch(`${server.url}/api/health`);
      if (response.ok) return (await response.json()) as unknown;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not become healthy:\n${server.output()}`);
}

async function identity(server: RunningServer, path: string, body: object) {
  const response = await fetch(`${server.url}/identity${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, returnSecureToken: true }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function stop(server: RunningServer) {
  server.child.kill('SIGTERM');
  const code = await Promise.race([
    server.exited,
    new Promise((resolve) => setTimeout(() => resolve('timeout'), 15_000)),
  ]);
  if (code === 'timeout') server.child.kill('SIGKILL');
  return code;
}

describe('the real server, started twice on one DATA_DIR', () => {
  it(
    'serves health and demo sign-in, refuses a second process, and keeps data across restarts',
    async () => {
      const email = `restart-${Date.now()}@test.nestwise.dev`;
      const password = 'Restart-Pass-1';

      let idToken = '';
      const first = await startServer();
      try {
        expect(await waitUntilHealthy(first)).toEqual({ status: 'ok' });
        expect((await identity(first, '/v1/accounts:signInWithPassword', DEMO_BUYER)).status).toBe(
          200,
        );
        const signUp = await identity(first, '/v1/accounts:signUp', { email, password });
        expect(signUp.status).toBe(200);
        idToken = String(signUp.body.idToken);

        const intruder = await startServer();
        expect(await intruder.exited).toBe(1);
        expect(intruder.output()).toContain(
          `The embedded database in ${dataDir} is in use by process ${first.child.pid}`,
        );
        expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
      } finally {
        expect(await stop(first)).toBe(0);
      }
      expect(fs.existsSync(path.join(dataDir, 'pg.lock'))).toBe(false);

      const second = await startServer();
      try {
        await waitUntilHealthy(second);
        const again = await identity(second, '/v1/accounts:signInWithPassword', {
          email,
          password,
        });
        expect(again.status).toBe(200);
        const demo = await identity(second, '/v1/accounts:signInWithPassword', DEMO_BUYER);
        expect(demo.status).toBe(200);
        expect(demo.body.localId).toEqual(expect.any(String));
        // The signing key was kept in DATA_DIR: sessions of the first run survive the restart.
        const lookup = await identity(second, '/v1/accounts:lookup', { idToken });
        expect(lookup.body.error ?? lookup.body.users).toEqual([
          expect.objectContaining({ email }),
        ]);
      } finally {
        expect(await stop(second)).toBe(0);
      }
    },
    4 * STARTUP_MS,
  );
});
