// Identity verification (issue 14): a site's signed-in user, signed with the organisation's
// identity secret, is one contact per organisation, so their conversations follow them to any
// device; a wrong hash is a clear 4xx and changes nothing. On PGlite and PostgreSQL.
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { IdentifiedContact, Message } from '../../src/contract/contract.ts';
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
    expect(second.json()).toEqual({ contact, conversation_id: question.conversation_id });
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
