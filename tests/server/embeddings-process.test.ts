// The real process with KORERO_EMBEDDING_* pointing at a local fake embeddings server: the store
// opens with pgvector (PGlite) or without it (PostgreSQL here), the seed's sections are embedded
// before the server is ready, a visitor's question is embedded once, and a restart over the same
// store embeds nothing again.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeEmbeddingsServer, type FakeEmbeddingsServer } from '../knowledge/helpers/fake-embeddings-server.ts';
import { chatPayload } from './helpers/api-harness.ts';
import { startServerProcess, type ServerProcess } from './helpers/server-process.ts';
import { createScratchDatabase, describeStore, STORE_KINDS, type ScratchDatabase } from './helpers/test-stores.ts';

for (const kind of STORE_KINDS) {
  describeStore(kind, 'server process with embeddings', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'korero-embeddings-'));
    let scratch: ScratchDatabase | undefined;
    let running: ServerProcess | undefined;
    let fake: FakeEmbeddingsServer;

    beforeAll(async () => {
      fake = await startFakeEmbeddingsServer();
      if (kind === 'postgres') scratch = await createScratchDatabase();
    });
    afterAll(async () => {
      if (running && running.child.exitCode === null) running.child.kill('SIGKILL');
      await fake?.close();
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    const start = () =>
      startServerProcess({
        ...(scratch ? { DATABASE_URL: scratch.url } : { DATA_DIR: dataDir }),
        KORERO_EMBEDDING_PROVIDER: 'openai-compatible',
        KORERO_EMBEDDING_MODEL: 'fake-embed',
        KORERO_EMBEDDING_BASE_URL: fake.baseUrl,
      });

    async function stop(server: ServerProcess) {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    }

    it('embeds the seeded content at first start, each question once, and nothing again after a restart', async () => {
      running = await start();
      const seeded = fake.requests.flat();
      expect(seeded.length).toBeGreaterThan(10);
      expect(seeded.some((text) => /tandem/i.test(text))).toBe(true);

      const response = await fetch(`${running.baseUrl}/api/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(chatPayload({ message: 'How much does a tandem jump cost?' })),
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { citations?: unknown[] };
      expect(JSON.stringify(body)).toMatch(/tandem/i);
      expect(fake.requests.at(-1)).toEqual(['How much does a tandem jump cost?']);
      await stop(running);

      const before = fake.requests.length;
      running = await start();
      // The seed runs before "ready": an unchanged store asks the embeddings server for nothing.
      expect(fake.requests.length).toBe(before);
      await stop(running);
    }, 120_000);
  });
}
