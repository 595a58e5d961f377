// GET /embed.js and the frame route's framing headers, through buildApp with a fake built client.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations } from '../../server/store/schema.ts';
import { startHarness } from '../server/helpers/api-harness.ts';

const LOADER = 'var themes="__KORERO_THEMES__";';
let clientDir: string;
let harness: Awaited<ReturnType<typeof startHarness>>;
let productionHarness: Awaited<ReturnType<typeof startHarness>>;

function frameAncestorsOf(csp: unknown): string[] {
  const directive = String(csp)
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('frame-ancestors '));
  return directive ? directive.split(/\s+/).slice(1) : [];
}

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'korero-embed-client-'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Korero</title><div id="root"></div>');
  writeFileSync(join(clientDir, 'embed.js'), LOADER);
  harness = await startHarness('pglite', { env: { CLIENT_DIR: clientDir, NODE_ENV: 'development' } });
  await harness.store.db
    .update(organisations)
    .set({ allowedOrigins: ['https://shop.example', "https://x.example; script-src 'unsafe-inline'"] })
    .where(eq(organisations.id, 'harbourside-dental'));
  productionHarness = await startHarness('pglite', { env: { CLIENT_DIR: clientDir, NODE_ENV: 'production' } });
});

afterAll(async () => {
  await harness?.dispose();
  await productionHarness?.dispose();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('GET /embed.js', () => {
  it('serves the loader as cross-origin JavaScript with a short cache', async () => {
    const response = await harness.app.inject({ url: '/embed.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toBe('var themes={};');
  });

  it('leaves compressed as the browser accepts: brotli first, else gzip, else as it is', async () => {
    const headers = { referer: 'https://shop.example/products' };
    const expected = 'var themes={"harbourside-dental":["#2f7d6d","#fff","Harbourside Dental"]};';
    const br = await harness.app.inject({ url: '/embed.js', headers: { ...headers, 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(expected);
    const gzip = await harness.app.inject({ url: '/embed.js', headers: { ...headers, 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(expected);
    const plain = await harness.app.inject({ url: '/embed.js', headers: { ...headers, 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(expected);
  });

  it('inlines the themes of the organisations that allow the embedding page', async () => {
    const response = await harness.app.inject({ url: '/embed.js', headers: { referer: 'https://shop.example/products' } });
    expect(response.body).toBe('var themes={"harbourside-dental":["#2f7d6d","#fff","Harbourside Dental"]};');
    const other = await harness.app.inject({ url: '/embed.js', headers: { referer: 'https://evil.example/' } });
    expect(other.body).toBe('var themes={};');
  });

  it('inlines the demo organisations for a loopback page in development only', async () => {
    const local = await harness.app.inject({ url: '/embed.js', headers: { host: 'korero.example', referer: 'http://localhost:5173/' } });
    expect(Object.keys(JSON.parse(local.body.slice(11, -1))).sort()).toEqual(['harbourside-dental', 'queenstown-adventures']);
    const production = await productionHarness.app.inject({ url: '/embed.js', headers: { host: 'korero.example', referer: 'http://localhost:5173/' } });
    expect(production.body).toBe('var themes={};');
  });
});

describe('the widget frame /{organisation_id}/frame', () => {
  it('may be framed by the organisation’s allowed origins, Korero itself and (in development) loopback pages', async () => {
    const response = await harness.app.inject({ url: '/harbourside-dental/frame', headers: { host: 'korero.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['x-frame-options']).toBeUndefined();
    const ancestors = frameAncestorsOf(response.headers['content-security-policy']);
    expect(ancestors).toEqual(expect.arrayContaining(["'self'", 'https://shop.example', 'http://localhost:*', 'http://127.0.0.1:*']));
    expect(ancestors.join(' ')).not.toContain('x.example');
    expect(String(response.headers['content-security-policy'])).not.toContain("script-src 'unsafe-inline'");
  });

  it('in production names only Korero and the allowed origins', async () => {
    const response = await productionHarness.app.inject({ url: '/queenstown-adventures/frame', headers: { host: 'korero.example' } });
    expect(frameAncestorsOf(response.headers['content-security-policy'])).toEqual(["'self'", 'https://queenstownadventures.example']);
  });

  it('allows loopback pages when Korero itself is reached on a loopback address', async () => {
    const response = await productionHarness.app.inject({ url: '/queenstown-adventures/frame', headers: { host: '127.0.0.1:3000' } });
    expect(frameAncestorsOf(response.headers['content-security-policy'])).toContain('http://localhost:*');
  });

  it('every page but a frame may only be framed by Korero', async () => {
    for (const url of ['/harbourside-dental/widget', '/']) {
      const response = await harness.app.inject({ url, headers: { host: 'korero.example' } });
      expect(frameAncestorsOf(response.headers['content-security-policy'])).toEqual(["'self'"]);
    }
  });

  it('an unknown organisation’s frame may be framed by any page: it only says the assistant is not available', async () => {
    const response = await harness.app.inject({ url: '/no-such-organisation/frame', headers: { host: 'korero.example' } });
    expect(response.statusCode).toBe(200);
    expect(frameAncestorsOf(response.headers['content-security-policy'])).toEqual(['*']);
  });
});
