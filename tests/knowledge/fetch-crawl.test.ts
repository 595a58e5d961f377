// Safe fetching and crawling against a local HTTP server: private addresses refused (also after a
// redirect), redirects capped, size capped, robots.txt honoured, crawl caps respected.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FETCH_POLICY, FetchRefused, ingestUrl, isPublicAddress, retrieveSections, safeFetch, type FetchPolicy } from '../../server/knowledge/index.ts';
import { refusedAddressRule } from '../../server/knowledge/fetch-safe.ts';
import { organisations } from '../../server/store/schema.ts';
import { openTestStore, type TestStore } from '../server/helpers/test-stores.ts';

const page = (title: string, body: string, links: string[] = []) =>
  `<html><head><title>${title}</title></head><body><nav>${links.map((link) => `<a href="${link}">${link}</a>`).join(' ')}</nav><main><h1>${title}</h1>${body}</main></body></html>`;

let server: Server;
let base: string;
let port: number;

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const html = (body: string) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(body);
    };
    switch (url.pathname) {
      case '/robots.txt':
        response.writeHead(200, { 'content-type': 'text/plain' });
        return response.end('User-agent: *\nDisallow: /private\n');
      case '/':
        return html(page('Home', '<h2>Tours</h2><p>We run kayak tours daily.</p>', ['/prices', '/private/staff', '/deep/1', 'https://elsewhere.example/']));
      case '/prices':
        return html(page('Prices', '<h2 id="kayak-prices">Kayak prices</h2><p>A kayak tour costs 89 NZD.</p>', ['/']));
      case '/private/staff':
        return html(page('Staff', '<p>Secret staff roster.</p>'));
      case '/sitemap.xml':
        response.writeHead(200, { 'content-type': 'application/xml' });
        return response.end(`<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${base}/prices</loc></url></urlset>`);
      case '/big':
        response.writeHead(200, { 'content-type': 'text/html' });
        return response.end('x'.repeat(10_000));
      case '/to-localhost':
        response.writeHead(302, { location: `http://localhost:${port}/prices` });
        return response.end();
      case '/to-file':
        response.writeHead(302, { location: 'file:///etc/passwd' });
        return response.end();
      default: {
        const loop = /^\/loop\/(\d+)$/.exec(url.pathname);
        if (loop) {
          response.writeHead(302, { location: `/loop/${Number(loop[1]) + 1}` });
          return response.end();
        }
        const deep = /^\/deep\/(\d+)$/.exec(url.pathname);
        if (deep) return html(page(`Deep ${deep[1]}`, `<p>Level ${deep[1]}.</p>`, [`/deep/${Number(deep[1]) + 1}`]));
        response.writeHead(404);
        response.end();
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Only the test server's literal address is allowed: "localhost" must still be refused. */
const policy: FetchPolicy = { ...DEFAULT_FETCH_POLICY, allowPrivateHosts: ['127.0.0.1'], timeoutMs: 5000 };

describe('safeFetch', () => {
  it('classifies addresses', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fe80::1', 'fd00:ec2::254', '::ffff:127.0.0.1', '::ffff:169.254.169.254', '224.0.0.1', '100.100.100.200']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111']) expect(isPublicAddress(address), address).toBe(true);
  });

  it('judges an IPv6 address that embeds an IPv4 one by that IPv4 address, in every form', () => {
    const privateCases: Record<string, string[]> = {
      'IPv4-compatible': ['::127.0.0.1', '::169.254.169.254', '::10.0.0.1', '::7f00:1', '::192.168.1.1'],
      'IPv4-mapped': ['::ffff:127.0.0.1', '::ffff:10.0.0.1', '::ffff:a9fe:a9fe'],
      NAT64: ['64:ff9b::127.0.0.1', '64:ff9b::10.0.0.1', '64:ff9b::a9fe:a9fe', '64:ff9b::100.100.100.200'],
      '6to4': ['2002:7f00:1::1', '2002:a00:1::', '2002:a9fe:a9fe:1::1', '2002:c0a8:101::1'],
      // Teredo: the server (bits 32–63) and the client, every bit flipped (bits 96–127).
      Teredo: ['2001:0:7f00:1::1', '2001:0:808:808::f5ff:fffe', '2001:0:a00:1:8000:63bf:f5ff:fffe'],
    };
    for (const [form, addresses] of Object.entries(privateCases)) {
      for (const address of addresses) {
        expect(isPublicAddress(address), `${form} ${address}`).toBe(false);
        expect(refusedAddressRule(address), address).toMatch(/IPv4$/);
      }
    }
    // The same forms around a public IPv4 address are as public as it is.
    for (const address of ['::8.8.8.8', '::ffff:8.8.8.8', '64:ff9b::8.8.8.8', '2002:808:808::1', '2001:0:808:808::f7f7:f7f7']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    expect(refusedAddressRule('::a00:1')).toBe('IPv4-compatible IPv6 of a private IPv4');
    expect(refusedAddressRule('64:ff9b::127.0.0.1')).toBe('NAT64 (64:ff9b::/96) of a loopback IPv4');
  });

  it('refuses IPv4-compatible, NAT64, 6to4 and Teredo URLs, naming the rule and the switch but not the address', async () => {
    for (const host of ['[::127.0.0.1]', '[::169.254.169.254]', '[::10.0.0.1]', '[64:ff9b::7f00:1]', '[2002:7f00:1::1]', '[2001:0:7f00:1::1]']) {
      const refusal = safeFetch(`http://${host}/`, { ...DEFAULT_FETCH_POLICY, timeoutMs: 2000 });
      await expect(refusal, host).rejects.toBeInstanceOf(FetchRefused);
      const message = await refusal.catch((error: Error) => error.message);
      expect(message).toMatch(/not a public address \(.+\)/);
      expect(message).toContain('KORERO_ALLOW_PRIVATE_FETCH');
      expect(message).toContain('--allow-private');
      expect(message).not.toMatch(/127\.0|7f00|169\.254|a9fe|10\.0\.0|a00:1/);
    }
  });

  it('refuses loopback, private and metadata addresses by default, and non-http schemes', async () => {
    for (const url of [`${base}/`, 'http://169.254.169.254/latest/meta-data/', 'http://[::ffff:127.0.0.1]/', `http://localhost:${port}/`, 'http://10.0.0.1/']) {
      await expect(safeFetch(url, { ...DEFAULT_FETCH_POLICY, timeoutMs: 2000 }), url).rejects.toBeInstanceOf(FetchRefused);
    }
    await expect(safeFetch('file:///etc/passwd')).rejects.toThrow(/http and https/);
  });

  it('checks every redirect again, and caps redirects and size', async () => {
    expect((await safeFetch(`${base}/prices`, policy)).status).toBe(200);
    await expect(safeFetch(`${base}/to-localhost`, policy)).rejects.toThrow(/not a public address/);
    await expect(safeFetch(`${base}/to-file`, policy)).rejects.toThrow(/http and https/);
    await expect(safeFetch(`${base}/loop/0`, policy)).rejects.toThrow(/More than 5 redirects/);
    await expect(safeFetch(`${base}/big`, { ...policy, maxBytes: 1000 })).rejects.toThrow(/larger than 1000 bytes/);
  });
});

describe('URL ingestion', () => {
  let testStore: TestStore;
  beforeAll(async () => {
    testStore = await openTestStore('pglite');
    await testStore.store.db.insert(organisations).values({ id: 'kayaks', name: 'Kayaks' });
  });
  afterAll(async () => {
    await testStore?.dispose();
  });

  it('reads one page, with section URLs on the page’s own anchors', async () => {
    const { results } = await ingestUrl(testStore.store, { organisationId: 'kayaks', url: `${base}/prices`, policy });
    expect(results).toHaveLength(1);
    const found = await retrieveSections(testStore.store, 'kayaks', 'kayak price');
    expect(found.sections[0]).toMatchObject({ name: 'Prices — Kayak prices', url: `${base}/prices#kayak-prices` });
  });

  it('crawls the same site within its caps and honours robots.txt', async () => {
    const progress: string[] = [];
    const { results, stoppedBy } = await ingestUrl(testStore.store, {
      organisationId: 'kayaks',
      url: `${base}/`,
      crawl: true,
      policy,
      limits: { maxPages: 4, maxDepth: 3 },
      onProgress: (event) => progress.push(`${event.url} ${event.skipped ?? ''}`),
    });
    const locations = results.map((result) => result.location);
    expect(locations).toContain(`${base}/`);
    expect(locations).toContain(`${base}/prices`);
    expect(locations.some((location) => location.includes('/private'))).toBe(false);
    expect(progress.some((line) => line.includes('/private/staff disallowed by robots.txt'))).toBe(true);
    expect(locations.some((location) => location.includes('elsewhere.example'))).toBe(false);
    expect(results).toHaveLength(4);
    expect(stoppedBy).toMatch(/page limit/);
    expect(results.find((result) => result.location === `${base}/prices`)?.status).toBe('unchanged');
  });

  it('reads the pages a sitemap lists', async () => {
    const { results } = await ingestUrl(testStore.store, { organisationId: 'kayaks', url: `${base}/sitemap.xml`, crawl: true, policy });
    expect(results.map((result) => result.location)).toEqual([`${base}/prices`]);
  });
});
