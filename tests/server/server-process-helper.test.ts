// The tests' server-process helper: a start that times out leaves no server running behind it
// (one such orphan, from a first start slowed past the time-out on a loaded machine, ran on
// for an hour after its test run).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { startServerProcess } from './helpers/server-process.ts';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

it('stops a server that did not start in time', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'korero-start-timeout-'));
  try {
    const message = await startServerProcess({ DATA_DIR: dataDir }, 50).then(
      () => 'started',
      (reason: unknown) => String(reason),
    );
    const pid = Number(/server \(pid (\d+)\) did not start/.exec(message)?.[1]);
    expect(pid).toBeGreaterThan(0);
    await expect.poll(() => alive(pid), { timeout: 5000 }).toBe(false);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
