// The knowledge API as the console uses it (issue 13): a member's session (cookie + CSRF token) as
// well as API keys; agents read, owners write (403 for an agent's write); a URL source re-indexed
// while the server runs; an unanswered question answered by the team, which the next visitor gets.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAnswerEngine } from '../../server/answer/index.ts';
import { buildApp } from '../../server/app.ts';
import { insertOrganisation } from '../../server/store/organisations-repository.ts';
import { giveApiKey } from './helpers/api-keys.ts';
import { chatPayload, describeEachStore, operatorHeaders, postChat, testConfig, TEST_OWNER_PASSWORD } from './helpers/api-harness.ts';
import { acceptInvitation, consoleClient, invitationToken, signIn, type ConsoleClient } from './helpers/console-client.ts';
import { multipartBody } from './helpers/multipart-body.ts';
import { SESSION_COOKIE } from '../../server/plugins/sessions.ts';

const QUEENSTOWN = 'queenstown-adventures';
const OWNER = 'demo@korero.local';
const ACME_KEY = 'acme-console-key-0123456789';

let site: Server;
let siteUrl: string;
/** What the local site's page says now: re-indexing must pick up a change. */
let pageText = 'Parcels to the South Island arrive within four working days.';

beforeAll(async () => {
  site = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<html><head><title>Acme delivery</title></head><body><main><h1>Delivery</h1><h2>Shipping times</h2><p>${pageText}</p></main></body></html>`);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

describeEachStore('knowledge in the console', (harness) => {
  const acme = randomUUID();
  // The real extractive engine, allowed to fetch the local site, on the harness's store.
  let answering: FastifyInstance;
  let owner: ConsoleClient;
  let agent: ConsoleClient;

  beforeAll(async () => {
    await insertOrganisation(harness.store.db, { id: acme, name: 'Acme Outdoor' });
    await giveApiKey(harness.store.db, acme, ACME_KEY);
    const config = testConfig({ KORERO_ALLOW_PRIVATE_FETCH: 'true' });
    answering = await buildApp({ config, store: harness.store, engine: await createAnswerEngine(config.answer, harness.store), logger: false });
    await answering.ready();
    owner = consoleClient(harness.app, await signIn(harness.app, QUEENSTOWN, OWNER, TEST_OWNER_PASSWORD));
    const invited = await owner.request({ method: 'POST', url: `/api/organisations/${QUEENSTOWN}/invitations`, payload: { email: 'kiri@example.com', role: 'agent' } });
    agent = consoleClient(harness.app, await acceptInvitation(harness.app, invitationToken((invited.json() as { url: string }).url), 'Kiri Agent', 'agent-password-0123'));
  });
  afterAll(async () => {
    await answering?.close();
  });

  const queenstown = (path: string) => `/api/organisations/${QUEENSTOWN}${path}`;
  const acmeUrl = (path: string) => `/api/organisations/${acme}${path}`;
  const withKey = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    answering.inject({ method, url, headers: operatorHeaders(ACME_KEY), ...(payload ? { payload } : {}) });
  const ask = async (message: string, organisationId = acme) => {
    const [, answer] = (await postChat(answering, chatPayload({ organisation_id: organisationId, message }))).json();
    return answer as { message: string };
  };

  it('an owner signed in to the console adds, lists and deletes sources and synonyms with the session and its CSRF token', async () => {
    const added = await owner.request({ method: 'POST', url: queenstown('/sources'), payload: { name: 'Console FAQ', questions: [{ question: 'Do you hire GoPros?', answer: 'GoPro cameras can be hired at the front desk.' }] } });
    expect(added.statusCode).toBe(201);
    const sourceId = (added.json() as { results: { source_id: string }[] }).results[0].source_id;
    const listed = (await owner.request({ method: 'GET', url: queenstown('/sources') })).json() as { id: string; name: string; section_count: number }[];
    expect(listed).toContainEqual(expect.objectContaining({ id: sourceId, name: 'Console FAQ', section_count: 1 }));

    // Without its CSRF token the same write is refused.
    const forged = await owner.request({ method: 'DELETE', url: queenstown(`/sources/${sourceId}`), csrf: false });
    expect(forged.statusCode).toBe(403);
    expect((await owner.request({ method: 'DELETE', url: queenstown(`/sources/${sourceId}`) })).statusCode).toBe(204);

    const group = await owner.request({ method: 'POST', url: queenstown('/synonyms'), payload: { words: ['GoPro', 'action camera'] } });
    expect(group.statusCode).toBe(201);
    const groupId = (group.json() as { id: string }).id;
    expect((await owner.request({ method: 'DELETE', url: queenstown(`/synonyms/${groupId}`) })).statusCode).toBe(204);
  });

  it('an owner uploads a file with the session (multipart, CSRF token in its header); an agent’s upload is 403', async () => {
    const upload = (client: ConsoleClient) => {
      const { payload, headers } = multipartBody([
        { name: 'name', value: 'Kayak hire' },
        { name: 'file', value: '# Kayak hire\n\n## Prices\n\nA double kayak costs 60 dollars for two hours.\n', fileName: 'kayaks.md', contentType: 'text/markdown' },
      ]);
      return harness.app.inject({ method: 'POST', url: queenstown('/sources'), headers: { ...headers, 'x-csrf-token': client.csrfToken }, cookies: { [SESSION_COOKIE]: client.cookie }, payload });
    };
    expect((await upload(agent)).statusCode).toBe(403);
    const uploaded = await upload(owner);
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json()).toEqual({ results: [expect.objectContaining({ location: 'kayaks.md', status: 'created' })] });
    const sourceId = (uploaded.json() as { results: { source_id: string }[] }).results[0].source_id;
    expect((await owner.request({ method: 'DELETE', url: queenstown(`/sources/${sourceId}`) })).statusCode).toBe(204);
  });

  it('an agent reads the knowledge but every write is 403, and nothing changes', async () => {
    const before = (await agent.request({ method: 'GET', url: queenstown('/sources') })).json() as { id: string }[];
    expect(before.length).toBeGreaterThan(0);
    expect((await agent.request({ method: 'GET', url: queenstown('/synonyms') })).statusCode).toBe(200);
    expect((await agent.request({ method: 'GET', url: queenstown('/unanswered') })).statusCode).toBe(200);
    const writes = [
      { method: 'POST' as const, url: queenstown('/sources'), payload: { text: 'Agents write here', name: 'Agent notes' } },
      { method: 'DELETE' as const, url: queenstown(`/sources/${before[0].id}`) },
      { method: 'POST' as const, url: queenstown(`/sources/${before[0].id}/reindex`) },
      { method: 'POST' as const, url: queenstown('/synonyms'), payload: { words: ['kayak', 'canoe'] } },
      { method: 'POST' as const, url: queenstown(`/unanswered/${randomUUID()}/answer`), payload: { answer: 'No.' } },
    ];
    for (const write of writes) {
      const refused = await agent.request(write);
      expect(refused.statusCode, `${write.method} ${write.url}`).toBe(403);
      expect(refused.json()).toMatchObject({ error: 'Forbidden', message: 'Only an owner of the organisation may do this' });
    }
    const after = (await agent.request({ method: 'GET', url: queenstown('/sources') })).json();
    expect(after).toEqual(before);
  });

  it('re-indexes a URL source while the server runs: the page’s new text is answered at once', async () => {
    // (The site is shared by both back-ends' runs.)
    pageText = 'Parcels to the South Island arrive within four working days.';
    const added = await withKey('POST', acmeUrl('/sources'), { url: siteUrl });
    expect(added.statusCode).toBe(201);
    const sourceId = (added.json() as { results: { source_id: string }[] }).results[0].source_id;
    expect((await ask('How long do parcels to the South Island take?')).message).toContain('four working days');

    pageText = 'Parcels to the South Island arrive within two working days.';
    const reindexed = await withKey('POST', acmeUrl(`/sources/${sourceId}/reindex`));
    expect(reindexed.statusCode).toBe(200);
    expect(reindexed.json()).toEqual({ results: [expect.objectContaining({ source_id: sourceId, status: 'updated', section_count: expect.any(Number) })] });
    expect((await ask('How long do parcels to the South Island take?')).message).toContain('two working days');
  });

  it('refuses to re-index pasted text (409), an unknown source (404) and a malformed id (404)', async () => {
    const pasted = await withKey('POST', acmeUrl('/sources'), { text: 'Tents cost 25 dollars a night.', name: 'Tent hire' });
    const sourceId = (pasted.json() as { results: { source_id: string }[] }).results[0].source_id;
    const conflict = await withKey('POST', acmeUrl(`/sources/${sourceId}/reindex`));
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({ field: 'sourceId', message: expect.stringContaining('paste or upload it again') });
    expect((await withKey('POST', acmeUrl(`/sources/${randomUUID()}/reindex`))).statusCode).toBe(404);
    expect((await withKey('POST', acmeUrl('/sources/not-a-uuid/reindex'))).statusCode).toBe(404);
    // Another organisation's source is not found, not re-indexed.
    expect((await owner.request({ method: 'POST', url: queenstown(`/sources/${sourceId}/reindex`) })).statusCode).toBe(404);
  });

  it('answers an unanswered question: a question-and-answer source, the question leaves the list, the next visitor gets the answer', async () => {
    const question = 'Can I bring my llama on the jet boat?';
    expect((await ask(question)).message).not.toContain('llamas');
    const page = (await withKey('GET', acmeUrl('/unanswered'))).json() as { questions: { id: string; question: string }[] };
    const recorded = page.questions.find((entry) => entry.question === question);
    expect(recorded).toBeDefined();

    const empty = await withKey('POST', acmeUrl(`/unanswered/${recorded!.id}/answer`), { answer: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ field: 'answer' });
    const answered = await withKey('POST', acmeUrl(`/unanswered/${recorded!.id}/answer`), { answer: 'Sorry, llamas cannot ride the jet boat; they may wait at the jetty.' });
    expect(answered.statusCode).toBe(201);
    expect(answered.json()).toEqual({ results: [{ source_id: expect.any(String), location: `qa:answer:${recorded!.id}`, status: 'created', section_count: 1 }] });

    const sources = (await withKey('GET', acmeUrl('/sources'))).json() as { name: string }[];
    expect(sources.map((source) => source.name)).toContain(`Answer: ${question}`);
    const after = (await withKey('GET', acmeUrl('/unanswered'))).json() as { questions: { question: string }[] };
    expect(after.questions.map((entry) => entry.question)).not.toContain(question);
    expect((await ask(question)).message).toContain('llamas cannot ride the jet boat');

    // Answered once: the same id is gone (404), and another organisation's owner cannot reach it.
    expect((await withKey('POST', acmeUrl(`/unanswered/${recorded!.id}/answer`), { answer: 'Again' })).statusCode).toBe(404);
    expect((await withKey('POST', acmeUrl('/unanswered/not-a-uuid/answer'), { answer: 'x' })).statusCode).toBe(404);
  });

  it('keeps another organisation’s question out of reach', async () => {
    await ask('Do you sell gift cards for unicorn rides?');
    const page = (await withKey('GET', acmeUrl('/unanswered'))).json() as { questions: { id: string }[] };
    const refused = await owner.request({ method: 'POST', url: queenstown(`/unanswered/${page.questions[0].id}/answer`), payload: { answer: 'Yes' } });
    expect(refused.statusCode).toBe(404);
  });
});
