// The settings the server process runs with under `npm start` (scripts/start.mjs): on Linux glibc's
// MALLOC_MMAP_THRESHOLD_ in its environment from its start (read from /proc, not from the server's
// word), with start.mjs running itself again to set it, passing signals on and taking the exit;
// V8's heap growth limited once it listens (its ready line); and, with the variable already set
// (as the benches and the soak start it), one process, so that their kill -9 hits the server.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START_ENVIRONMENT } from '../../scripts/start-settings.mjs';
import { REPO_ROOT } from './helpers/api-harness.ts';
import { startServerProcess, type ServerProcess } from './helpers/server-process.ts';

const START_SCRIPT = join(REPO_ROOT, 'scripts', 'start.mjs');
const onLinux = process.platform === 'linux';

/** A process's environment as the kernel holds it (Linux). */
const environOf = (pid: number) => readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').filter(Boolean);
const alive = (pid: number) => existsSync(`/proc/${pid}`) && !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');

/** The pid of the process that says it is ready (pino's `pid` in every line). */
async function serverPid(server: ServerProcess): Promise<number> {
  const ready = await server.waitForLog((entry) => /ready on/.test(String(entry.msg)));
  return Number(ready.pid);
}

describe('npm start (scripts/start.mjs)', () => {
  let dataDir = '';
  const started: ServerProcess[] = [];
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'korero-start-'));
  });
  afterAll(() => {
    for (const server of started) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });
  const start = async (env: Record<string, string> = {}) => {
    const server = await startServerProcess({ DATA_DIR: dataDir, SKIP_CLIENT_BUILD: '1', ...env }, 90_000, { entry: START_SCRIPT });
    started.push(server);
    return server;
  };

  it('sets glibc’s threshold from the server’s start and limits the heap’s growth once it listens; signals and the exit pass through', async () => {
    const server = await start();
    const pid = await serverPid(server);
    const ready = await server.waitForLog((entry) => /ready on/.test(String(entry.msg)));
    expect(ready.heapGrowingPercent).toBe(50);
    if (onLinux) {
      expect(START_ENVIRONMENT).toEqual({ MALLOC_MMAP_THRESHOLD_: '131072' });
      // Another process than the one started, holding the variable since its start.
      expect(pid).not.toBe(server.child.pid);
      expect(environOf(pid)).toContain('MALLOC_MMAP_THRESHOLD_=131072');
      expect(environOf(server.child.pid!)).not.toContain('MALLOC_MMAP_THRESHOLD_=131072');
    } else {
      expect(pid).toBe(server.child.pid);
    }
    // SIGTERM to the process started reaches the server: it shuts down cleanly, and the exit code is its.
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.logs.some((entry) => entry.msg === 'shut down cleanly')).toBe(true);
    expect(alive(pid)).toBe(false);
  }, 120_000);

  it.runIf(onLinux)('takes a Ctrl+C that reaches both processes as one: the server still closes its store', async () => {
    const server = await start();
    const pid = await serverPid(server);
    // A terminal sends SIGINT to the whole foreground group: the server and, through the parent, again.
    process.kill(pid, 'SIGINT');
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(0);
    expect(server.logs.some((entry) => entry.msg === 'shut down cleanly')).toBe(true);
  }, 120_000);

  it.runIf(onLinux)('leaves no server behind when the process started is killed -9', async () => {
    const server = await start();
    const pid = await serverPid(server);
    server.child.kill('SIGKILL');
    await server.exited;
    await expect.poll(() => alive(pid), { timeout: 30_000 }).toBe(false);
  }, 120_000);

  it('is one process when the settings are already in its environment (the benches, the soak’s kill -9)', async () => {
    const server = await start(START_ENVIRONMENT);
    expect(await serverPid(server)).toBe(server.child.pid);
    if (onLinux) expect(environOf(server.child.pid!)).toContain('MALLOC_MMAP_THRESHOLD_=131072');
    server.child.kill('SIGKILL');
    await server.exited;
  }, 120_000);
});
