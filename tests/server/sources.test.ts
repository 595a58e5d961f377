// The operator's knowledge API: an organisation's sources listed, added (URL, pasted text, Q&A
// pairs, uploaded files) and removed with its operator key, and answers citing what was added.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAnswerEngine } from '../../server/answer/index.ts';
import { buildApp } from '../../server/app.ts';
import { insertOrganisation } from '../../server/store/organisations-repository.ts';
import { minimalPdf } from '../knowledge/helpers/minimal-pdf.ts';
import { giveApiKey } from './helpers/api-keys.ts';
import { chatPayload, describeEachStore, operatorHeaders, postChat, testConfig } from './helpers/api-harness.ts';
import { multipartBody, type FormPart } from './helpers/multipart-body.ts';

const ACME_KEY = 'acme-operator-key-0123456789';
const OTHER_KEY = 'other-operator-key-0123456789';

const RETURNS_TEXT = `Returns policy

Unworn boots can be returned within 30 days of purchase for a full refund. Bring the receipt to any store.

Repairs

We resole hiking boots in our Wellington workshop; a resole takes about two weeks.`;

let site: Server;
let siteUrl: string;
/** /notices answers 503 while this is set, as a site that is down. */
let noticesDown = false;

beforeAll(async () => {
  site = createServer((request, response) => {
    if (request.url === '/notices') {
      response.writeHead(noticesDown ? 503 : 200, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<html><head><title>Acme notices</title></head><body><main><h1>Notices</h1><p>The Nelson store is closed on public holidays.</p></main></body></html>');
      return;
    }
    response.writeHead(request.url === '/' ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<html><head><title>Acme delivery</title></head><body><main><h1>Delivery</h1><h2>Shipping times</h2><p>Parcels to the South Island arrive within four working days.</p></main></body></html>');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
});

afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

describeEachStore('operator knowledge API', (harness) => {
  const acme = randomUUID();
  const other = randomUUID();
  // The harness answers with a fake engine and refuses private fetches (the default); this app
  // shares its store but answers with the real extractive engine and may fetch the local site.
  let answering: FastifyInstance;

  beforeAll(async () => {
    await insertOrganisation(harness.store.db, { id: acme, name: 'Acme Outdoor' });
    await insertOrganisation(harness.store.db, { id: other, name: 'Other Ltd' });
    await giveApiKey(harness.store.db, acme, ACME_KEY);
    await giveApiKey(harness.store.db, other, OTHER_KEY);
    const config = testConfig({ KORERO_ALLOW_PRIVATE_FETCH: 'true' });
    answering = await buildApp({ config, store: harness.store, engine: await createAnswerEngine(config.answer, harness.store), logger: false });
    await answering.ready();
  });
  afterAll(async () => {
    await answering?.close();
  });

  const sourcesUrl = (organisationId: string = acme) => `/api/organisations/${organisationId}/sources`;
  const postSource = (body: unknown, key = ACME_KEY, app = harness.app, organisationId: string = acme) =>
    app.inject({ method: 'POST', url: sourcesUrl(organisationId), headers: operatorHeaders(key), payload: body as object });
  const upload = (parts: FormPart[], key = ACME_KEY) => {
    const { payload, headers } = multipartBody(parts);
    return harness.app.inject({ method: 'POST', url: sourcesUrl(), headers: { ...operatorHeaders(key), ...headers }, payload });
  };
  const listAcme = async () => (await harness.app.inject({ method: 'GET', url: sourcesUrl(), headers: operatorHeaders(ACME_KEY) })).json();
  const ask = async (message: string) => {
    const [, answer] = (await postChat(answering, chatPayload({ organisation_id: acme, message }))).json();
    return answer as { message: string; citations: { name: string; url: string }[] };
  };

  it('needs the organisation’s own operator key: 401 without one, 403 for a wrong or another’s key, 404 for no organisation', async () => {
    const none = await harness.app.inject({ method: 'GET', url: sourcesUrl() });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    expect(none.json().message).toMatch(/Authorization: Bearer/);
    for (const key of ['wrong-key-00000000000', OTHER_KEY]) {
      expect((await harness.app.inject({ method: 'GET', url: sourcesUrl(), headers: operatorHeaders(key) })).statusCode).toBe(403);
      expect((await postSource({ text: 'Sneaky', name: 'Sneaky' }, key)).statusCode).toBe(403);
      expect((await harness.app.inject({ method: 'DELETE', url: `${sourcesUrl()}/${randomUUID()}`, headers: operatorHeaders(key) })).statusCode).toBe(403);
    }
    expect((await harness.app.inject({ method: 'GET', url: sourcesUrl('no-such-organisation'), headers: operatorHeaders(ACME_KEY) })).statusCode).toBe(404);
    expect(await listAcme()).toEqual([]);
  });

  it('pasted text becomes a source the assistant answers from, citing it; the same text again is unchanged', async () => {
    const body = { text: RETURNS_TEXT, name: 'Acme returns', public_url: 'https://acme.example/returns' };
    const created = await postSource(body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ results: [{ source_id: expect.any(String), location: 'text:Acme returns', status: 'created', section_count: 2 }] });

    const answer = await ask('How many days do I have to return boots?');
    expect(answer.message).toContain('30 days');
    expect(answer.citations).toContainEqual({ name: 'Acme returns — Returns policy', url: 'https://acme.example/returns#returns-policy' });

    const again = await postSource(body);
    expect(again.statusCode).toBe(200);
    expect(again.json().results[0]).toMatchObject({ source_id: created.json().results[0].source_id, status: 'unchanged' });
    const [listed] = (await listAcme()).filter((source: { name: string }) => source.name === 'Acme returns');
    expect(listed).toEqual({
      id: created.json().results[0].source_id,
      kind: 'text',
      name: 'Acme returns',
      location: 'text:Acme returns',
      public_url: 'https://acme.example/returns',
      status: 'ready',
      section_count: 2,
      error: null,
      updated_at: expect.any(Number),
    });
  });

  it('question-and-answer pairs become one section per question', async () => {
    const response = await postSource({
      name: 'Acme FAQ',
      questions: [
        { question: 'Do you ship overseas?', answer: 'Yes, we ship to Australia and the Pacific Islands.' },
        { question: 'Can I pay by invoice?', answer: 'Businesses can pay by invoice on 20-day terms.' },
      ],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().results[0]).toMatchObject({ location: 'qa:Acme FAQ', status: 'created', section_count: 2 });
    const answer = await ask('Can a business pay by invoice?');
    expect(answer.message).toContain('20-day terms');
    expect(answer.citations.map((citation) => citation.name)).toContain('Acme FAQ — Can I pay by invoice?');
  });

  it('uploads a Markdown file and a PDF as multipart/form-data', async () => {
    const markdown = '# Tent hire\n\n## Prices\n\nA two-person tent costs 25 dollars a night to hire.\n';
    const response = await upload([
      { name: 'name', value: 'Tent hire' },
      { name: 'file', fileName: 'tent-hire.md', contentType: 'text/markdown', value: markdown },
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json().results[0]).toMatchObject({ location: 'tent-hire.md', status: 'created', section_count: expect.any(Number) });
    expect((await upload([{ name: 'file', fileName: 'tent-hire.md', value: markdown }])).json().results[0].status).not.toBe('created');

    const pdf = minimalPdf([['Opening hours.', 'The Wellington store opens at 8 am on Saturdays.']], 'Store hours');
    const pdfResponse = await upload([{ name: 'file', fileName: 'store-hours.pdf', contentType: 'application/pdf', value: pdf }]);
    expect(pdfResponse.statusCode).toBe(201);
    expect(pdfResponse.json().results[0]).toMatchObject({ location: 'store-hours.pdf', section_count: 1 });
    expect((await ask('When does the Wellington store open on Saturdays?')).message).toContain('8 am');
  });

  it('refuses a URL on a private address by default with the reason; allowed, it reads the page', async () => {
    const refused = await postSource({ url: siteUrl });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ field: 'url', message: expect.stringMatching(/not a public address/) });

    const missing = await postSource({ url: `${siteUrl}missing` }, ACME_KEY, answering);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toMatch(/HTTP 404/);

    const read = await postSource({ url: siteUrl, crawl: true, max_pages: 5 }, ACME_KEY, answering);
    expect(read.statusCode).toBe(201);
    expect(read.json().results).toEqual([expect.objectContaining({ location: siteUrl, status: 'created' })]);
    expect((await ask('How long does a parcel to the South Island take?')).citations[0].url).toMatch(new RegExp(`^${siteUrl}#`));
  });

  it('keeps a stored page that can no longer be read, marked failed with the reason, until it reads again', async () => {
    const notices = `${siteUrl}notices`;
    const noticesRow = async () => (await listAcme()).find((row: { location: string }) => row.location === notices);
    expect((await postSource({ url: notices }, ACME_KEY, answering)).statusCode).toBe(201);
    expect(await noticesRow()).toMatchObject({ status: 'ready', error: null, section_count: 1 });

    noticesDown = true;
    try {
      const failed = await postSource({ url: `${notices}#again` }, ACME_KEY, answering);
      expect(failed.statusCode).toBe(422);
      expect(failed.json().message).toMatch(/HTTP 503/);
      expect(await noticesRow()).toMatchObject({ status: 'failed', error: expect.stringMatching(/HTTP 503/), section_count: 1 });
      // What it said last is still what the assistant answers from.
      expect((await ask('Is the Nelson store open on public holidays?')).citations.map((citation) => citation.url)).toContainEqual(expect.stringMatching(/\/notices/));
    } finally {
      noticesDown = false;
    }
    const again = await postSource({ url: notices }, ACME_KEY, answering);
    expect(again.statusCode).toBe(200);
    expect(again.json().results).toEqual([expect.objectContaining({ location: notices, status: 'updated' })]);
    expect(await noticesRow()).toMatchObject({ status: 'ready', error: null, section_count: 1 });
  });

  it('refuses bad input with a 4xx that says what to fix, storing nothing', async () => {
    const before = await listAcme();
    const cases: [unknown, number, RegExp][] = [
      [{ text: 'Some text', name: 'Two kinds', url: 'https://acme.example/' }, 400, /one kind of source/],
      [{ text: '   ', name: 'Blank' }, 422, /"text" is empty/],
      [{ text: 'Some text' }, 400, /"name" is required/],
      [{ text: 'Some text', name: 'Extra', colour: 'red' }, 400, /Unknown field "colour"/],
      [{ text: 'Some text', name: 'Crawl text', crawl: true }, 400, /Unknown field "crawl"/],
      [{ name: 'Nothing' }, 400, /one of "url", "text" or "questions"/],
      [{ questions: [], name: 'Empty FAQ' }, 422, /"questions" is empty/],
      [{ questions: [{ question: 'Why?', answer: ' ' }], name: 'Blank answer' }, 422, /questions\[0\]\.answer/],
      [{ url: 'ftp://acme.example/file' }, 422, /http\(s\) URL/],
      [{ url: 'https://acme.example/', crawl: true, max_pages: 5000 }, 422, /"max_pages" must be between 1 and 200/],
      [{ text: 'x'.repeat(1_100_000), name: 'Huge' }, 413, /larger than 1 MB/],
    ];
    for (const [body, status, message] of cases) {
      const response = await postSource(body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(response.json().message).toMatch(message);
    }
    const wrongType = await harness.app.inject({
      method: 'POST',
      url: sourcesUrl(),
      headers: { ...operatorHeaders(ACME_KEY), 'content-type': 'application/xml' },
      payload: '<text/>',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().message).toMatch(/multipart\/form-data/);

    const uploads: [FormPart[], number, RegExp][] = [
      [[{ name: 'file', fileName: 'photo.png', contentType: 'image/png', value: 'not really' }], 415, /\.md, .*\.pdf/],
      [[{ name: 'file', fileName: 'huge.txt', value: new Uint8Array(21 * 1024 * 1024).fill(65) }], 413, /larger than 20 MB/],
      [[{ name: 'file', fileName: 'broken.pdf', value: '%PDF-1.4 not a pdf' }], 422, /could not be read/],
      [[{ name: 'file', fileName: 'empty.md', value: '' }], 422, /empty/],
      [[{ name: 'document', fileName: 'a.md', value: '# A' }], 400, /Unknown field "document"/],
      [[{ name: 'name', value: 'No file' }], 400, /"file" field/],
    ];
    for (const [parts, status, message] of uploads) {
      const response = await upload(parts);
      expect(response.statusCode, parts[0].fileName).toBe(status);
      expect(response.json().message).toMatch(message);
    }
    expect(await listAcme()).toEqual(before);
  });

  it('deletes a source with its sections, so answers no longer cite it', async () => {
    const created = await postSource({ text: 'Kayak lessons\n\nKayak lessons run every Sunday at Oriental Bay.', name: 'Kayak lessons' });
    const sourceId = created.json().results[0].source_id;
    expect((await ask('When do kayak lessons run?')).message).toContain('Sunday');

    expect((await harness.app.inject({ method: 'DELETE', url: `${sourcesUrl(other)}/${sourceId}`, headers: operatorHeaders(OTHER_KEY) })).statusCode).toBe(404);
    const deleted = await harness.app.inject({ method: 'DELETE', url: `${sourcesUrl()}/${sourceId}`, headers: operatorHeaders(ACME_KEY) });
    expect(deleted.statusCode).toBe(204);
    expect((await listAcme()).map((source: { id: string }) => source.id)).not.toContain(sourceId);
    const answer = await ask('When do kayak lessons run?');
    expect(answer.message).not.toContain('Sunday');
    expect(answer.citations.map((citation) => citation.name)).not.toContain('Kayak lessons');
    for (const id of [sourceId, 'not-a-uuid']) {
      expect((await harness.app.inject({ method: 'DELETE', url: `${sourcesUrl()}/${id}`, headers: operatorHeaders(ACME_KEY) })).statusCode).toBe(404);
    }
  });

  it('keeps each organisation’s sources to itself', async () => {
    await postSource({ text: 'Staff discount\n\nStaff get 40 percent off everything.', name: 'Other secrets' }, OTHER_KEY, harness.app, other);
    const otherSources = (await harness.app.inject({ method: 'GET', url: sourcesUrl(other), headers: operatorHeaders(OTHER_KEY) })).json();
    expect(otherSources.map((source: { name: string }) => source.name)).toEqual(['Other secrets']);
    expect((await listAcme()).map((source: { name: string }) => source.name)).not.toContain('Other secrets');
    const answer = await ask('What discount do staff get?');
    expect(answer.message).not.toContain('40 percent');
    expect(answer.citations.map((citation) => citation.name)).not.toContain('Other secrets — Staff discount');
  });
});
