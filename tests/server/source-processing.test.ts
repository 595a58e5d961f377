// A source that takes long to read is answered 202 Accepted and read on in the background: its
// row shows `processing`, then `ready` (or `failed` with the reason), at the URL the answer gives.
// A row whose worker died (a restart) is marked failed when read, never left processing. Over a
// real HTTP server on both back-ends; INGEST_REPLY_WITHIN_MS=0 sends every file and URL to the
// background, so no timing decides what the test sees.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { largeMarkdown } from '../../bench/large-markdown.ts';
import { INTERRUPTED, STALE_PROCESSING_MS } from '../../server/knowledge/source-processing.ts';
import { sources } from '../../server/store/schema.ts';
import { describeEachStore, TEST_OPERATOR_KEY } from './helpers/api-harness.ts';
import { multipartBody } from './helpers/multipart-body.ts';

const ORGANISATION = 'queenstown-adventures';
const auth = { authorization: `Bearer ${TEST_OPERATOR_KEY}` };

let site: Server;
let pageUrl: string;
beforeAll(async () => {
  site = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<html><head><title>Gondola notices</title></head><body><main><h1>Notices</h1><p>The gondola closes for maintenance in May.</p></main></body></html>');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  pageUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/notices`;
});
afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

describeEachStore(
  'a long read is answered 202 and followed to its end',
  (harness) => {
    let base: string;
    beforeAll(async () => {
      base = await harness.app.listen({ port: 0, host: '127.0.0.1' });
    });
    const sourcesUrl = () => `${base}/api/organisations/${ORGANISATION}/sources`;

    function upload(fileName: string, text: string) {
      const { payload, headers } = multipartBody([{ name: 'file', fileName, contentType: 'text/markdown', value: text }]);
      return fetch(sourcesUrl(), { method: 'POST', headers: { ...headers, ...auth }, body: new Uint8Array(payload) });
    }
    const follow = async (statusUrl: string) => (await fetch(`${base}${statusUrl}`, { headers: auth })).json();
    /** The source's state once it has left `processing`. */
    async function finalState(statusUrl: string) {
      await expect.poll(async () => (await follow(statusUrl)).status, { timeout: 120_000, interval: 200 }).not.toBe('processing');
      return follow(statusUrl);
    }

    it('a file: 202 with the source processing and where to follow it, then ready with its sections', { timeout: 180_000 }, async () => {
      const response = await upload('gondola-manual.md', largeMarkdown(512 * 1024));
      expect(response.status).toBe(202);
      const body = await response.json();
      expect(body.source).toMatchObject({ kind: 'file', location: 'gondola-manual.md', status: 'processing', section_count: 0 });
      expect(body.status_url).toBe(`/api/organisations/${ORGANISATION}/sources/${body.source.id}`);
      expect(response.headers.get('location')).toBe(body.status_url);
      const done = await finalState(body.status_url);
      expect(done).toMatchObject({ id: body.source.id, status: 'ready', error: null });
      expect(done.section_count).toBeGreaterThan(100);
      // The list shows the same row.
      const listed = (await (await fetch(sourcesUrl(), { headers: auth })).json()) as { id: string; status: string }[];
      expect(listed.find((source) => source.id === body.source.id)).toMatchObject({ status: 'ready' });
    });

    it('a file that cannot be read: failed, with the reason', { timeout: 60_000 }, async () => {
      const response = await upload('blank.md', '   \n\n   \n');
      expect(response.status).toBe(202);
      const { status_url: statusUrl } = await response.json();
      expect(await finalState(statusUrl)).toMatchObject({ status: 'failed', section_count: 0, error: 'blank.md has no text to read' });
    });

    it('a URL: 202, then ready; a refused address is still a 422 at once', { timeout: 60_000 }, async () => {
      const response = await fetch(sourcesUrl(), { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ url: pageUrl }) });
      expect(response.status).toBe(202);
      const { status_url: statusUrl } = await response.json();
      expect(await finalState(statusUrl)).toMatchObject({ kind: 'url', location: pageUrl, status: 'ready', section_count: 1 });
      const refused = await fetch(sourcesUrl(), { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ url: 'ftp://example.com/x' }) });
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.status).toBeLessThan(500);
    });

    it('pasted text is still answered when stored (201 with its results)', async () => {
      const response = await fetch(sourcesUrl(), {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Lockers', text: 'Lockers\n\nLockers at the base station cost $5 a day.' }),
      });
      expect(response.status).toBe(201);
      expect((await response.json()).results[0]).toMatchObject({ location: expect.any(String), status: 'created' });
    });

    it('a source whose worker stopped renewing it (a restart, kill -9) reads as failed, never processing forever', async () => {
      const response = await upload('interrupted.md', '# Interrupted\n\nThis upload was cut short by a restart.\n');
      const { source } = await response.json();
      await finalState(`/api/organisations/${ORGANISATION}/sources/${source.id}`);
      // As a killed process leaves it: processing, last renewed longer ago than a worker ever waits.
      const lastRenewed = Date.now() - STALE_PROCESSING_MS - 1000;
      await harness.store.db.update(sources).set({ status: 'processing', updatedAt: lastRenewed }).where(eq(sources.id, source.id));
      // A row another instance is still renewing is left alone.
      await upload('still-working.md', '# Still working\n\nAnother instance is reading this one.\n');
      await harness.store.db
        .update(sources)
        .set({ status: 'processing', updatedAt: Date.now() })
        .where(and(eq(sources.organisationId, ORGANISATION), eq(sources.location, 'still-working.md')));
      expect(await follow(`/api/organisations/${ORGANISATION}/sources/${source.id}`)).toMatchObject({ status: 'failed', error: INTERRUPTED });
      const listed = (await (await fetch(sourcesUrl(), { headers: auth })).json()) as { location: string; status: string }[];
      expect(listed.find((row) => row.location === 'still-working.md')).toMatchObject({ status: 'processing' });
    });
  },
  { env: { INGEST_REPLY_WITHIN_MS: '0', KORERO_ALLOW_PRIVATE_FETCH: 'true' } },
);
