// The client's message id makes POST /api/chat idempotent: a repeat, or a concurrent repeat,
// answers the first result, and exactly one message and one reply are stored.
import { randomUUID } from 'node:crypto';
import { afterEach, expect, it } from 'vitest';
import type { Message } from '../../src/contract/contract.ts';
import { chatPayload, describeEachStore, postChat, rowCounts, type ApiHarness } from './helpers/api-harness.ts';

/**
 * Holds every answer until `count` sends have asked for one: all of them have then passed the
 * check for an earlier send, and meet only at the transaction's claim.
 */
function answersMeetAfter(harness: ApiHarness, count: number): () => void {
  const engine = harness.engine;
  const original = engine.answer.bind(engine);
  let release: () => void = () => {};
  const allArrived = new Promise<void>((resolve) => (release = resolve));
  let arrived = 0;
  engine.answer = async (request) => {
    arrived += 1;
    if (arrived === count) release();
    await allArrived;
    return original(request);
  };
  return () => {
    engine.answer = original;
  };
}

describeEachStore('idempotent sends', (harness) => {
  let restore: (() => void) | undefined;
  afterEach(() => {
    restore?.();
    restore = undefined;
  });

  const ids = (messages: Message[]) => messages.map((message) => message.id);

  it('a doubled first message, sent at once, makes one conversation, one contact, one message and one reply', async () => {
    const before = await rowCounts(harness.store);
    const payload = chatPayload({ id: randomUUID(), message: 'How much is a tandem jump?' });
    restore = answersMeetAfter(harness, 3);
    const responses = await Promise.all([1, 2, 3].map(() => postChat(harness.app, payload)));
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const [first, ...repeats] = responses.map((response) => response.json() as Message[]);
    expect(first.map((message) => message.creator)).toEqual(['CONTACT', 'AGENT']);
    for (const repeat of repeats) expect(ids(repeat)).toEqual(ids(first));
    expect(await rowCounts(harness.store)).toEqual({
      contacts: before.contacts + 1,
      conversations: before.conversations + 1,
      messages: before.messages + 2,
    });
  });

  it('a follow-up repeated at once and retried later is stored once, with one reply', async () => {
    const [opening] = (await postChat(harness.app, chatPayload({ id: randomUUID() }))).json() as Message[];
    const before = await rowCounts(harness.store);
    const payload = chatPayload({ id: randomUUID(), conversation_id: opening.conversation_id, message: 'And the age limit?' });
    restore = answersMeetAfter(harness, 2);
    const [one, two] = await Promise.all([postChat(harness.app, payload), postChat(harness.app, payload)]);
    restore();
    restore = undefined;
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(ids(two.json())).toEqual(ids(one.json()));

    // A retry after the client timed out: the same answer, and the engine is not asked again.
    const asked = harness.engine.requests.length;
    const retry = await postChat(harness.app, payload);
    expect(ids(retry.json())).toEqual(ids(one.json()));
    expect(harness.engine.requests.length).toBe(asked);
    expect(await rowCounts(harness.store)).toEqual({ ...before, messages: before.messages + 2 });

    const thread = (await harness.app.inject({ url: `/api/conversations/${opening.conversation_id}/messages` })).json();
    expect(thread.messages.filter((message: Message) => message.message === 'And the age limit?')).toHaveLength(1);
  });

  it('the same id with another message is refused (409), and another conversation may reuse an id', async () => {
    const id = randomUUID();
    const first = await postChat(harness.app, chatPayload({ id, message: 'Where do I park?' }));
    expect(first.statusCode).toBe(200);
    const other = await postChat(harness.app, chatPayload({ id, message: 'Something else' }));
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ field: 'id', message: expect.stringMatching(/already used/) });

    // Follow-up ids are scoped to their conversation: an old client's "local-<time>" ids never clash.
    const [a] = (await postChat(harness.app, chatPayload())).json() as Message[];
    const [b] = (await postChat(harness.app, chatPayload())).json() as Message[];
    for (const conversation of [a, b]) {
      const response = await postChat(harness.app, chatPayload({ id: 'local-1700000000000', conversation_id: conversation.conversation_id }));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()[0].conversation_id).toBe(conversation.conversation_id);
    }
  });

  it('an over-long id → 422', async () => {
    const response = await postChat(harness.app, chatPayload({ id: 'x'.repeat(201) }));
    expect(response.statusCode).toBe(422);
    expect(response.json().field).toBe('id');
  });
});
