// The frame's page (server/plugins/frame-preloads.ts): with the build's frame.html (its own build,
// no router, Preact) it is that page with the organisation's preload; without it, index.html with the
// frame route's chunks named (tests/server/http.test.ts covers that one over HTTP).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FRAME_MANIFEST, FRAME_PAGE, framePageRenderer } from '../../server/plugins/frame-preloads.ts';

const INDEX_HTML = '<!doctype html><html><head><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>';
const FRAME_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/frame-2.js"></script><link rel="modulepreload" crossorigin href="/assets/react-3.js"></head><body><div id="root"></div></body></html>';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function build(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'korero-frame-page-'));
  dirs.push(dir);
  mkdirSync(join(dir, '.vite'));
  for (const [path, content] of Object.entries(files)) writeFileSync(join(dir, path), content);
  return dir;
}

describe('the frame page', () => {
  it('is frame.html with the organisation preloaded, where the build has it', () => {
    const dir = build({
      'index.html': INDEX_HTML,
      [FRAME_PAGE]: FRAME_HTML,
      '.vite/manifest.json': JSON.stringify({ 'index.html': { file: 'assets/index-1.js' } }),
      [FRAME_MANIFEST]: JSON.stringify({ [FRAME_PAGE]: { file: 'assets/frame-2.js' } }),
    });
    const page = framePageRenderer(dir)!('acme');
    expect(page).toBe(
      FRAME_HTML.replace('</head>', '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/organisations/acme"></head>'),
    );
    // An id that is no organisation id is not written into the page.
    expect(framePageRenderer(dir)!('<script>')).toBe(FRAME_HTML);
  });

  it('is index.html with the frame route named when the build has no frame.html', () => {
    const dir = build({
      'index.html': INDEX_HTML,
      '.vite/manifest.json': JSON.stringify({
        'index.html': { file: 'assets/index-1.js' },
        'src/routes/$organisationId/frame.tsx?tsr-split=component': { file: 'assets/frame-route-4.js', imports: ['index.html'] },
      }),
    });
    expect(framePageRenderer(dir)!('acme')).toContain('<link rel="modulepreload" crossorigin href="/assets/frame-route-4.js">');
  });
});
