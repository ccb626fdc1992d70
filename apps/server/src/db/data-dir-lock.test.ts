import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

let dataDir: string;
const lockFile = () => path.join(dataDir, 'pg.lock');
const children: ChildProcess[] = [];

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwise-lock-'));
});
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A process that stays alive until the test ends. */
function liveProcess(): number {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], {
    stdio: 'ignore',
  });
  children.push(child);
  return child.pid!;
}

/** A pid no process has: a child that has already exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid!;
}

describe('acquireDataDirLock', () => {
  it('writes its pid into the lock and removes the lock on release', () => {
    const release = acquireDataDirLock(dataDir);
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockFile())).toBe(false);
  });

  it('refuses a data dir another live process holds, naming the dir and the process', () => {
    const owner = liveProcess();
    fs.writeFileSync(lockFile(), String(owner));
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dataDir)).toThrow(
      `The embedded database in ${dataDir} is in use by process ${owner}.`,
    );
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(owner));
  });

  it('refuses a second open from this same process while the first holds it', () => {
    const release = acquireDataDirLock(dataDir);
    try {
      expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    } finally {
      release();
    }
    acquireDataDirLock(dataDir)();
  });

  it('takes over a stale lock whose process is gone', async () => {
    fs.writeFileSync(lockFile(), String(await deadPid()));
    const release = acquireDataDirLock(dataDir);
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('takes over a stale lock left with our own pid by an earlier run (restarted container)', () => {
    fs.writeFileSync(lockFile(), String(process.pid));
    const release = acquireDataDirLock(dataDir);
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('takes over an empty or garbled lock file (a crash while writing it)', () => {
    for (const content of ['', 'garbage', '0', '-1']) {
      fs.writeFileSync(lockFile(), content);
      const release = acquireDataDirLock(dataDir);
      expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
      release();
    }
  });

  it('does not remove a lock another process took after ours was released', () => {
    const release = acquireDataDirLock(dataDir);
    release();
    const owner = liveProcess();
    fs.writeFileSync(lockFile(), String(owner));
    release();
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(owner));
  });
});
