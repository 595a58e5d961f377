// `npm run dev:client` (Vite's dev server) serves the embed frame as the build does: its own page
// (frame.html → src/frame-main.tsx) with react-dom resolved to preact/compat (scripts/frame-dev-server.ts),
// while Korero's routed pages keep react-dom.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../server/helpers/api-harness.ts';

/** The module a transformed file imports `react-dom/client` from (pre-bundled under that name either way). */
async function reactDomClientOf(base: string, modulePath: string): Promise<string> {
  const source = await (await fetch(`${base}${modulePath}`)).text();
  const url = /from "([^"]+\/react-dom_client\.js[^"]*)"/.exec(source)?.[1];
  if (!url) throw new Error(`${modulePath} imports no react-dom/client:\n${source.slice(0, 2000)}`);
  return (await fetch(`${base}${url}`)).text();
}

describe('the development server (vite)', () => {
  let cacheDir = '';
  let server: ViteDevServer | undefined;
  let base = '';

  beforeAll(async () => {
    // Its pre-bundled dependencies go to a scratch folder, not the checkout's node_modules/.vite.
    cacheDir = mkdtempSync(join(tmpdir(), 'korero-vite-cache-'));
    server = await createServer({
      configFile: join(REPO_ROOT, 'vite.config.ts'),
      root: REPO_ROOT,
      cacheDir,
      logLevel: 'silent',
      server: { host: '127.0.0.1', port: 0, watch: null },
    });
    await server.listen();
    base = `http://127.0.0.1:${(server.httpServer!.address() as AddressInfo).port}`;
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    if (cacheDir) rmSync(cacheDir, { recursive: true, force: true });
  });

  it("serves an organisation's frame as its own page, on Preact", async () => {
    const response = await fetch(`${base}/queenstown-adventures/frame?locale=de`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<script type="module" src="/@frame/src/frame-main.tsx"></script>');
    expect(page).not.toContain('/src/main.tsx');

    const frameReactDom = await reactDomClientOf(base, '/@frame/src/render-page.tsx');
    expect(frameReactDom).toContain('preact/compat');
    expect(frameReactDom).not.toContain('react-dom.development');
  }, 120_000);

  it('keeps react-dom for the routed pages', async () => {
    const page = await (await fetch(`${base}/queenstown-adventures`, { headers: { accept: 'text/html' } })).text();
    expect(page).toContain('/src/main.tsx');
    expect(await reactDomClientOf(base, '/src/render-page.tsx')).toContain('react-dom');
  }, 120_000);
});
