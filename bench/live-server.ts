// A real Korero server for benches and the soak: started as `npm start` starts it
// (scripts/start.mjs, the compiled server) on a free loopback port, on a PGlite data directory or a
// throwaway PostgreSQL database, and stopped; and its resident memory read from /proc.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { START_ENVIRONMENT } from '../scripts/start-settings.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const OPERATOR_KEY = `bench-${randomBytes(12).toString('hex')}`;

export type Backend = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; drop(): Promise<void> };

/** A throwaway database on a PostgreSQL server given by its URL (the admin database's). */
export async function scratchDatabase(adminUrl: string): Promise<Extract<Backend, { kind: 'postgres' }>> {
  const name = `korero_bench_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { kind: 'postgres', url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * What `npm start` gives the server: its environment settings (scripts/start-settings.mjs, set here
 * so that start.mjs runs the server in the process spawned, which the soak kills with -9 and whose
 * memory it reads) and any Node flags of package.json's start script. What users run is what is measured.
 */
function startCommand(): { env: Record<string, string>; flags: string[] } {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } };
  return { env: START_ENVIRONMENT, flags: manifest.scripts.start.split(/\s+/).filter((word) => word.startsWith('--')) };
}

export interface RunningServer {
  child: ChildProcess;
  base: string;
  startMs: number;
}

/** `port`: the same one again (a restart the clients should not notice); else a free one. */
export async function startServer(backend: Backend, extraEnv: NodeJS.ProcessEnv = {}, port?: number): Promise<RunningServer> {
  port ??= await freePort();
  const start = startCommand();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...start.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    // Request logging costs throughput; the bench measures the API, not the log pipe.
    LOG_LEVEL: 'warn',
    RATE_LIMIT_ENABLED: 'false',
    SKIP_CLIENT_BUILD: '1',
    DEMO_OPERATOR_KEY: OPERATOR_KEY,
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  if (backend.kind === 'pglite') env.DATA_DIR = backend.dataDir;
  else env.DATABASE_URL = backend.url;
  const started = performance.now();
  const child = spawn(process.execPath, [...start.flags, join(ROOT, 'scripts', 'start.mjs')], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} during start`);
    if (Date.now() > deadline) throw new Error('server did not start within 120 s');
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return { child, base, startMs: Math.round(performance.now() - started) };
}

export async function stopServer(server: RunningServer): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  return exited;
}

/** Peak and current resident set size in MB (Linux /proc; elsewhere ps). */
export function residentMb(pid: number): { peak: number; now: number } {
  const status = `/proc/${pid}/status`;
  if (existsSync(status)) {
    const text = readFileSync(status, 'utf8');
    const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(text)?.[1] ?? Number.NaN);
    return { peak: Math.round(kb('VmHWM') / 1024), now: Math.round(kb('VmRSS') / 1024) };
  }
  return { peak: Number.NaN, now: Number.NaN };
}

export async function openBackend(kind: 'pglite' | 'postgres'): Promise<Backend> {
  if (kind === 'pglite') return { kind, dataDir: mkdtempSync(join(tmpdir(), 'korero-bench-')) };
  return scratchDatabase((process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL)!);
}
