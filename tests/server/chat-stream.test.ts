// POST /api/chat/stream: an LLM answer arrives piece by piece while the model is still writing
// (the local OpenAI-compatible server holds the rest back), ends with the stored messages, and is
// the same send as POST /api/chat: same checks, same stored rows, idempotent by the message id.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '../../src/contract/contract.ts';
import { eq } from 'drizzle-orm';
import { createAnswerEngine } from '../../server/answer/index.ts';
import { messages } from '../../server/store/schema.ts';
import { startFakeLlmServer, type FakeLlmServer } from '../answer/helpers/fake-llm-server.ts';
import { chatPayload, describeEachStore, postChat, rowCounts, startHarness } from './helpers/api-harness.ts';
import { parseEventStream, readEventStream } from './helpers/event-stream.ts';
import { STORE_KINDS, describeStore } from './helpers/test-stores.ts';

const postStream = (app: Parameters<typeof postChat>[0], payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/chat/stream', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) });

describeEachStore('POST /api/chat/stream with the extractive engine', (harness) => {
  it('answers the same messages as POST /api/chat, in one done event', async () => {
    const response = await postStream(harness.app, chatPayload({ id: randomUUID() }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = parseEventStream(response.body);
    expect(events.map((each) => each.event)).toEqual(['done']);
    const [visitor, answer] = events[0].data as Message[];
    expect(visitor).toMatchObject({ creator: 'CONTACT', message: 'How much does a tandem jump cost?' });
    expect(answer).toMatchObject({ creator: 'AGENT', message: '**Answer** to: How much does a tandem jump cost?' });
    expect(answer.citations).toHaveLength(1);
  });

  it('refuses bad input with the JSON error POST /api/chat gives, storing nothing', async () => {
    const before = await rowCounts(harness.store);
    const empty = await postStream(harness.app, chatPayload({ message: '   ' }));
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ error: 'Unprocessable Entity', field: 'message' });
    const long = await postStream(harness.app, chatPayload({ message: 'x'.repeat(4001) }));
    expect(long.statusCode).toBe(422);
    const unknown = await postStream(harness.app, chatPayload({ organisation_id: 'no-such-organisation' }));
    expect(unknown.statusCode).toBe(404);
    expect(await rowCounts(harness.store)).toEqual(before);
  });

  it('replays a repeated send (the same id) without storing it again, on either endpoint', async () => {
    const id = randomUUID();
    const first = parseEventStream((await postStream(harness.app, chatPayload({ id, message: 'Is it safe?' }))).body);
    const before = await rowCounts(harness.store);
    const again = parseEventStream((await postStream(harness.app, chatPayload({ id, message: 'Is it safe?' }))).body);
    const plain = (await postChat(harness.app, chatPayload({ id, message: 'Is it safe?' }))).json();
    expect(again).toEqual(first);
    expect(plain).toEqual(first[0].data);
    expect(await rowCounts(harness.store)).toEqual(before);
  });
});

for (const kind of STORE_KINDS) {
  describeStore(kind, 'POST /api/chat/stream with the LLM engine', () => {
    let llm: FakeLlmServer;
    let harness: Awaited<ReturnType<typeof startHarness>>;
    let origin: string;

    beforeAll(async () => {
      llm = await startFakeLlmServer();
      harness = await startHarness(kind, {
        answerEngine: (store) =>
          createAnswerEngine(
            { kind: 'llm', llm: { provider: 'openai-compatible', model: 'test-model', baseUrl: llm.baseUrl, timeoutMs: 20_000, maxOutputTokens: 200, temperature: 0 } },
            store,
          ),
      });
      await harness.app.listen({ host: '127.0.0.1', port: 0 });
      origin = `http://127.0.0.1:${(harness.app.server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await harness?.dispose();
      await llm?.close();
    });

    const streamed = (payload: unknown) =>
      fetch(`${origin}/api/chat/stream`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });

    it('sends the answer as it is generated, without source markers, then the stored messages', async () => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const answer = 'A tandem jump costs NZD 349.99 for two people [1]. Transport is included [1][2].';
      llm.reply = { kind: 'text', text: answer, holdAfter: 3, release: held };
      const response = await streamed(chatPayload({ id: randomUUID() }));
      expect(response.status).toBe(200);
      const events = readEventStream(response.body!);
      const first = await events.next();
      // The model has not finished (it waits for release): this piece came while it was writing.
      expect(first.value).toMatchObject({ event: 'delta' });
      let text = (first.value!.data as { text: string }).text;
      release();
      let done: Message[] | undefined;
      for await (const event of events) {
        if (event.event === 'delta') text += (event.data as { text: string }).text;
        if (event.event === 'done') done = event.data as Message[];
      }
      expect(text).toBe('A tandem jump costs NZD 349.99 for two people. Transport is included.');
      expect(text).not.toContain('[');
      const reply = done!.find((message) => message.creator === 'AGENT')!;
      expect(reply.message).toBe(text);
      expect(reply.citations.length).toBeGreaterThan(0);
      // The stored message is the one the stream ended with.
      const stored = await (await fetch(`${origin}/api/conversations/${reply.conversation_id}/messages`)).json();
      expect(stored.messages).toEqual(done);
    });

    it('stores the whole answer when the visitor goes away mid-stream; the next poll has it', async () => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      llm.reply = { kind: 'text', text: 'Minimum age is 10 years [1].', holdAfter: 1, release: held };
      const abort = new AbortController();
      const response = await fetch(`${origin}/api/chat/stream`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(chatPayload({ id: randomUUID(), message: 'How old do you have to be?' })),
        signal: abort.signal,
      });
      const events = readEventStream(response.body!);
      expect((await events.next()).value).toMatchObject({ event: 'delta' });
      abort.abort();
      const requestsBefore = llm.requests.length;
      release();
      // The send finishes on the server: the answer is stored whole, as the next poll will show it.
      await expect
        .poll(async () => (await harness.store.db.select().from(messages).where(eq(messages.message, 'Minimum age is 10 years.'))).length, {
          timeout: 10_000,
        })
        .toBe(1);
      expect(llm.requests.length).toBe(requestsBefore);
    });
  });
}

describe('event stream parsing', () => {
  it('reads events with their JSON data', () => {
    expect(parseEventStream('event: delta\ndata: {"text":"Hi"}\n\nevent: done\ndata: []\n\n')).toEqual([
      { event: 'delta', data: { text: 'Hi' } },
      { event: 'done', data: [] },
    ]);
  });
});
