// Starts the real server (server/main.ts) as a child process, as `npm start` does, and reads its
// JSON log lines.
import { spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './api-harness.ts';

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  logs: Record<string, unknown>[];
  /** What it wrote to stderr so far (the start banner; errors). */
  stderr(): string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
}

export async function startServerProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  const inherited = { ...process.env };
  for (const name of ['DATABASE_URL', 'DEMO_OPERATOR_KEY', 'KORERO_LLM_PROVIDER', 'PORT', 'HOST', 'DATA_DIR', 'CORS_ORIGINS']) delete inherited[name];
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
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
  let stderr = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in ${timeoutMs} ms: ${stderr}`)), timeoutMs);
    let buffered = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.trim()) continue;
        try {
          const entry = JSON.parse(line) as Record<string, unknown>;
          logs.push(entry);
          const ready = /ready on (http:\/\/\S+)/.exec(String(entry.msg ?? ''));
          if (ready) {
            clearTimeout(timer);
            resolve(ready[1]);
          }
        } catch {
          logs.push({ msg: line });
        }
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before it was ready: ${stderr}`));
    });
  });
  return { child, baseUrl, logs, stderr: () => stderr, exited };
}
