// The built client's files leave Korero compressed (issue 14's budgets hold without a CDN): the
// build writes .br and .gz copies (scripts/precompress.mjs, run here as `npm run build` runs it),
// and the server picks one by Accept-Encoding, says so in Content-Encoding and Vary, and sends
// the file as it is to a client that accepts neither. Over a real socket, on both back-ends.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { REPO_ROOT, startHarness, type ApiHarness } from './helpers/api-harness.ts';
import { STORE_KINDS, describeStore } from './helpers/test-stores.ts';

// Big enough to be worth compressing (over 1 KB), and compressible.
const SCRIPT = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, index) => `message number ${index}`))};\n`;
const INDEX_HTML = `<!doctype html><html><head><title>Korero</title></head><body><div id="root"></div>${'<!-- filler -->'.repeat(100)}</body></html>`;
const TINY = 'console.log(1)';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** node:http, not fetch: fetch would decompress (and ask for gzip) by itself. */
function get(base: string, path: string, acceptEncoding?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    const req = request(`${base}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const varies = (response: RawResponse) => String(response.headers.vary ?? '').toLowerCase().includes('accept-encoding');

for (const kind of STORE_KINDS) {
  describeStore(kind, 'compressed assets', () => {
    let harness: ApiHarness & { dispose(): Promise<void> };
    let base: string;
    let clientDir = '';

    beforeAll(async () => {
      clientDir = mkdtempSync(join(tmpdir(), 'korero-compressed-'));
      writeFileSync(join(clientDir, 'index.html'), INDEX_HTML);
      mkdirSync(join(clientDir, 'assets'));
      writeFileSync(join(clientDir, 'assets', 'index-abc123.js'), SCRIPT);
      writeFileSync(join(clientDir, 'assets', 'tiny-1.js'), TINY);
      execFileSync(process.execPath, [join(REPO_ROOT, 'scripts', 'precompress.mjs'), clientDir]);
      harness = await startHarness(kind, { env: { CLIENT_DIR: clientDir } });
      base = await harness.app.listen({ host: '127.0.0.1', port: 0 });
    });
    afterAll(async () => {
      await harness?.dispose();
      if (clientDir) rmSync(clientDir, { recursive: true, force: true });
    });

    it('the build writes a brotli and a gzip copy of each file worth it, and none of a tiny one', () => {
      for (const suffix of ['.br', '.gz']) {
        expect(existsSync(join(clientDir, 'assets', `index-abc123.js${suffix}`))).toBe(true);
        expect(existsSync(join(clientDir, `index.html${suffix}`))).toBe(true);
        expect(existsSync(join(clientDir, 'assets', `tiny-1.js${suffix}`))).toBe(false);
      }
    });

    it('sends brotli to a browser that accepts it, gzip to one that accepts only gzip', async () => {
      const br = await get(base, '/assets/index-abc123.js', 'gzip, deflate, br');
      expect(br.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
      expect(varies(br)).toBe(true);
      expect(br.body.length).toBeLessThan(SCRIPT.length / 2);
      expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
      // Still the hashed asset's long cache.
      expect(br.headers['cache-control']).toContain('immutable');

      const gzip = await get(base, '/assets/index-abc123.js', 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(varies(gzip)).toBe(true);
      expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);
    });

    it('sends the file as it is to a client that accepts neither, and where there is no copy', async () => {
      for (const acceptEncoding of [undefined, 'identity', 'deflate']) {
        const plain = await get(base, '/assets/index-abc123.js', acceptEncoding);
        expect(plain.status, String(acceptEncoding)).toBe(200);
        expect(plain.headers['content-encoding'], String(acceptEncoding)).toBeUndefined();
        expect(plain.body.toString()).toBe(SCRIPT);
      }
      const tiny = await get(base, '/assets/tiny-1.js', 'br, gzip');
      expect(tiny.headers['content-encoding']).toBeUndefined();
      expect(tiny.body.toString()).toBe(TINY);
    });

    it('compresses the app page too (index.html for client routes), and answers a missing file 404', async () => {
      const page = await get(base, '/fullscreen', 'br');
      expect(page.status).toBe(200);
      expect(page.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(page.body).toString()).toBe(INDEX_HTML);
      expect((await get(base, '/assets/missing-1.js', 'br, gzip')).status).toBe(404);
    });
  });
}
