// GET /api/organisations/:id/conversations: the operator console's list. Only with the
// organisation's operator key; latest message first; each row says what a team member triages by.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { conversations } from '../../server/store/schema.ts';
import { giveApiKey } from './helpers/api-keys.ts';
import { chatPayload, describeEachStore, operatorHeaders, postChat } from './helpers/api-harness.ts';

const ORGANISATION = 'queenstown-adventures';
const listUrl = (query = '', organisationId = ORGANISATION) => `/api/organisations/${organisationId}/conversations${query}`;

describeEachStore('operator conversation list', (harness) => {
  const list = (query = '', headers: Record<string, string> = operatorHeaders(), organisationId = ORGANISATION) =>
    harness.app.inject({ method: 'GET', url: listUrl(query, organisationId), headers });

  async function startConversation(message: string, lastMessageAt: number, organisationId = ORGANISATION) {
    const [first] = (await postChat(harness.app, chatPayload({ message, organisation_id: organisationId }))).json();
    // Fixed times, so the order does not depend on how fast the test runs.
    await harness.store.db.update(conversations).set({ lastMessageAt }).where(eq(conversations.id, first.conversation_id));
    return first as { conversation_id: string; user_id: string };
  }

  it('refuses a missing key (401 with a Bearer challenge), a wrong key and another organisation\'s key (403)', async () => {
    const missing = await list('', {});
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['www-authenticate']).toBe('Bearer');
    expect(missing.json()).toMatchObject({ error: 'Unauthorized', message: expect.stringContaining('Authorization: Bearer') });
    // A key without the Bearer scheme is no key at all.
    expect((await list('', { authorization: 'test-operator-key-0123456789' })).statusCode).toBe(401);

    const wrong = await list('', operatorHeaders('wrong-key-0000000000'));
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ error: 'Forbidden', message: expect.stringContaining('operator key') });

    const otherKey = 'harbourside-only-key-0123456789';
    await giveApiKey(harness.store.db, 'harbourside-dental', otherKey);
    expect((await list('', operatorHeaders(otherKey))).statusCode).toBe(403);
    expect((await list('', operatorHeaders(otherKey), 'harbourside-dental')).statusCode).toBe(200);
  });

  it('answers 404 for an unknown organisation', async () => {
    const response = await list('', operatorHeaders(), 'no-such-organisation');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Organisation not found' });
  });

  it("lists only this organisation's conversations, latest message first, with contact, counts and flags", async () => {
    const older = await startConversation('How much does a tandem jump cost?', 1_000);
    const newer = await startConversation('Can I talk to a human please?', 3_000);
    await startConversation('Do you do whitening?', 5_000, 'harbourside-dental');
    // A team member takes the older one over.
    await postChat(harness.app, chatPayload({ creator: 'USER', conversation_id: older.conversation_id, message: 'Sam here' }), operatorHeaders());
    await harness.store.db.update(conversations).set({ lastMessageAt: 2_000 }).where(eq(conversations.id, older.conversation_id));
    await harness.app.inject({
      method: 'PUT',
      url: '/api/contacts',
      payload: { id: newer.user_id, name: 'Aroha', email: 'aroha@example.org', phone: '021 000 000' },
    });

    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const rows = response.json() as Array<Record<string, unknown>>;
    const ours = rows.filter((row) => [older.conversation_id, newer.conversation_id].includes(row.id as string));
    expect(ours).toEqual([
      {
        id: newer.conversation_id,
        organisation_id: ORGANISATION,
        contact: { id: newer.user_id, name: 'Aroha', email: 'aroha@example.org', phone: '021 000 000', updated_at: expect.any(Number) },
        summary: 'About: Can I talk to a human please?',
        last_message_at: 3_000,
        message_count: 2,
        wants_human: true,
        ai_paused: false,
      },
      {
        id: older.conversation_id,
        organisation_id: ORGANISATION,
        contact: { id: older.user_id, name: '', email: '', phone: '' },
        summary: 'About: How much does a tandem jump cost?',
        last_message_at: 2_000,
        message_count: 3,
        wants_human: false,
        ai_paused: true,
      },
    ]);
    expect(rows.every((row) => row.organisation_id === ORGANISATION)).toBe(true);
    const times = rows.map((row) => row.last_message_at as number);
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const wanting = (await list('?wants_human=true')).json() as Array<{ id: string; wants_human: boolean }>;
    expect(wanting.map((row) => row.id)).toContain(newer.conversation_id);
    expect(wanting.every((row) => row.wants_human)).toBe(true);
    const notWanting = (await list('?wants_human=false')).json() as Array<{ id: string; wants_human: boolean }>;
    expect(notWanting.map((row) => row.id)).toContain(older.conversation_id);
    expect(notWanting.every((row) => !row.wants_human)).toBe(true);

    const limited = await list('?limit=1&cache=123');
    expect(limited.statusCode).toBe(200);
    expect(limited.json()).toHaveLength(1);
  });

  it('refuses a nonsense limit or filter with 400 naming the parameter', async () => {
    for (const query of ['?limit=0', '?limit=101', '?limit=abc', '?limit=1.5', '?limit=-3', '?limit=', '?limit=1&limit=2', '?wants_human=yes']) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ error: 'Bad Request', field: query.includes('limit') ? 'limit' : 'wants_human' });
    }
  });

  it('stays a 401 before any query checking', async () => {
    expect((await list('?limit=abc', {})).statusCode).toBe(401);
  });
});
