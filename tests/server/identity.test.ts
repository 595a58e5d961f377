// Identity verification (issue 14): a site's signed-in user, signed with the organisation's
// identity secret, is one contact per organisation, so their conversations follow them to any
// device; what the browser chatted anonymously before signing in becomes theirs (same organisation,
// anonymous contacts only); a wrong hash is a clear 4xx and changes nothing. On PGlite and PostgreSQL.
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Contact, IdentifiedContact, Message } from '../../src/contract/contract.ts';
import { isUserHash, newIdentitySecret, userHash } from '../../server/identity/user-hash.ts';
import { updateOrganisation } from '../../server/store/organisations-repository.ts';
import { contacts } from '../../server/store/schema.ts';
import { chatPayload, describeEachStore, postChat } from './helpers/api-harness.ts';

const QUEENSTOWN = 'queenstown-adventures';
const HARBOURSIDE = 'harbourside-dental';

describeEachStore('identity verification', (harness) => {
  const identify = (body: unknown) =>
    harness.app.inject({ method: 'POST', url: '/api/contacts/identify', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });

  async function secretOf(organisationId: string): Promise<string> {
    const secret = newIdentitySecret();
    await updateOrganisation(harness.store.db, organisationId, { identitySecret: secret });
    return secret;
  }

  it('gives a verified user one contact, with their latest conversation, on every device', async () => {
    const secret = await secretOf(QUEENSTOWN);
    const user = `user-${crypto.randomUUID()}`;
    const body = { organisation_id: QUEENSTOWN, user_id: user, user_hash: userHash(secret, user) };

    const first = await identify(body);
    expect(first.statusCode).toBe(200);
    const { contact, conversation_id } = first.json() as IdentifiedContact;
    expect(contact.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(conversation_id).toBeNull();

    // The first device chats as that contact.
    const sent = await postChat(harness.app, chatPayload({ contact_id: contact.id }));
    expect(sent.statusCode).toBe(200);
    const [question] = sent.json() as Message[];

    // Another device (nothing stored), the hash in upper case: the same contact, and the conversation.
    const second = await identify({ ...body, user_hash: body.user_hash.toUpperCase() });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ contact, conversation_id: question.conversation_id, moved_conversation_ids: [] });
    const past = await harness.app.inject({ method: 'GET', url: `/api/contacts/${contact.id}/conversations?organisation_id=${QUEENSTOWN}` });
    expect((past.json() as { id: string }[]).map((each) => each.id)).toEqual([question.conversation_id]);
  });

  it('makes one contact when two devices identify at once', async () => {
    const secret = await secretOf(QUEENSTOWN);
    const user = `both-${crypto.randomUUID()}`;
    const body = { organisation_id: QUEENSTOWN, user_id: user, user_hash: userHash(secret, user) };
    const answers = await Promise.all([identify(body), identify(body), identify(body)]);
    const ids = answers.map((answer) => (answer.json() as IdentifiedContact).contact.id);
    expect(new Set(ids).size).toBe(1);
    const rows = await harness.store.db.select().from(contacts).where(eq(contacts.externalUserId, user));
    expect(rows).toHaveLength(1);
  });

  it('keeps the same user id of two organisations apart', async () => {
    const [queenstown, harbourside] = [await secretOf(QUEENSTOWN), await secretOf(HARBOURSIDE)];
    const user = `shared-${crypto.randomUUID()}`;
    const here = (await identify({ organisation_id: QUEENSTOWN, user_id: user, user_hash: userHash(queenstown, user) })).json() as IdentifiedContact;
    const there = (await identify({ organisation_id: HARBOURSIDE, user_id: user, user_hash: userHash(harbourside, user) })).json() as IdentifiedContact;
    expect(here.contact.id).not.toBe(there.contact.id);
    // One organisation's signature is worth nothing at the other.
    const crossed = await identify({ organisation_id: HARBOURSIDE, user_id: user, user_hash: userHash(queenstown, user) });
    expect(crossed.statusCode).toBe(403);
  });

  it('refuses a wrong hash with a clear 403, and makes no contact', async () => {
    const secret = await secretOf(QUEENSTOWN);
    const user = `wrong-${crypto.randomUUID()}`;
    const cases = [
      userHash(secret, `${user}x`), // another user's
      userHash('not the secret', user), // another key's
      userHash(secret, user).slice(0, 63), // malformed
      'zz'.repeat(32),
      '',
    ];
    for (const user_hash of cases) {
      const refused = await identify({ organisation_id: QUEENSTOWN, user_id: user, user_hash });
      expect(refused.statusCode, user_hash).toBe(403);
      expect(refused.json()).toEqual({
        error: 'Forbidden',
        message: "user_hash is not the HMAC-SHA256 of user_id with this organisation's identity secret",
        field: 'user_hash',
      });
    }
    expect(await harness.store.db.select().from(contacts).where(eq(contacts.externalUserId, user))).toEqual([]);
  });

  it('stops accepting the old hashes once the secret is rotated', async () => {
    const old = await secretOf(QUEENSTOWN);
    const user = `rotated-${crypto.randomUUID()}`;
    expect((await identify({ organisation_id: QUEENSTOWN, user_id: user, user_hash: userHash(old, user) })).statusCode).toBe(200);
    const current = await secretOf(QUEENSTOWN);
    expect((await identify({ organisation_id: QUEENSTOWN, user_id: user, user_hash: userHash(old, user) })).statusCode).toBe(403);
    expect((await identify({ organisation_id: QUEENSTOWN, user_id: user, user_hash: userHash(current, user) })).statusCode).toBe(200);
  });

  /** An anonymous visitor's conversation in this browser: its contact and conversation ids. */
  async function anonymousConversation(organisationId = QUEENSTOWN, contactId = ''): Promise<{ contactId: string; conversationId: string }> {
    const sent = await postChat(harness.app, chatPayload({ organisation_id: organisationId, contact_id: contactId }));
    expect(sent.statusCode).toBe(200);
    const [question] = sent.json() as Message[];
    const conversation = await harness.app.inject({ method: 'GET', url: `/api/conversations/${question.conversation_id}` });
    return { contactId: (conversation.json() as { contact: { id: string } }).contact.id, conversationId: question.conversation_id };
  }

  const contactOf = async (conversationId: string, etag?: string) => {
    const answer = await harness.app.inject({ method: 'GET', url: `/api/conversations/${conversationId}`, headers: etag ? { 'if-none-match': etag } : {} });
    return { status: answer.statusCode, etag: String(answer.headers.etag), contact: answer.statusCode === 200 ? (answer.json() as { contact: Contact }).contact : null };
  };

  it("moves the browser's anonymous conversations, and details the user lacks, to the user who signs in", async () => {
    const secret = await secretOf(QUEENSTOWN);
    const user = `merge-${crypto.randomUUID()}`;
    const anonymous = await anonymousConversation();
    const second = await anonymousConversation(QUEENSTOWN, anonymous.contactId);
    const details = { id: anonymous.contactId, name: 'Aroha', email: 'aroha@example.com', phone: '', organisation_id: QUEENSTOWN };
    expect((await harness.app.inject({ method: 'PUT', url: '/api/contacts', payload: details })).statusCode).toBe(200);
    const before = await contactOf(anonymous.conversationId);

    const body = { organisation_id: QUEENSTOWN, user_id: user, user_hash: userHash(secret, user), contact_id: anonymous.contactId.toUpperCase() };
    const answer = await identify(body);
    expect(answer.statusCode).toBe(200);
    const identified = answer.json() as IdentifiedContact;
    expect(identified.contact).toMatchObject({ name: 'Aroha', email: 'aroha@example.com', phone: '', updated_at: expect.any(Number) });
    expect(identified.contact.id).not.toBe(anonymous.contactId);
    expect(new Set(identified.moved_conversation_ids)).toEqual(new Set([anonymous.conversationId, second.conversationId]));
    expect([anonymous.conversationId, second.conversationId]).toContain(identified.conversation_id);

    // The conversation now answers with the user's contact: a cached copy is not 304 any more.
    const after = await contactOf(anonymous.conversationId, before.etag);
    expect(after.status).toBe(200);
    expect(after.contact?.id).toBe(identified.contact.id);
    const past = await harness.app.inject({ method: 'GET', url: `/api/contacts/${identified.contact.id}/conversations?organisation_id=${QUEENSTOWN}` });
    expect(new Set((past.json() as { id: string }[]).map((each) => each.id))).toEqual(new Set(identified.moved_conversation_ids));
    // The anonymous contact keeps no details (they are the user's now); asking again moves nothing more.
    const [emptied] = await harness.store.db.select().from(contacts).where(eq(contacts.id, anonymous.contactId));
    expect(emptied).toMatchObject({ name: '', email: '', phone: '', updatedAt: null, externalUserId: null });
    expect(((await identify(body)).json() as IdentifiedContact).moved_conversation_ids).toEqual([]);
    // Another tab that still holds the anonymous id can start a conversation with it.
    const late = await postChat(harness.app, chatPayload({ contact_id: anonymous.contactId }));
    expect(late.statusCode).toBe(200);
  });

  it("keeps the user's own details, and never takes another organisation's or another user's contact", async () => {
    const [queenstown, harbourside] = [await secretOf(QUEENSTOWN), await secretOf(HARBOURSIDE)];
    const user = `own-${crypto.randomUUID()}`;
    const signed = (organisationId: string, secret: string, id: string, contactId: string) =>
      identify({ organisation_id: organisationId, user_id: id, user_hash: userHash(secret, id), contact_id: contactId });
    const mine = ((await signed(QUEENSTOWN, queenstown, user, '')).json() as IdentifiedContact).contact;
    await harness.app.inject({ method: 'PUT', url: '/api/contacts', payload: { id: mine.id, name: 'Mine', email: 'mine@example.com', phone: '', organisation_id: QUEENSTOWN } });

    const anonymous = await anonymousConversation();
    await harness.app.inject({ method: 'PUT', url: '/api/contacts', payload: { id: anonymous.contactId, name: 'Other', email: 'other@example.com', phone: '021 555', organisation_id: QUEENSTOWN } });
    const merged = (await signed(QUEENSTOWN, queenstown, user, anonymous.contactId)).json() as IdentifiedContact;
    expect(merged.contact).toMatchObject({ id: mine.id, name: 'Mine', email: 'mine@example.com', phone: '021 555' });

    // Another organisation's anonymous contact: nothing moves, it keeps its conversation.
    const elsewhere = await anonymousConversation(HARBOURSIDE);
    const acrossOrganisations = (await signed(QUEENSTOWN, queenstown, user, elsewhere.contactId)).json() as IdentifiedContact;
    expect(acrossOrganisations.moved_conversation_ids).toEqual([]);
    expect((await contactOf(elsewhere.conversationId)).contact?.id).toBe(elsewhere.contactId);

    // Another verified user on the same browser: their conversations stay theirs.
    const other = `other-${crypto.randomUUID()}`;
    const otherContact = ((await signed(QUEENSTOWN, queenstown, other, '')).json() as IdentifiedContact).contact;
    const theirs = await anonymousConversation(QUEENSTOWN, otherContact.id);
    expect(theirs.contactId).toBe(otherContact.id);
    expect(((await signed(QUEENSTOWN, queenstown, user, otherContact.id)).json() as IdentifiedContact).moved_conversation_ids).toEqual([]);
    expect((await contactOf(theirs.conversationId)).contact?.id).toBe(otherContact.id);

    // The Harbourside user with Queenstown's anonymous contact: refused as another organisation's.
    const stranger = await anonymousConversation();
    const harbourUser = (await signed(HARBOURSIDE, harbourside, user, stranger.contactId)).json() as IdentifiedContact;
    expect(harbourUser.moved_conversation_ids).toEqual([]);
    expect((await contactOf(stranger.conversationId)).contact?.id).toBe(stranger.contactId);
  });

  it('moves nothing when the hash is wrong, and ignores a contact id that is not one', async () => {
    const secret = await secretOf(QUEENSTOWN);
    const user = `nomerge-${crypto.randomUUID()}`;
    const anonymous = await anonymousConversation();
    const refused = await identify({ organisation_id: QUEENSTOWN, user_id: user, user_hash: userHash(secret, `${user}x`), contact_id: anonymous.contactId });
    expect(refused.statusCode).toBe(403);
    expect((await contactOf(anonymous.conversationId)).contact?.id).toBe(anonymous.contactId);
    for (const contact_id of ['not-a-uuid', '', crypto.randomUUID()]) {
      const answer = await identify({ organisation_id: QUEENSTOWN, user_id: user, user_hash: userHash(secret, user), contact_id });
      expect(answer.statusCode, contact_id).toBe(200);
      expect((answer.json() as IdentifiedContact).moved_conversation_ids).toEqual([]);
    }
    const wrongType = await identify({ organisation_id: QUEENSTOWN, user_id: user, user_hash: userHash(secret, user), contact_id: 7 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().field).toBe('contact_id');
  });

  it('answers bad input with a 4xx that says what is wrong', async () => {
    const secret = await secretOf(QUEENSTOWN);
    const hash = userHash(secret, 'u1');
    const cases: Array<[unknown, number, string]> = [
      [{ organisation_id: QUEENSTOWN, user_id: 'u1' }, 400, 'user_hash'],
      [{ organisation_id: QUEENSTOWN, user_id: 5, user_hash: hash }, 400, 'user_id'],
      [{ organisation_id: QUEENSTOWN, user_id: '  ', user_hash: hash }, 422, 'user_id'],
      [{ organisation_id: QUEENSTOWN, user_id: 'u'.repeat(256), user_hash: hash }, 422, 'user_id'],
      [{ organisation_id: 'no-such-organisation', user_id: 'u1', user_hash: hash }, 404, ''],
    ];
    for (const [body, status, field] of cases) {
      const answer = await identify(body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(status);
      if (field) expect(answer.json().field).toBe(field);
      expect(answer.json().message).toEqual(expect.any(String));
    }
  });

  it('says so when the organisation has no identity secret', async () => {
    await updateOrganisation(harness.store.db, HARBOURSIDE, { identitySecret: null });
    const answer = await identify({ organisation_id: HARBOURSIDE, user_id: 'u1', user_hash: 'a'.repeat(64) });
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({ field: 'user_hash', message: expect.stringContaining('has not set up identity verification') });
  });
});

it('signs a user id as the README shows (hex HMAC-SHA256), and checks it in constant time', () => {
  const secret = 'a-site-secret';
  expect(userHash(secret, 'user-42')).toBe(createHmac('sha256', secret).update('user-42').digest('hex'));
  expect(isUserHash(secret, 'user-42', userHash(secret, 'user-42'))).toBe(true);
  expect(isUserHash(secret, 'user-42', userHash(secret, 'user-43'))).toBe(false);
  expect(isUserHash(secret, 'user-42', 'not hex')).toBe(false);
});
