// Team members (issue 13): sign-in with email and password into a database-stored session with a
// CSRF token, invitations by one-time link, roles, removal (the member's next request is refused),
// named API keys, and who said what (a member's name on their reply, the record of who took over,
// replied and handed back, the notice a visitor gets while the AI is paused).
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createInvitation } from '../../server/team/invitation-links.ts';
import { memberSessions } from '../../server/store/schema.ts';
import { TEXTS } from '../../src/contract/texts.ts';
import { chatPayload, describeEachStore, operatorHeaders, postChat, TEST_OWNER_PASSWORD } from './helpers/api-harness.ts';
import { acceptInvitation, consoleClient, invitationToken, sessionCookieOf, signIn, type ConsoleClient } from './helpers/console-client.ts';

const ORGANISATION = 'queenstown-adventures';
const OTHER = 'harbourside-dental';
const OWNER = 'demo@korero.local';
const AGENT_PASSWORD = 'agent-password-0123';

describeEachStore('team members and who said what', (harness) => {
  const ownerClient = async (organisationId = ORGANISATION) => consoleClient(harness.app, await signIn(harness.app, organisationId, OWNER, TEST_OWNER_PASSWORD));

  async function inviteAndAccept(owner: ConsoleClient, email: string, name: string, role = 'agent'): Promise<ConsoleClient> {
    const invited = await owner.request({ method: 'POST', url: `/api/organisations/${ORGANISATION}/invitations`, payload: { email, role } });
    expect(invited.statusCode).toBe(201);
    const { url } = invited.json() as { url: string };
    expect(url).toMatch(new RegExp(`/${ORGANISATION}/operator#invitation=`));
    return consoleClient(harness.app, await acceptInvitation(harness.app, invitationToken(url), name, AGENT_PASSWORD));
  }

  it('signs the demo owner in with email and password: an httpOnly SameSite=Strict cookie, a session row, a CSRF token', async () => {
    const answer = await signIn(harness.app, ORGANISATION, 'Demo@Korero.Local', TEST_OWNER_PASSWORD);
    expect(answer.statusCode).toBe(200);
    const cookie = answer.cookies.find((c) => c.name === 'korero_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(answer.json()).toMatchObject({ member: { email: OWNER, role: 'owner' }, organisation_id: ORGANISATION, csrf_token: expect.any(String) });
    // Stored in the database, keyed by a hash: the cookie's session id is not in the table.
    const rows = await harness.store.db.select().from(memberSessions);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(cookie.value.split('.')[0]);

    const client = consoleClient(harness.app, answer);
    const session = await client.request({ method: 'GET', url: `/api/organisations/${ORGANISATION}/session` });
    expect(session.json()).toMatchObject({ member: { email: OWNER } });
    expect((await client.request({ method: 'GET', url: `/api/organisations/${ORGANISATION}/conversations` })).statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown address alike (401), and bad bodies with the field at fault', async () => {
    const wrong = await signIn(harness.app, ORGANISATION, OWNER, 'not-the-password');
    const unknown = await signIn(harness.app, ORGANISATION, 'nobody@example.com', TEST_OWNER_PASSWORD);
    for (const answer of [wrong, unknown]) {
      expect(answer.statusCode).toBe(401);
      expect(sessionCookieOf(answer)).toBeUndefined();
      expect(answer.json().message).toBe('That email and password do not match a member of this organisation');
    }
    // The owner of one organisation is nobody in another's console.
    expect((await signIn(harness.app, 'no-such-organisation', OWNER, TEST_OWNER_PASSWORD)).statusCode).toBe(404);
    const bad = await harness.app.inject({ method: 'POST', url: `/api/organisations/${ORGANISATION}/session`, headers: { 'content-type': 'application/json' }, payload: '{"email":1}' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'Bad Request', field: 'email' });
  });

  it("a member's session is only for its organisation, and writes need the session's CSRF token", async () => {
    const owner = await ownerClient();
    expect((await owner.request({ method: 'GET', url: `/api/organisations/${OTHER}/conversations` })).statusCode).toBe(403);
    const withoutToken = await owner.request({ method: 'POST', url: `/api/organisations/${ORGANISATION}/api-keys`, payload: { name: 'CI' }, csrf: false });
    expect(withoutToken.statusCode).toBe(403);
    expect(withoutToken.json()).toMatchObject({ error: 'Forbidden', message: 'Invalid csrf token' });
    // Another session's token is not this one's.
    const other = await ownerClient();
    const crossed = await harness.app.inject({
      method: 'POST',
      url: `/api/organisations/${ORGANISATION}/api-keys`,
      headers: { 'content-type': 'application/json', 'x-csrf-token': other.csrfToken },
      cookies: { korero_session: owner.cookie },
      payload: JSON.stringify({ name: 'CI' }),
    });
    expect(crossed.statusCode).toBe(403);
    // A visitor's own message from the same browser needs no token.
    expect((await harness.app.inject({ method: 'POST', url: '/api/chat', headers: { 'content-type': 'application/json' }, cookies: { korero_session: owner.cookie }, payload: JSON.stringify(chatPayload()) })).statusCode).toBe(200);
  });

  it('an owner invites an agent by a one-time link; the agent sets name and password and is signed in; the link then is spent', async () => {
    const owner = await ownerClient();
    const invited = await owner.request({ method: 'POST', url: `/api/organisations/${ORGANISATION}/invitations`, payload: { email: `Sam.${harness.kind}@example.com` } });
    expect(invited.statusCode).toBe(201);
    const token = invitationToken(invited.json().url);
    const view = await harness.app.inject({ method: 'GET', url: `/api/invitations/${token}` });
    expect(view.json()).toMatchObject({ organisation_id: ORGANISATION, organisation_name: 'Queenstown Adventures', email: `sam.${harness.kind}@example.com`, role: 'agent' });

    const short = await acceptInvitation(harness.app, token, 'Sam', 'short');
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({ field: 'password' });
    const agent = consoleClient(harness.app, await acceptInvitation(harness.app, token, '  Sam Carter ', AGENT_PASSWORD));
    expect(agent.member).toMatchObject({ name: 'Sam Carter', role: 'agent' });
    expect((await acceptInvitation(harness.app, token, 'Sam', AGENT_PASSWORD)).statusCode).toBe(404);
    expect((await harness.app.inject({ method: 'GET', url: `/api/invitations/${token}` })).statusCode).toBe(404);
    // Signs in again with the password set.
    expect((await signIn(harness.app, ORGANISATION, `sam.${harness.kind}@example.com`, AGENT_PASSWORD)).statusCode).toBe(200);
    // An agent reads, but does not manage the team or its keys.
    expect((await agent.request({ method: 'GET', url: `/api/organisations/${ORGANISATION}/members` })).statusCode).toBe(200);
    expect((await agent.request({ method: 'POST', url: `/api/organisations/${ORGANISATION}/invitations`, payload: { email: 'x@example.com' } })).statusCode).toBe(403);
    expect((await agent.request({ method: 'GET', url: `/api/organisations/${ORGANISATION}/api-keys` })).statusCode).toBe(403);
  });

  it('an expired invitation is refused', async () => {
    const { url } = await createInvitation(harness.store.db, {
      organisationId: ORGANISATION,
      email: 'late@example.com',
      role: 'agent',
      invitedByMemberId: null,
      ttlMs: 1000,
      publicUrl: 'http://localhost:3000',
      now: Date.now() - 60_000,
    });
    expect((await acceptInvitation(harness.app, invitationToken(url), 'Late', AGENT_PASSWORD)).statusCode).toBe(404);
  });

  it("a removed member's next request is refused, and the last owner stays an owner", async () => {
    const owner = await ownerClient();
    const agent = await inviteAndAccept(owner, `leaver.${harness.kind}@example.com`, 'Lee Leaver');
    expect((await agent.request({ method: 'GET', url: `/api/organisations/${ORGANISATION}/conversations` })).statusCode).toBe(200);
    const removed = await owner.request({ method: 'DELETE', url: `/api/organisations/${ORGANISATION}/members/${agent.member.id}` });
    expect(removed.statusCode).toBe(204);
    expect((await agent.request({ method: 'GET', url: `/api/organisations/${ORGANISATION}/conversations` })).statusCode).toBe(401);
    expect((await agent.request({ method: 'GET', url: `/api/organisations/${ORGANISATION}/session` })).statusCode).toBe(401);

    const promoted = await inviteAndAccept(owner, `second.${harness.kind}@example.com`, 'Second Owner');
    const roles = await owner.request({ method: 'PATCH', url: `/api/organisations/${ORGANISATION}/members/${promoted.member.id}`, payload: { role: 'owner' } });
    expect(roles.json()).toMatchObject({ role: 'owner' });
    // Roles are read afresh with the session: the promoted member may invite at once.
    expect((await promoted.request({ method: 'GET', url: `/api/organisations/${ORGANISATION}/invitations` })).statusCode).toBe(200);
    await owner.request({ method: 'PATCH', url: `/api/organisations/${ORGANISATION}/members/${promoted.member.id}`, payload: { role: 'agent' } });
    const demoteLast = await owner.request({ method: 'PATCH', url: `/api/organisations/${ORGANISATION}/members/${owner.member.id}`, payload: { role: 'agent' } });
    expect(demoteLast.statusCode).toBe(409);
    expect((await owner.request({ method: 'PATCH', url: `/api/organisations/${ORGANISATION}/members/${owner.member.id}`, payload: { role: 'boss' } })).json()).toMatchObject({ field: 'role' });
  });

  it('named API keys: created once shown, used as Bearer, revoked', async () => {
    const owner = await ownerClient();
    const created = await owner.request({ method: 'POST', url: `/api/organisations/${ORGANISATION}/api-keys`, payload: { name: 'Zapier' } });
    expect(created.statusCode).toBe(201);
    const { id, key } = created.json() as { id: string; key: string };
    expect((await harness.app.inject({ method: 'GET', url: `/api/organisations/${ORGANISATION}/conversations`, headers: operatorHeaders(key) })).statusCode).toBe(200);
    const listed = (await owner.request({ method: 'GET', url: `/api/organisations/${ORGANISATION}/api-keys` })).json() as { name: string; prefix: string }[];
    expect(listed.map((row) => row.name)).toEqual(expect.arrayContaining(['Demo operator key', 'Zapier']));
    expect(JSON.stringify(listed)).not.toContain(key);
    expect((await owner.request({ method: 'DELETE', url: `/api/organisations/${ORGANISATION}/api-keys/${id}` })).json()).toMatchObject({ revoked_at: expect.any(Number) });
    expect((await harness.app.inject({ method: 'GET', url: `/api/organisations/${ORGANISATION}/conversations`, headers: operatorHeaders(key) })).statusCode).toBe(403);
    // Another organisation cannot revoke it, or even find it.
    expect((await (await ownerClient(OTHER)).request({ method: 'DELETE', url: `/api/organisations/${OTHER}/api-keys/${id}` })).statusCode).toBe(404);
  });

  it("who said what: a member's reply carries their name, the visitor's header names them, the record lists take-over, reply and hand-back", async () => {
    const owner = await ownerClient();
    const agent = await inviteAndAccept(owner, `sam.reply.${harness.kind}@example.com`, 'Sam Reply');
    const [first] = (await postChat(harness.app, chatPayload({ message: 'Can I talk to someone?' }))).json() as { conversation_id: string }[];
    const conversationId = first!.conversation_id;

    expect((await agent.request({ method: 'POST', url: `/api/conversations/${conversationId}/takeover` })).json()).toMatchObject({ ai_paused: true });
    // The visitor writes while nobody has answered: one notice that the team knows, then no more.
    const waiting = (await postChat(harness.app, chatPayload({ message: 'Hello?', conversation_id: conversationId }))).json() as { message: string; kind?: string }[];
    expect(waiting.map((m) => m.kind ?? 'message')).toEqual(['message', 'notice']);
    expect(waiting[1]!.message).toBe(TEXTS.teamToldNotice);
    expect((await postChat(harness.app, chatPayload({ message: 'Anyone?', conversation_id: conversationId }))).json()).toHaveLength(1);

    const reply = await agent.request({ method: 'POST', url: '/api/chat', payload: chatPayload({ creator: 'USER', conversation_id: conversationId, message: 'Hi, Sam here', user_name: 'Someone else' }) });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()[0]).toMatchObject({ creator: 'USER', user_name: 'Sam Reply', author_name: 'Sam Reply', user_id: agent.member.id });
    const withoutToken = await agent.request({ method: 'POST', url: '/api/chat', payload: chatPayload({ creator: 'USER', conversation_id: conversationId, message: 'x' }), csrf: false });
    expect(withoutToken.statusCode).toBe(403);

    const thread = (await harness.app.inject({ method: 'GET', url: `/api/conversations/${conversationId}/messages` })).json();
    expect(thread).toMatchObject({ answering_name: 'Sam Reply' });
    // Answered now: the visitor's next message gets no notice.
    expect((await postChat(harness.app, chatPayload({ message: 'Thanks!', conversation_id: conversationId }))).json()).toHaveLength(1);

    expect((await owner.request({ method: 'POST', url: `/api/conversations/${conversationId}/handback` })).json()).toMatchObject({ ai_paused: false });
    const afterHandback = (await harness.app.inject({ method: 'GET', url: `/api/conversations/${conversationId}/messages` })).json();
    expect(afterHandback.answering_name).toBeUndefined();
    const events = (await agent.request({ method: 'GET', url: `/api/conversations/${conversationId}/events` })).json() as { action: string; actor_name: string }[];
    expect(events.map((event) => [event.action, event.actor_name])).toEqual([
      ['took_over', 'Sam Reply'],
      ['replied', 'Sam Reply'],
      ['handed_back', 'Demo Owner'],
    ]);
    // Another organisation's member sees none of it.
    expect((await (await ownerClient(OTHER)).request({ method: 'GET', url: `/api/conversations/${conversationId}/events` })).statusCode).toBe(403);
    // An API key's reply is recorded under the key's name.
    await postChat(harness.app, chatPayload({ creator: 'USER', conversation_id: conversationId, message: 'Automated follow-up' }), operatorHeaders());
    const withKey = (await agent.request({ method: 'GET', url: `/api/conversations/${conversationId}/events` })).json() as { actor_name: string }[];
    expect(withKey.at(-1)).toMatchObject({ actor_name: 'API key "Demo operator key"' });
  });

  it('signing out ends the session in the database', async () => {
    const owner = await ownerClient();
    expect((await owner.request({ method: 'DELETE', url: `/api/organisations/${ORGANISATION}/session` })).statusCode).toBe(204);
    expect((await owner.request({ method: 'GET', url: `/api/organisations/${ORGANISATION}/conversations` })).statusCode).toBe(401);
    const before = (await harness.store.db.select().from(memberSessions).where(eq(memberSessions.organisationId, ORGANISATION))).length;
    const again = await ownerClient();
    await again.request({ method: 'DELETE', url: `/api/organisations/${ORGANISATION}/session` });
    expect((await harness.store.db.select().from(memberSessions).where(eq(memberSessions.organisationId, ORGANISATION))).length).toBe(before);
  });
});
