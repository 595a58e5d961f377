// AGENT and USER senders need the organisation's operator key; a USER message pauses the AI
// until the conversation is handed back.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { conversations } from '../../server/store/schema.ts';
import { giveApiKey, liveKeyHashes } from './helpers/api-keys.ts';
import { hashApiKey } from '../../server/operator-auth.ts';
import { chatPayload, describeEachStore, operatorHeaders, postChat, rowCounts, TEST_OPERATOR_KEY } from './helpers/api-harness.ts';

describeEachStore('operators', (harness) => {
  async function startConversation(organisationId = 'queenstown-adventures') {
    const [first] = (await postChat(harness.app, chatPayload({ organisation_id: organisationId }))).json();
    return first as { conversation_id: string; user_id: string };
  }

  it('stores only the sha256 of the operator key', async () => {
    const hashes = await liveKeyHashes(harness.store.db, 'queenstown-adventures');
    expect(hashes).toEqual([hashApiKey(TEST_OPERATOR_KEY)]);
    expect(hashes[0]).not.toContain(TEST_OPERATOR_KEY);
  });

  for (const creator of ['AGENT', 'USER'] as const) {
    it(`refuses ${creator} without a key (401) or with a wrong or another organisation's key (403), storing nothing`, async () => {
      const { conversation_id } = await startConversation();
      const payload = chatPayload({ creator, conversation_id, message: 'Hi, this is the team' });
      // Give Harbourside Dental a key of its own, to prove keys do not cross organisations.
      const otherKey = 'harbourside-only-key-0123456789';
      await giveApiKey(harness.store.db, 'harbourside-dental', otherKey);
      const before = await rowCounts(harness.store);
      // A key without "Bearer" is no key at all.
      for (const headers of [{}, { authorization: TEST_OPERATOR_KEY }] as Record<string, string>[]) {
        const response = await postChat(harness.app, payload, headers);
        expect(response.statusCode).toBe(401);
        expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
        expect(response.json()).toMatchObject({ error: 'Unauthorized', message: expect.stringContaining('operator key') });
      }
      for (const headers of [operatorHeaders('wrong-key-0000000000'), operatorHeaders(otherKey)]) {
        const response = await postChat(harness.app, payload, headers);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ error: 'Forbidden', message: expect.stringContaining('operator key') });
      }
      // A new conversation cannot be opened as an operator without a key either.
      expect((await postChat(harness.app, chatPayload({ creator }))).statusCode).toBe(401);
      expect(await rowCounts(harness.store)).toEqual(before);
    });
  }

  it('accepts AGENT with the key: stored as sent, no AI reply', async () => {
    const { conversation_id } = await startConversation();
    const requests = harness.engine.requests.length;
    const response = await postChat(harness.app, chatPayload({ creator: 'AGENT', conversation_id, message: 'Automated follow-up' }), operatorHeaders());
    expect(response.statusCode).toBe(200);
    const reply = response.json();
    expect(reply).toHaveLength(1);
    expect(reply[0]).toMatchObject({ creator: 'AGENT', message: 'Automated follow-up', user_name: 'Queenstown Adventures' });
    expect(harness.engine.requests.length).toBe(requests);
  });

  it('a USER message pauses the AI until the conversation is handed back', async () => {
    const { conversation_id } = await startConversation();
    const interrupt = await postChat(
      harness.app,
      chatPayload({ creator: 'USER', conversation_id, message: 'Hi, Sam from the crew here.', user_name: 'Sam' }),
      operatorHeaders(),
    );
    expect(interrupt.statusCode).toBe(200);
    expect(interrupt.json()).toEqual([expect.objectContaining({ creator: 'USER', user_name: 'Sam', message: 'Hi, Sam from the crew here.' })]);
    const [paused] = await harness.store.db.select().from(conversations).where(eq(conversations.id, conversation_id));
    expect(paused.aiPaused).toBe(true);

    // The visitor writes: only their message is stored and returned; the AI stays quiet.
    const requests = harness.engine.requests.length;
    const visitor = await postChat(harness.app, chatPayload({ conversation_id, message: 'Thanks Sam!' }));
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual([expect.objectContaining({ creator: 'CONTACT', message: 'Thanks Sam!' })]);
    expect(harness.engine.requests.length).toBe(requests);

    // Hand-back needs the key: 401 without one, 403 for another.
    const unkeyed = await harness.app.inject({ method: 'POST', url: `/api/conversations/${conversation_id}/handback` });
    expect(unkeyed.statusCode).toBe(401);
    const refused = await harness.app.inject({ method: 'POST', url: `/api/conversations/${conversation_id}/handback`, headers: operatorHeaders('wrong-key-0000000000') });
    expect(refused.statusCode).toBe(403);
    const handback = await harness.app.inject({ method: 'POST', url: `/api/conversations/${conversation_id}/handback`, headers: operatorHeaders() });
    expect(handback.statusCode).toBe(200);
    expect(handback.json()).toEqual({ id: conversation_id, ai_paused: false, wants_human: false });

    const answered = await postChat(harness.app, chatPayload({ conversation_id, message: 'One more question' }));
    expect(answered.json().map((message: { creator: string }) => message.creator)).toEqual(['CONTACT', 'AGENT']);
    const thread = (await harness.app.inject({ method: 'GET', url: `/api/conversations/${conversation_id}/messages` })).json();
    expect(thread.messages.map((message: { creator: string }) => message.creator)).toEqual(['CONTACT', 'AGENT', 'USER', 'CONTACT', 'CONTACT', 'AGENT']);
  });

  it('drops the AI reply when a team member took over while the engine was answering', async () => {
    const { conversation_id } = await startConversation();
    let release!: () => void;
    harness.engine.holdNext = new Promise<void>((resolve) => (release = resolve));
    const visitor = postChat(harness.app, chatPayload({ conversation_id, message: 'Slow question' }));
    await waitFor(() => harness.engine.requests.at(-1)?.question === 'Slow question');
    const takeover = await postChat(harness.app, chatPayload({ creator: 'USER', conversation_id, message: 'I will take this one' }), operatorHeaders());
    expect(takeover.statusCode).toBe(200);
    release();
    const response = await visitor;
    expect(response.statusCode).toBe(200);
    expect(response.json().map((message: { creator: string }) => message.creator)).toEqual(['CONTACT']);
  });

  it('handback of an unknown conversation is a 404', async () => {
    const response = await harness.app.inject({ method: 'POST', url: `/api/conversations/${crypto.randomUUID()}/handback`, headers: operatorHeaders() });
    expect(response.statusCode).toBe(404);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
