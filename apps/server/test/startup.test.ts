import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const GUARDED = fileURLToPath(new URL('./fixtures/guarded-server.ts', import.meta.url));
const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwise-startup-'));

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function run(script: string, env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, stdout: () => stdout, stderr: () => stderr };
}

describe('start-up with an unreachable DATABASE_URL', () => {
  it('prints one clear line, no stack trace, and exits non-zero', async () => {
    const server = run(MAIN, {
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://nestwise:s3cret@127.0.0.1:1/x',
      PORT: '0',
      LOG_LEVEL: 'warn',
    });
    const code = await server.exited;
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    const output = (server.stdout() + server.stderr()).trim();
    expect(output.split('\n')).toHaveLength(1);
    expect(output).toMatch(
      /^Cannot reach the database at DATABASE_URL=postgres:\/\/nestwise:\*\*\*@127\.0\.0\.1:1\/x: /,
    );
    expect(output).toContain('ECONNREFUSED');
    expect(output).not.toContain('s3cret');
  });
});

describe('start-up with an unreachable REDIS_URL', () => {
  it('prints one clear line, without the password, and exits non-zero', async () => {
    const server = run(MAIN, {
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      REDIS_URL: 'redis://:s3cret@127.0.0.1:1/5',
      PORT: '0',
      LOG_LEVEL: 'warn',
    });
    const code = await server.exited;
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    const output = (server.stdout() + server.stderr()).trim();
    expect(output.split('\n')).toHaveLength(1);
    expect(output).toMatch(
      /^Cannot reach Redis at REDIS_URL=redis:\/\/:\*\*\*@127\.0\.0\.1:1\/5: /,
    );
    expect(output).toContain('ECONNREFUSED');
    expect(output).not.toContain('s3cret');
  });
});

describe('the process guards main.ts installs', () => {
  it('log an error thrown or rejected outside any handler and keep serving', async () => {
    const server = run(GUARDED, {});
    try {
      const port = await new Promise<string>((resolve, reject) => {
        server.child.stdout.on('data', () => {
          const match = /listening (\d+)/.exec(server.stdout());
          if (match) resolve(match[1]!);
        });
        void server.exited.then(() => reject(new Error(`exited early: ${server.stderr()}`)));
      });
      expect(await (await fetch(`http://127.0.0.1:${port}/throw`)).text()).toBe('ok');
      await expect
        .poll(() => server.stderr())
        .toContain('uncaught exception; the server keeps serving: thrown outside any handler');
      expect(server.stderr()).toContain(
        'unhandled promise rejection; the server keeps serving: rejected and never awaited',
      );
      expect(server.child.exitCode).toBeNull();
      expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('ok');
    } finally {
      server.child.kill('SIGKILL');
    }
  });
});
