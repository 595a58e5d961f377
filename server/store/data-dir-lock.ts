// PGlite does not lock its directory: a second process (the CLI while the server runs) would open
// the same files and corrupt them. A lock file with the owner's process id lets the second one
// refuse with a clear message. A lock whose process is gone (a crash, a new container) is stale
// and taken over; a lock written on another host cannot be checked and is taken over too, so
// this guards one machine, which is where PGlite is used.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export const LOCK_FILE = 'korero.lock';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

interface LockOwner {
  pid: number;
  host: string;
}

function readOwner(path: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string' ? { pid: owner.pid, host: owner.host } : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the directory's lock; the returned function releases it. */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  const self: LockOwner = { pid: process.pid, host: hostname() };
  try {
    writeFileSync(path, JSON.stringify(self), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = readOwner(path);
    if (owner && owner.host === self.host && owner.pid !== self.pid && isRunning(owner.pid)) {
      throw new DataDirLockedError(
        `The data directory ${dataDir} is in use by another Korero process (pid ${owner.pid}), such as a running server. ` +
          'PGlite allows one process at a time: stop it first, or use PostgreSQL (DATABASE_URL) to share the store.',
      );
    }
    writeFileSync(path, JSON.stringify(self));
  }
  return () => {
    const owner = readOwner(path);
    if (owner?.pid === self.pid && owner.host === self.host) rmSync(path, { force: true });
  };
}
