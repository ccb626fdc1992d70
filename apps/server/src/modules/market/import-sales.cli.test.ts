import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../../../test/test-app';
import { listSales } from './market.repo';
import { saleLine, salesCsv } from './market.test-support';

const CLI = fileURLToPath(new URL('./import-sales.cli.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));

function run(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
      cwd: REPO_ROOT,
      // Nothing of the test run's own database settings leaks in.
      env: { ...process.env, DATABASE_URL: '', ADMIN_EMAIL: '', ADMIN_PASSWORD: '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A live process whose pid is in DATA_DIR/pg.lock, as `npm start`'s would be. */
function holdLock(dataDir: string): ChildProcess {
  const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
    stdio: 'ignore',
  });
  fs.mkdirSync(path.join(dataDir, 'pg'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'pg.lock'), String(holder.pid));
  return holder;
}

describe('npm run import:sales against a locked embedded database', () => {
  let dir: string;
  let csvFile: string;
  const holders: ChildProcess[] = [];
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwise-import-cli-'));
    csvFile = path.join(dir, 'sales.csv');
    fs.writeFileSync(
      csvFile,
      salesCsv([saleLine(1, { city: 'Lockville' }), saleLine(2, { city: 'Lockville' })]),
    );
  });
  afterEach(() => {
    for (const holder of holders.splice(0)) holder.kill();
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('says what to do, changes nothing and exits 2 when no admin account is given', async () => {
    const dataDir = path.join(dir, 'locked');
    const holder = holdLock(dataDir);
    holders.push(holder);
    const pgBefore = fs.readdirSync(path.join(dataDir, 'pg'));
    const result = await run([csvFile], { DATA_DIR: dataDir, PORT: '1' });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`is in use by process ${holder.pid}`);
    expect(result.stderr).toContain('Nothing was imported.');
    expect(result.stderr).toContain('stop the server');
    expect(result.stderr).toContain('ADMIN_EMAIL and ADMIN_PASSWORD');
    expect(result.stderr).toContain('POST /api/market/sales/import');
    expect(fs.readdirSync(path.join(dataDir, 'pg'))).toEqual(pgBefore);
    expect(fs.readFileSync(path.join(dataDir, 'pg.lock'), 'utf8')).toBe(String(holder.pid));
  }, 60_000);

  describe('with the server running', () => {
    let t: TestApp;
    let url: string;
    beforeAll(async () => {
      t = await createTestApp();
      url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(() => t.close());

    it('goes through the server as the admin and prints its report', async () => {
      const admin = await createUser(t.app, 'admin');
      const dataDir = path.join(dir, 'served');
      holders.push(holdLock(dataDir));
      const env = {
        DATA_DIR: dataDir,
        NESTWISE_SERVER_URL: url,
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
      };
      const result = await run([csvFile], env);
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout).toContain(`importing through ${url}`);
      expect(result.stdout).toContain('2 rows, 2 added, 0 already there (skipped), 0 rejected.');
      const stored = await listSales(t.app.context.db);
      expect(stored.filter((sale) => sale.city === 'Lockville')).toHaveLength(2);

      const refused = await run([csvFile], { ...env, ADMIN_PASSWORD: 'wrong-password-1' });
      expect(refused.code).toBe(2);
      expect(refused.stderr).toMatch(/refused ADMIN_EMAIL \/ ADMIN_PASSWORD \(400\)/);
    }, 90_000);
  });
});
