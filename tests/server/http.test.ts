// Over a real socket (listen on 127.0.0.1, port 0): the built client with SPA fallback, static
// assets, security headers with the framing hook, CORS from config, and rate limits.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { organisations } from '../../server/store/schema.ts';
import { chatPayload, operatorHeaders, startHarness, type ApiHarness } from './helpers/api-harness.ts';
import { STORE_KINDS, describeStore } from './helpers/test-stores.ts';

const INDEX_HTML = '<!doctype html><html><head><title>Korero</title></head><body><div id="root"></div></body></html>';
const ALLOWED_ORIGIN = 'https://shop.example.com';
/** A build manifest in Vite's shape: the frame route's chunk imports a shared chunk and the entry. */
const MANIFEST = {
  'index.html': { file: 'assets/main-abc123.js', imports: ['_shared-1.js'] },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  '_chat-2.js': { file: 'assets/chat-2.js', imports: ['_shared-1.js', 'index.html'], css: ['assets/chat-2.css'] },
  'src/routes/$organisationId/frame.tsx?tsr-split=component': { file: 'assets/frame-3.js', imports: ['_chat-2.js', 'index.html', '_shared-1.js'] },
};

for (const kind of STORE_KINDS) {
  describeStore(kind, 'HTTP server', () => {
    let harness: ApiHarness & { dispose(): Promise<void> };
    let base: string;
    let clientDir = '';

    beforeAll(async () => {
      clientDir = mkdtempSync(join(tmpdir(), 'korero-client-'));
      writeFileSync(join(clientDir, 'index.html'), INDEX_HTML);
      mkdirSync(join(clientDir, 'assets'));
      writeFileSync(join(clientDir, 'assets', 'main-abc123.js'), 'console.log("korero")');
      mkdirSync(join(clientDir, 'logos'));
      writeFileSync(join(clientDir, 'logos', 'queenstown-adventures.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
      mkdirSync(join(clientDir, '.vite'));
      writeFileSync(join(clientDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
      harness = await startHarness(kind, {
        env: {
          CLIENT_DIR: clientDir,
          CORS_ORIGINS: `${ALLOWED_ORIGIN},https://other.example.org`,
          RATE_LIMIT_ENABLED: 'true',
          RATE_LIMIT_CHAT_MAX: '3',
          RATE_LIMIT_CONTACTS_MAX: '2',
          RATE_LIMIT_SOURCES_MAX: '2',
        },
        // The framing hook: a route-aware policy decides frame-ancestors for HTML responses.
        framingPolicy: (request) => (request.url.startsWith('/queenstown-adventures/frame') ? ['https://partner.example'] : ["'self'"]),
      });
      base = await harness.app.listen({ host: '127.0.0.1', port: 0 });
    });
    afterAll(async () => {
      await harness?.dispose();
      if (clientDir) rmSync(clientDir, { recursive: true, force: true });
    });

    it('serves index.html for client routes (SPA fallback)', async () => {
      for (const path of ['/', '/queenstown-adventures', '/harbourside-dental/widget', '/fullscreen', '/queenstownadventures', '/harbourside']) {
        const response = await fetch(`${base}${path}`, { headers: { accept: 'text/html' } });
        expect(response.status, path).toBe(200);
        expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
        expect(await response.text(), path).toBe(INDEX_HTML);
      }
    });

    it("names the frame route's chunks and the organisation in the frame page, so they load beside the entry", async () => {
      const html = await (await fetch(`${base}/queenstown-adventures/frame`)).text();
      const links = [...html.matchAll(/<link [^>]+>/g)].map(([link]) => link);
      expect(links).toEqual([
        '<link rel="modulepreload" crossorigin href="/assets/frame-3.js">',
        '<link rel="modulepreload" crossorigin href="/assets/chat-2.js">',
        '<link rel="modulepreload" crossorigin href="/assets/shared-1.js">',
        '<link rel="preload" as="style" crossorigin href="/assets/chat-2.css">',
        '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/organisations/queenstown-adventures">',
      ]);
      expect(html.replace(links.join(''), '')).toBe(INDEX_HTML);
      // An id that is no organisation id is not written into the page.
      const odd = await (await fetch(`${base}/%3Cscript%3E/frame`)).text();
      expect(odd).not.toContain('<script>');
      expect(odd).not.toContain('as="fetch"');
      // The manifest itself is not served.
      expect((await fetch(`${base}/.vite/manifest.json`)).status).toBe(404);
    });

    it('serves built assets (hashed ones immutable) and public files', async () => {
      const script = await fetch(`${base}/assets/main-abc123.js`);
      expect(script.status).toBe(200);
      expect(script.headers.get('content-type')).toMatch(/javascript/);
      expect(script.headers.get('cache-control')).toContain('immutable');
      const logo = await fetch(`${base}/logos/queenstown-adventures.svg`);
      expect(logo.status).toBe(200);
      expect(logo.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(logo.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    });

    it('answers missing files and unknown API routes with 404 JSON, and refuses traversal', async () => {
      for (const path of ['/missing.js', '/api/nope', '/api/organisations/x/y', '/%2e%2e/package.json', '/assets/%2e%2e/%2e%2e/package.json']) {
        const response = await fetch(`${base}${path}`);
        expect(response.status, path).toBeGreaterThanOrEqual(400);
        expect(response.status, path).toBeLessThan(500);
        expect(await response.text(), path).not.toContain('"name": "korero"');
      }
    });

    it('sets security headers: a CSP the SPA can live with, no global framing rules', async () => {
      const page = await fetch(`${base}/`);
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toMatch(/style-src 'self' 'unsafe-inline'/);
      expect(csp).toContain("frame-ancestors 'self'");
      expect(page.headers.get('x-frame-options')).toBeNull();
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');

      const framed = await fetch(`${base}/queenstown-adventures/frame`);
      expect(framed.headers.get('content-security-policy')).toContain('frame-ancestors https://partner.example');
      // Korero's own pages ask for an origin-keyed agent cluster; the frame does not (in Chromium
      // that header, read after the frame's process was picked, costs a second process).
      expect(page.headers.get('origin-agent-cluster')).toBe('?1');
      expect(framed.headers.get('origin-agent-cluster')).toBeNull();
      expect(framed.headers.get('x-content-type-options')).toBe('nosniff');

      const api = await fetch(`${base}/api/organisations/queenstown-adventures`);
      expect(api.headers.get('content-security-policy')).not.toContain('frame-ancestors');
      expect(api.headers.get('x-frame-options')).toBeNull();
    });

    it('answers an unchanged poll with a bare 304: its tag and caching, CORS, no security headers', async () => {
      // From an address of its own: the rate-limit test below counts this server's sends from 127.0.0.1.
      const sent = await harness.app.inject({ method: 'POST', url: '/api/chat', remoteAddress: '192.0.2.15', payload: chatPayload() });
      const [question] = sent.json();
      const url = `${base}/api/conversations/${question.conversation_id}/messages`;
      const full = await fetch(url, { headers: { origin: ALLOWED_ORIGIN } });
      expect(full.headers.get('x-content-type-options')).toBe('nosniff');
      const etag = full.headers.get('etag') ?? '';
      const unchanged = await fetch(url, { headers: { origin: ALLOWED_ORIGIN, 'if-none-match': etag } });
      expect(unchanged.status).toBe(304);
      expect(unchanged.headers.get('etag')).toBe(etag);
      expect(unchanged.headers.get('cache-control')).toContain('no-cache');
      expect(unchanged.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
      for (const name of ['content-security-policy', 'x-content-type-options', 'strict-transport-security', 'cross-origin-resource-policy']) {
        expect(unchanged.headers.get(name), name).toBeNull();
      }
    });

    it("allows images from Korero, data: and the page's organisation's logo only", async () => {
      const imgSrc = (csp: string | null) => /img-src ([^;]*)/.exec(csp ?? '')?.[1].trim();
      // The demo logos are Korero's own files: nothing else is allowed, https: least of all.
      expect(imgSrc((await fetch(`${base}/`)).headers.get('content-security-policy'))).toBe("'self' data:");
      await harness.store.db
        .update(organisations)
        .set({ logoUrl: 'https://cdn.harbourside.example/brand/logo;v=2.png?size=64' })
        .where(eq(organisations.id, 'harbourside-dental'));
      for (const path of ['/harbourside-dental', '/harbourside-dental/widget', '/harbourside-dental/operator', '/harbourside-dental/frame']) {
        const csp = (await fetch(`${base}${path}`)).headers.get('content-security-policy');
        expect(imgSrc(csp), path).toBe("'self' data: https://cdn.harbourside.example/brand/logo%3Bv=2.png");
      }
      // Another organisation's page does not get that logo.
      expect(imgSrc((await fetch(`${base}/queenstown-adventures/widget`)).headers.get('content-security-policy'))).toBe("'self' data:");
    });

    it('allows only the configured CORS origins, never reflecting others', async () => {
      const allowed = await fetch(`${base}/api/organisations/queenstown-adventures`, { headers: { origin: ALLOWED_ORIGIN } });
      expect(allowed.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
      const denied = await fetch(`${base}/api/organisations/queenstown-adventures`, { headers: { origin: 'https://evil.example' } });
      expect(denied.headers.get('access-control-allow-origin')).toBeNull();
      const preflight = await fetch(`${base}/api/chat`, {
        method: 'OPTIONS',
        headers: { origin: ALLOWED_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      expect(preflight.status).toBeLessThan(300);
      expect(preflight.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
      expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    });

    it('rate-limits POST /api/chat and PUT /api/contacts with a 429 JSON body', async () => {
      const send = () =>
        fetch(`${base}/api/chat`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(chatPayload()) });
      const statuses: number[] = [];
      let first: { user_id: string } | undefined;
      for (let index = 0; index < 4; index += 1) {
        const response = await send();
        statuses.push(response.status);
        if (response.status === 200 && !first) first = (await response.json())[0];
        if (response.status === 429) {
          const body = await response.json();
          expect(body).toMatchObject({ error: 'Too Many Requests', message: expect.stringMatching(/rate limit/i) });
          expect(response.headers.get('retry-after')).not.toBeNull();
        }
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      // GETs are not limited.
      for (let index = 0; index < 10; index += 1) {
        expect((await fetch(`${base}/api/organisations/queenstown-adventures`)).status).toBe(200);
      }
      const put = () =>
        fetch(`${base}/api/contacts`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ id: first?.user_id, name: 'A', email: 'a@example.com', phone: '' }),
        });
      expect([(await put()).status, (await put()).status, (await put()).status]).toEqual([200, 200, 429]);
    });

    it('rate-limits adding and deleting sources, each on its own count', async () => {
      const sources = `${base}/api/organisations/queenstown-adventures/sources`;
      const add = (index: number) =>
        fetch(sources, {
          method: 'POST',
          headers: { ...operatorHeaders(), 'content-type': 'application/json' },
          body: JSON.stringify({ name: `Note ${index}`, text: `Rate limit note number ${index}.` }),
        });
      const added = [await add(1), await add(2), await add(3)];
      expect(added.map((response) => response.status)).toEqual([201, 201, 429]);
      expect(await added[2].json()).toMatchObject({ error: 'Too Many Requests', message: expect.stringMatching(/rate limit/i) });
      // The refused source was not stored; the list is a GET, which is not limited.
      const names = ((await (await fetch(sources, { headers: operatorHeaders() })).json()) as { name: string }[]).map((row) => row.name);
      expect(names).toEqual(expect.arrayContaining(['Note 1', 'Note 2']));
      expect(names).not.toContain('Note 3');
      const ids = await Promise.all(added.slice(0, 2).map(async (response) => ((await response.json()) as { results: { source_id: string }[] }).results[0].source_id));
      const remove = (id: string) => fetch(`${sources}/${id}`, { method: 'DELETE', headers: operatorHeaders() });
      expect([(await remove(ids[0])).status, (await remove(ids[1])).status, (await remove(ids[0])).status]).toEqual([204, 204, 429]);
    });
  });
}
