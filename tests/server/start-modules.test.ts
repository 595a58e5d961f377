// What a start loads. A restart after kill -9 must listen quickly, so the server loads at start only
// what answering a visitor needs: the LLM providers' SDKs only when an LLM is configured, React's
// server renderer and react-markdown at the first source page, the Markdown parser at the first
// Markdown read, one date-fns locale rather than all of them; PGlite before drizzle. The real server (build/server.js)
// reports every package module it imports (helpers/module-load-hooks.mjs). PGlite only: which
// modules load does not depend on the back-end, and PGlite is the one a kill -9 restarts.
import { expect, it } from 'vitest';
import { chatPayload } from './helpers/api-harness.ts';
import { loadedModules, startServerProcess, type ServerProcess } from './helpers/server-process.ts';
import { describeStore, useSeededDataDir } from './helpers/test-stores.ts';

const LLM_SDK = /\/node_modules\/(ai|@ai-sdk\/[^/]+)\//;
const PAGE_RENDERER = /\/node_modules\/(react-dom|react-markdown|remark-gfm)\//;
const MARKDOWN_PARSER = /\/node_modules\/(mdast-util-from-markdown|micromark|micromark-extension-gfm)\//;
const EVERY_DATE_LOCALE = /\/node_modules\/date-fns\/locale\.js$/;

/** Runs the server until it has answered `use`, stops it, and gives every package module it imported. */
async function modulesOfARun(env: Record<string, string>, use: (server: ServerProcess) => Promise<void>): Promise<string[]> {
  const server = await startServerProcess(env, 120_000, { recordModuleLoads: true });
  try {
    await use(server);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  return loadedModules(server);
}

describeStore(
  'pglite',
  'the modules a start loads',
  () => {
    const dataDir = useSeededDataDir('korero-start-modules-');

    it('with an LLM configured, the start loads its SDK (what the hooks see)', async () => {
      const env = { DATA_DIR: dataDir(), KORERO_LLM_PROVIDER: 'openai-compatible', KORERO_LLM_MODEL: 'none', KORERO_LLM_BASE_URL: 'http://127.0.0.1:9/v1' };
      const modules = await modulesOfARun(env, async () => undefined);
      expect(modules.some((url) => LLM_SDK.test(url))).toBe(true);
    }, 180_000);

    // The directory is seeded by now: nothing in this start reads Markdown.
    it('with none, a restart answers a visitor without loading the SDKs, the page renderer, the Markdown parser or every date locale', async () => {
      const modules = await modulesOfARun({ DATA_DIR: dataDir() }, async (server) => {
        const response = await fetch(`${server.baseUrl}/api/chat`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(chatPayload({ message: 'How much does a tandem jump cost?' })),
        });
        expect(response.status).toBe(200);
        const [, answer] = (await response.json()) as { creator: string; citations: unknown[] }[];
        expect(answer.creator).toBe('AGENT');
        expect(answer.citations.length).toBeGreaterThan(0);
      });
      expect(modules.some((url) => url.includes('/node_modules/fastify/'))).toBe(true);
      expect(modules.filter((url) => LLM_SDK.test(url) || PAGE_RENDERER.test(url) || MARKDOWN_PARSER.test(url) || EVERY_DATE_LOCALE.test(url))).toEqual([]);
      // PGlite's recovery is most of a restart after kill -9: it starts before drizzle and the schema load.
      const pglite = modules.findIndex((url) => url.includes('/node_modules/@electric-sql/pglite/'));
      expect(pglite).toBeGreaterThanOrEqual(0);
      expect(modules.slice(0, pglite).filter((url) => url.includes('/node_modules/drizzle-orm/'))).toEqual([]);
    }, 180_000);
  },
  { timeout: 180_000 },
);
