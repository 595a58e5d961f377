// A restart after kill -9 must listen quickly (soak G5: ≤ 3 s). PGlite's crash recovery runs
// thousands of its WebAssembly functions once; V8 recompiling them (TurboFan, on background threads
// that share the process's CPU) cost more than the rest of the start. The server holds that back
// until it listens (server/wasm-tier-up.ts), and the functions serving runs hot are still
// recompiled. V8's --trace-wasm-compilation-times prints every function compiled and how, in order
// with the server's log lines on stdout.
import { expect, it } from 'vitest';
import { chatPayload } from './helpers/api-harness.ts';
import { startServerProcess, type ServerProcess } from './helpers/server-process.ts';
import { describeStore, useSeededDataDir } from './helpers/test-stores.ts';

const TRACE = ['--trace-wasm-compilation-times'];
const isReady = (entry: Record<string, unknown>) => /ready on/.test(String(entry.msg));
const recompiled = (entries: Record<string, unknown>[]) => entries.filter((entry) => / using TurboFan/.test(String(entry.msg))).length;

const ask = (server: ServerProcess, message: string) =>
  fetch(`${server.baseUrl}/api/chat`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(chatPayload({ message })) });

describeStore(
  'pglite',
  'PGlite’s WebAssembly at a restart after kill -9',
  () => {
    const dataDir = useSeededDataDir('korero-tier-up-');

    it('is not recompiled before the server listens, and what serving runs hot is recompiled after', async () => {
      const first = await startServerProcess({ DATA_DIR: dataDir() }, 120_000);
      expect((await ask(first, 'How much does a tandem jump cost?')).status).toBe(200);
      first.child.kill('SIGKILL');
      await first.exited;

      const server = await startServerProcess({ DATA_DIR: dataDir() }, 120_000, { nodeArgs: TRACE });
      try {
        const ready = server.logs.findIndex(isReady);
        expect(ready).toBeGreaterThan(0);
        // Compiled by Liftoff as it ran, so PGlite did start and recover here.
        expect(server.logs.slice(0, ready).some((entry) => / using Liftoff/.test(String(entry.msg)))).toBe(true);
        expect(recompiled(server.logs.slice(0, ready))).toBe(0);
        // Not `--liftoff-only`: questions make the executor's functions hot, and V8 recompiles them.
        await expect
          .poll(
            async () => {
              expect((await ask(server, 'What should I wear for a bungy jump?')).status).toBe(200);
              return recompiled(server.logs);
            },
            { timeout: 60_000, interval: 0 },
          )
          .toBeGreaterThan(0);
      } finally {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    }, 240_000);
  },
  { timeout: 240_000 },
);
