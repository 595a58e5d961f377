// The PGlite data directory lock: a live owner refuses a second opener; a dead one's lock is stale.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from '../../server/store/data-dir-lock.ts';

describe('data directory lock', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'korero-lock-'));
  const lockPath = join(dataDir, LOCK_FILE);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is taken and released by its owner', () => {
    const release = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(lockPath, 'utf8'))).toEqual({ pid: process.pid, host: hostname() });
    release();
    expect(existsSync(lockPath)).toBe(false);
  });

  it('refuses while another live process on this host holds it', () => {
    writeFileSync(lockPath, JSON.stringify({ pid: process.ppid, host: hostname() }));
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dataDir)).toThrow(/in use by another Korero process \(pid \d+\)/);
  });

  it('takes over a lock whose process is gone, or that is unreadable', () => {
    for (const stale of [JSON.stringify({ pid: 2 ** 22 + 1, host: hostname() }), 'not json']) {
      writeFileSync(lockPath, stale);
      const release = lockDataDir(dataDir);
      expect(JSON.parse(readFileSync(lockPath, 'utf8')).pid).toBe(process.pid);
      release();
    }
  });
});
