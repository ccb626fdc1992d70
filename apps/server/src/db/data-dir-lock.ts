import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Lock files this process holds, so a second open from the same process is refused too. */
const held = new Set<string>();

/** The owner's pid, or null when the file is empty or garbled (a crash while writing it). */
function readOwner(lockPath: string): number | null {
  let content: string;
  try {
    content = fs.readFileSync(lockPath, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const pid = /^\d+$/.test(content) ? Number(content) : 0;
  return pid > 0 ? pid : null;
}

/**
 * The embedded database must be opened by one process at a time, or its files are corrupted.
 * A lock file holds the owner's pid; a stale one (its process gone, or our own pid left by an
 * earlier run in a restarted container) is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = path.join(path.resolve(dataDir), 'pg.lock');
  const lockedBy = (owner: number) =>
    new DataDirLockedError(
      `The embedded database in ${dataDir} is in use by process ${owner}. ` +
        'Stop that process (or use the running server), or point DATA_DIR elsewhere.',
    );
  if (held.has(lockPath)) throw lockedBy(process.pid);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      held.add(lockPath);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        held.delete(lockPath);
        // Only our own lock: another process may hold the path by now.
        if (readOwner(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockPath);
      if (owner !== null && owner !== process.pid && isAlive(owner)) throw lockedBy(owner);
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the embedded database in ${dataDir}`);
}
