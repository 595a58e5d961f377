// The console's live inbox (issue 13): GET /organisations/:id/inbox (search, filters, keyset
// paging past 100, unread markers per member, the count waiting for a person), POST
// /conversations/:id/read, and the live stream GET /organisations/:id/events fed by the database's
// NOTIFY (PGlite's own in process, LISTEN on PostgreSQL), never carrying another organisation's events.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { InboxChange, InboxPage } from '../../src/contract/inbox.ts';
import { contacts, conversations, memberSessions, messages } from '../../server/store/schema.ts';
import { hashSessionId } from '../../server/team/session-store.ts';
import { giveApiKey } from './helpers/api-keys.ts';
import { chatPayload, describeEachStore, operatorHeaders, postChat, TEST_OWNER_PASSWORD } from './helpers/api-harness.ts';
import { acceptInvitation, consoleClient, invitationToken, signIn, type ConsoleClient } from './helpers/console-client.ts';
import { readEventStream, type StreamEvent } from './helpers/event-stream.ts';
import { SESSION_COOKIE } from '../../server/plugins/sessions.ts';

const ORGANISATION = 'queenstown-adventures';
const OTHER = 'harbourside-dental';
const OWNER = 'demo@korero.local';

describeEachStore('live inbox', (harness) => {
  let owner: ConsoleClient;
  let origin = '';
  beforeAll(async () => {
    owner = consoleClient(harness.app, await signIn(harness.app, ORGANISATION, OWNER, TEST_OWNER_PASSWORD));
    await harness.app.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${(harness.app.server.address() as AddressInfo).port}`;
  });

  const inbox = async (query: string, headers: Record<string, string> = operatorHeaders(), organisationId = ORGANISATION) => {
    const response = await harness.app.inject({ method: 'GET', url: `/api/organisations/${organisationId}/inbox${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as InboxPage;
  };
  const asOwner = async (query: string) => {
    const response = await owner.request({ method: 'GET', url: `/api/organisations/${ORGANISATION}/inbox${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as InboxPage;
  };
  const ids = (page: InboxPage) => page.conversations.map((conversation) => conversation.id);

  async function visitorSays(message: string, conversationId = '', organisationId = ORGANISATION) {
    const response = await postChat(harness.app, chatPayload({ message, conversation_id: conversationId, organisation_id: organisationId }));
    expect(response.statusCode, response.body).toBe(200);
    const [first] = response.json() as Array<{ conversation_id: string; user_id: string }>;
    return first;
  }

  it('finds conversations by the contact\'s name, email or phone and by message text, literally', async () => {
    const byText = await visitorSays('Do you rent zorbfloat boards?');
    const byContact = await visitorSays('Hello there');
    await harness.app.inject({ method: 'PUT', url: '/api/contacts', payload: { id: byContact.user_id, name: 'Wiremu Kingi', email: 'wiremu@example.org', phone: '+64 21 555 0199' } });

    expect(ids(await inbox('?q=ZORBFLOAT'))).toEqual([byText.conversation_id]);
    expect(ids(await inbox('?q=wiremu%20king'))).toEqual([byContact.conversation_id]);
    expect(ids(await inbox('?q=wiremu%40example'))).toEqual([byContact.conversation_id]);
    expect(ids(await inbox('?q=555%200199'))).toEqual([byContact.conversation_id]);
    // Has contact details: the one who left them, not the one who only wrote.
    const withContact = ids(await inbox('?filter=with_contact'));
    expect(withContact).toContain(byContact.conversation_id);
    expect(withContact).not.toContain(byText.conversation_id);
    // % and _ are the visitor's characters, not wildcards.
    expect(ids(await inbox('?q=zorb%25boards'))).toEqual([]);
    // Another organisation's inbox never finds them.
    const otherKey = 'harbourside-inbox-key-0123456789';
    await giveApiKey(harness.store.db, OTHER, otherKey);
    expect(ids(await inbox('?q=zorbfloat', operatorHeaders(otherKey), OTHER))).toEqual([]);
  });

  it('the older conversations list searches with q as the inbox does, and never across organisations', async () => {
    const found = await visitorSays('Do you rent wetsuits? takahe-search');
    await visitorSays('Do you rent helmets? (not the one)');
    const list = async (query: string, key?: string, organisationId = ORGANISATION) => {
      const response = await harness.app.inject({ url: `/api/organisations/${organisationId}/conversations${query}`, headers: operatorHeaders(key) });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as Array<{ id: string }>).map((conversation) => conversation.id);
    };
    expect(await list('?q=takahe-search')).toEqual([found.conversation_id]);
    expect(await list('?q=TAKAHE')).toEqual(ids(await inbox('?q=TAKAHE')));
    expect(await list('?q=takahe%25search')).toEqual([]);
    expect(await list('?q=takahe-search&wants_human=true')).toEqual([]);
    expect((await list('')).length).toBeGreaterThan(1);
    const otherKey = 'harbourside-list-key-0123456789';
    await giveApiKey(harness.store.db, OTHER, otherKey);
    expect(await list('?q=takahe-search', otherKey, OTHER)).toEqual([]);
    const tooLong = await harness.app.inject({ url: `/api/organisations/${ORGANISATION}/conversations?q=${'a'.repeat(201)}`, headers: operatorHeaders() });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ field: 'q' });
  });

  it('cards carry the last message, the contact, the referrer and who has the conversation', async () => {
    const started = await visitorSays('Where do I park for the canyon swing?');
    const page = await inbox('?q=canyon%20swing');
    expect(page.conversations).toEqual([
      expect.objectContaining({
        id: started.conversation_id,
        last_message: { message: expect.any(String), creator: 'AGENT' },
        referrer: 'http://localhost:3000/',
        answering_name: null,
        unread: false,
      }),
    ]);
    await owner.request({ method: 'POST', url: `/api/conversations/${started.conversation_id}/takeover` });
    const [taken] = (await inbox('?q=canyon%20swing')).conversations;
    expect(taken).toMatchObject({ ai_paused: true, answering_name: expect.any(String) });
  });

  it("keeps the visitor's IANA time zone for their local time, the latest one they wrote from, and refuses one that is not a zone", async () => {
    const first = await postChat(harness.app, chatPayload({ message: 'Time zone: when do you open?', time_zone: 'Europe/Berlin' }));
    expect(first.statusCode, first.body).toBe(200);
    const conversationId = (first.json() as Array<{ conversation_id: string }>)[0].conversation_id;
    const card = async () => (await inbox('?q=Time%20zone%3A')).conversations.find((each) => each.id === conversationId);
    expect(await card()).toMatchObject({ time_zone: 'Europe/Berlin' });
    // A message without one keeps it; a team member's zone is not the visitor's.
    await visitorSays('Time zone: and when do you close?', conversationId);
    const team = await postChat(harness.app, chatPayload({ message: 'We close at five.', conversation_id: conversationId, creator: 'USER', time_zone: 'Asia/Tokyo' }), operatorHeaders());
    expect(team.statusCode, team.body).toBe(200);
    expect(await card()).toMatchObject({ time_zone: 'Europe/Berlin' });
    // Written from elsewhere (an alias is stored as Intl's canonical name).
    const moved = await postChat(harness.app, chatPayload({ message: 'Time zone: back home now', conversation_id: conversationId, time_zone: 'utc' }));
    expect(moved.statusCode, moved.body).toBe(200);
    const before = await card();
    expect(before).toMatchObject({ time_zone: 'UTC' });
    for (const zone of ['Mars/Olympus_Mons', '+05:00', 'Europe/Berlin; drop table', '', 'A'.repeat(200)]) {
      const refused = await postChat(harness.app, chatPayload({ message: 'Time zone: refused', conversation_id: conversationId, time_zone: zone }));
      expect(refused.statusCode, zone).toBe(422);
      expect(refused.json()).toMatchObject({ field: 'time_zone', message: expect.stringContaining('IANA time zone') });
    }
    // Nothing of a refused send was stored.
    expect(await card()).toEqual(before);
  });

  it('filters: wants a person, mine (taken over by me), unanswered; and counts those waiting for a person', async () => {
    const before = (await inbox('')).waiting_count;
    const wants = await visitorSays('Can I talk to a human please? (filters)');
    expect((await inbox('')).waiting_count).toBe(before + 1);
    expect(ids(await inbox('?filter=wants_person&q=(filters)'))).toEqual([wants.conversation_id]);

    const mine = await visitorSays('Mine: what time do you open?');
    const keys = await visitorSays('Theirs: what time do you close?');
    expect((await owner.request({ method: 'POST', url: `/api/conversations/${mine.conversation_id}/takeover` })).statusCode).toBe(200);
    await harness.app.inject({ method: 'POST', url: `/api/conversations/${keys.conversation_id}/takeover`, headers: operatorHeaders() });
    expect(ids(await asOwner('?filter=mine'))).toContain(mine.conversation_id);
    expect(ids(await asOwner('?filter=mine'))).not.toContain(keys.conversation_id);

    // The AI is paused: the visitor's next message waits for a person, so it is unanswered.
    await visitorSays('Mine: hello? anyone?', mine.conversation_id);
    const unanswered = ids(await inbox('?filter=unanswered'));
    expect(unanswered).toContain(mine.conversation_id);
    expect(unanswered).not.toContain(keys.conversation_id);
    await owner.request({ method: 'POST', url: '/api/chat', payload: chatPayload({ creator: 'USER', conversation_id: mine.conversation_id, message: 'Sam here, we open at 8' }) });
    expect(ids(await inbox('?filter=unanswered'))).not.toContain(mine.conversation_id);

    // Taken over: the AI is paused for both, and for no conversation nobody took.
    const paused = ids(await inbox('?filter=ai_paused'));
    expect(paused).toEqual(expect.arrayContaining([mine.conversation_id, keys.conversation_id]));
    expect(paused).not.toContain(wants.conversation_id);

    // Handed back, it is nobody's.
    await owner.request({ method: 'POST', url: `/api/conversations/${mine.conversation_id}/handback` });
    expect(ids(await asOwner('?filter=mine'))).not.toContain(mine.conversation_id);
    expect(ids(await inbox('?filter=ai_paused'))).not.toContain(mine.conversation_id);
  });

  it('refuses bad queries with a 400 that names the parameter, and "mine" for an API key', async () => {
    const bad = async (query: string, headers: Record<string, string> = operatorHeaders()) =>
      harness.app.inject({ method: 'GET', url: `/api/organisations/${ORGANISATION}/inbox${query}`, headers });
    for (const [query, field] of [['?filter=everything', 'filter'], ['?cursor=yesterday', 'cursor'], ['?limit=0', 'limit'], ['?limit=101', 'limit'], [`?q=${'x'.repeat(201)}`, 'q'], ['?q=a%00b', 'q'], ['?filter=mine', 'filter']]) {
      const response = await bad(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ field, message: expect.any(String) });
    }
    expect((await bad('', {})).statusCode).toBe(401);
    expect((await bad('', operatorHeaders('wrong-key-0000000000'))).statusCode).toBe(403);
  });

  it('pages past 100 conversations by cursor, each once, latest first', async () => {
    // An organisation of its own, filled directly: 130 conversations at known times.
    const organisationId = OTHER;
    const key = 'harbourside-paging-key-0123456789';
    await giveApiKey(harness.store.db, organisationId, key);
    const contactId = randomUUID();
    await harness.store.db.insert(contacts).values({ id: contactId, organisationId, name: 'Pager', createdAt: 1 });
    const rows = Array.from({ length: 130 }, (_, index) => ({
      id: randomUUID(), organisationId, contactId, summary: `paging ${index}`,
      // Pairs share a time: the id breaks the tie, so no row is skipped or repeated.
      lastMessageAt: 10_000 + Math.floor(index / 2), createdAt: 1,
    }));
    await harness.store.db.insert(conversations).values(rows);
    const seen: string[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const page: InboxPage = await inbox(`?q=pager&limit=100${cursor ? `&cursor=${cursor}` : ''}`, operatorHeaders(key), organisationId);
      seen.push(...ids(page));
      cursor = page.next_cursor;
      pages += 1;
    }
    expect(pages).toBe(2);
    expect(seen).toHaveLength(130);
    expect(new Set(seen)).toEqual(new Set(rows.map((row) => row.id)));
    const times = seen.map((id) => rows.find((row) => row.id === id)!.lastMessageAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('marks conversations unread per member until they open them, and again when the visitor writes', async () => {
    const started = await visitorSays('Unread: is the gondola open today?');
    const unreadOf = async (client: 'owner' | 'key') => {
      const page = client === 'owner' ? await asOwner('?q=unread%3A') : await inbox('?q=unread%3A');
      return page.conversations.find((conversation) => conversation.id === started.conversation_id)!.unread;
    };
    expect(await unreadOf('owner')).toBe(true);
    // An API key has nobody to have read it.
    expect(await unreadOf('key')).toBe(false);

    const read = await owner.request({ method: 'POST', url: `/api/conversations/${started.conversation_id}/read` });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ conversation_id: started.conversation_id, read_at: expect.any(Number) });
    expect(await unreadOf('owner')).toBe(false);

    // A later visitor message (stored after the read) makes it unread again.
    const readAt = (read.json() as { read_at: number }).read_at;
    await visitorSays('Unread: and tomorrow?', started.conversation_id);
    await harness.store.db.update(messages).set({ createdAt: readAt + 1 }).where(eq(messages.conversationId, started.conversation_id));
    expect(await unreadOf('owner')).toBe(true);

    const byKey = await harness.app.inject({ method: 'POST', url: `/api/conversations/${started.conversation_id}/read`, headers: operatorHeaders() });
    expect(byKey.statusCode).toBe(400);
    // Without the session's CSRF token, a write with the session is refused.
    expect((await owner.request({ method: 'POST', url: `/api/conversations/${started.conversation_id}/read`, csrf: false })).statusCode).toBe(403);
    const otherOwner = consoleClient(harness.app, await signIn(harness.app, OTHER, OWNER, TEST_OWNER_PASSWORD));
    expect((await otherOwner.request({ method: 'POST', url: `/api/conversations/${started.conversation_id}/read` })).statusCode).toBe(403);
    expect((await owner.request({ method: 'POST', url: `/api/conversations/${randomUUID()}/read` })).statusCode).toBe(404);
  });

  /** Opens the stream and waits until it says it is listening. */
  async function openStream(organisationId: string, headers: Record<string, string>) {
    const controller = new AbortController();
    const response = await fetch(`${origin}/api/organisations/${organisationId}/events`, { headers, signal: controller.signal });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = readEventStream(response.body!);
    const next = async (): Promise<StreamEvent> => (await events.next()).value as StreamEvent;
    expect(await next()).toEqual({ event: 'ready', data: {} });
    return { next, ended: async () => (await events.next()).done === true, close: () => controller.abort() };
  }

  it("streams the organisation's own changes live, and never another organisation's", async () => {
    const stream = await openStream(ORGANISATION, operatorHeaders());
    try {
      // Another organisation's new conversation first, then ours: the first change heard is ours.
      await visitorSays('Do you do whitening? (stream)', '', OTHER);
      const ours = await visitorSays('Is the luge open? (stream)');
      const change = await stream.next();
      expect(change).toEqual({ event: 'change', data: { kind: 'conversation', id: ours.conversation_id } satisfies InboxChange });
      // A change of hands with no message is heard too.
      await harness.app.inject({ method: 'POST', url: `/api/conversations/${ours.conversation_id}/takeover`, headers: operatorHeaders() });
      expect(await stream.next()).toEqual({ event: 'change', data: { kind: 'conversation', id: ours.conversation_id } });
      // And a contact's details.
      const details = await harness.app.inject({ method: 'PUT', url: '/api/contacts', payload: { id: ours.user_id, name: 'Mere', email: 'mere@example.org', phone: '' } });
      expect(details.statusCode, details.body).toBe(200);
      const heard: StreamEvent[] = [];
      for (;;) {
        const event = await stream.next();
        heard.push(event);
        if ((event.data as InboxChange).kind === 'contact') break;
      }
      expect(heard.at(-1)).toEqual({ event: 'change', data: { kind: 'contact', id: ours.user_id } });
      expect(heard.every((event) => (event.data as InboxChange).id === ours.conversation_id || (event.data as InboxChange).id === ours.user_id)).toBe(true);
    } finally {
      stream.close();
    }
  });

  it("opens the stream with a member's session too, and refuses no credential (401) and another organisation's (403)", async () => {
    const stream = await openStream(ORGANISATION, { cookie: `${SESSION_COOKIE}=${owner.cookie}` });
    const started = await visitorSays('Session stream: hello');
    expect(await stream.next()).toEqual({ event: 'change', data: { kind: 'conversation', id: started.conversation_id } });
    stream.close();

    const none = await fetch(`${origin}/api/organisations/${ORGANISATION}/events`);
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ message: expect.any(String) });
    const other = await fetch(`${origin}/api/organisations/${OTHER}/events`, { headers: { cookie: `${SESSION_COOKIE}=${owner.cookie}` } });
    expect(other.status).toBe(403);
    expect((await fetch(`${origin}/api/organisations/no-such-organisation/events`, { headers: operatorHeaders() })).status).toBe(404);
  });

  it("ends a removed member's stream at once, and refuses them when they reconnect", async () => {
    const invited = await owner.request({ method: 'POST', url: `/api/organisations/${ORGANISATION}/invitations`, payload: { email: `tama.${harness.kind}@example.com`, role: 'agent' } });
    expect(invited.statusCode).toBe(201);
    const agent = consoleClient(harness.app, await acceptInvitation(harness.app, invitationToken((invited.json() as { url: string }).url), 'Tama', 'agent-password-0123'));
    const stream = await openStream(ORGANISATION, { cookie: `${SESSION_COOKIE}=${agent.cookie}` });
    expect((await owner.request({ method: 'DELETE', url: `/api/organisations/${ORGANISATION}/members/${agent.member.id}` })).statusCode).toBe(204);
    expect(await stream.ended()).toBe(true);
    expect((await fetch(`${origin}/api/organisations/${ORGANISATION}/events`, { headers: { cookie: `${SESSION_COOKIE}=${agent.cookie}` } })).status).toBe(401);
  });

  const sessionHeaders = (client: ConsoleClient) => ({ cookie: `${SESSION_COOKIE}=${client.cookie}` });

  it("ends a session's stream when that session signs out in another tab, and only that session's", async () => {
    const signedOut = consoleClient(harness.app, await signIn(harness.app, ORGANISATION, OWNER, TEST_OWNER_PASSWORD));
    const stream = await openStream(ORGANISATION, sessionHeaders(signedOut));
    const otherSession = await openStream(ORGANISATION, sessionHeaders(owner));
    try {
      // The other tab: the same cookie, signing out.
      expect((await signedOut.request({ method: 'DELETE', url: `/api/organisations/${ORGANISATION}/session` })).statusCode).toBe(204);
      expect(await stream.ended()).toBe(true);
      expect((await fetch(`${origin}/api/organisations/${ORGANISATION}/events`, { headers: sessionHeaders(signedOut) })).status).toBe(401);
      // The same member's other session keeps its stream: its next event is the next change.
      const started = await visitorSays('Still live after another session signed out?');
      expect(await otherSession.next()).toEqual({ event: 'change', data: { kind: 'conversation', id: started.conversation_id } });
    } finally {
      otherSession.close();
    }
  });

  it("ends a session's stream when the session expires, and refuses it when it reconnects", async () => {
    const expiring = consoleClient(harness.app, await signIn(harness.app, ORGANISATION, OWNER, TEST_OWNER_PASSWORD));
    // The session as if signed in long ago: it has a moment left (sessions do not roll).
    const expiresAt = Date.now() + 1500;
    const updated = await harness.store.db
      .update(memberSessions)
      .set({ expiresAt })
      .where(eq(memberSessions.idHash, hashSessionId(expiring.cookie.split('.')[0])))
      .returning({ idHash: memberSessions.idHash });
    expect(updated).toHaveLength(1);
    const stream = await openStream(ORGANISATION, sessionHeaders(expiring));
    expect(await stream.ended()).toBe(true);
    expect((await fetch(`${origin}/api/organisations/${ORGANISATION}/events`, { headers: sessionHeaders(expiring) })).status).toBe(401);
  });
});
