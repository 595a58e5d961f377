// Starts the real server as a child process, as `npm start` does (the compiled build/server.js,
// made by server-build.global.ts), and reads its JSON log lines.
import { spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverEntry } from '../../../scripts/server-build.mjs';
import { REPO_ROOT } from './api-harness.ts';

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  logs: Record<string, unknown>[];
  /** What it wrote to stderr so far (the start banner; errors). */
  stderr(): string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  /** Resolves with the first log line (already printed or still to come) that matches. */
  waitForLog(matches: (entry: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>;
}

export interface ServerProcessOptions {
  /** What Node runs: the compiled server (default), or scripts/start.mjs as `npm start` runs it. */
  entry?: string;
  /** Every package module the server imports is written to its stderr as `[module] <url>` (helpers/module-load-hooks.mjs). */
  recordModuleLoads?: boolean;
  /** More Node (or V8) flags for the server process. */
  nodeArgs?: string[];
}

const MODULE_LOAD_RECORDER = fileURLToPath(new URL('./record-module-loads.mjs', import.meta.url));

/** The package modules a server started with `recordModuleLoads` had imported by now, as file URLs. */
export const loadedModules = (server: ServerProcess): string[] => [...server.stderr().matchAll(/^\[module\] (\S+)$/gm)].map((match) => match[1]);

export async function startServerProcess(env: Record<string, string>, timeoutMs = 60_000, options: ServerProcessOptions = {}): Promise<ServerProcess> {
  const inherited = { ...process.env };
  for (const name of ['DATABASE_URL', 'DEMO_OPERATOR_KEY', 'DEMO_OWNER_PASSWORD', 'SESSION_SECRET', 'KORERO_LLM_PROVIDER', 'PORT', 'HOST', 'DATA_DIR', 'CORS_ORIGINS', 'MALLOC_MMAP_THRESHOLD_']) {
    delete inherited[name];
  }
  const nodeArgs = [...(options.recordModuleLoads ? ['--import', MODULE_LOAD_RECORDER] : []), ...(options.nodeArgs ?? [])];
  const child = spawn(process.execPath, [...nodeArgs, options.entry ?? serverEntry], {
    cwd: REPO_ROOT,
    env: {
      ...inherited,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      RATE_LIMIT_ENABLED: 'false',
      CLIENT_DIR: join(tmpdir(), 'korero-tests-no-client'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  const logListeners = new Set<(entry: Record<string, unknown>) => void>();
  const record = (entry: Record<string, unknown>) => {
    logs.push(entry);
    for (const listener of logListeners) listener(entry);
  };
  let stderr = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const baseUrl = await new Promise<string>((resolve, reject) => {
    // A start that never listens is stopped, not left running (an orphan once this process ends).
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server (pid ${child.pid}) did not start in ${timeoutMs} ms: ${stderr}`));
    }, timeoutMs);
    let buffered = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.trim()) continue;
        try {
          const entry = JSON.parse(line) as Record<string, unknown>;
          record(entry);
          const ready = /ready on (http:\/\/\S+)/.exec(String(entry.msg ?? ''));
          if (ready) {
            clearTimeout(timer);
            resolve(ready[1]);
          }
        } catch {
          record({ msg: line });
        }
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before it was ready: ${stderr}`));
    });
  });
  const waitForLog = (matches: (entry: Record<string, unknown>) => boolean, timeoutMs = 30_000) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const found = logs.find(matches);
      if (found) return resolve(found);
      const timer = setTimeout(() => {
        logListeners.delete(listener);
        reject(new Error(`no matching log line in ${timeoutMs} ms`));
      }, timeoutMs);
      const listener = (entry: Record<string, unknown>) => {
        if (!matches(entry)) return;
        clearTimeout(timer);
        logListeners.delete(listener);
        resolve(entry);
      };
      logListeners.add(listener);
    });
  return { child, baseUrl, logs, stderr: () => stderr, exited, waitForLog };
}
