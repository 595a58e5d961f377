import { eq } from 'drizzle-orm';
import { assert as assertStruct } from 'superstruct';
import { expect, it } from 'vitest';
import { Conversation, ConversationSummary, MESSAGE_VERSION, SendMessageReply, type Message } from '../../src/contract/contract.ts';
import { conversations } from '../../server/store/schema.ts';
import { FAKE_CITATION } from './helpers/fake-answer-engine.ts';
import { chatPayload, describeEachStore, postChat, rowCounts } from './helpers/api-harness.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describeEachStore('POST /api/chat', (harness) => {
  it('creates the conversation and the contact with the first message, and answers', async () => {
    const before = Date.now();
    const response = await postChat(harness.app, chatPayload());
    expect(response.statusCode).toBe(200);
    const reply: Message[] = response.json();
    assertStruct(reply, SendMessageReply);
    expect(reply).toHaveLength(2);
    const [question, answer] = reply;
    expect(question).toMatchObject({ creator: 'CONTACT', message: 'How much does a tandem jump cost?', version: MESSAGE_VERSION, citations: [] });
    expect(answer).toMatchObject({
      creator: 'AGENT',
      message: '**Answer** to: How much does a tandem jump cost?',
      version: MESSAGE_VERSION,
      // The engine cites the server's own page by path; the visitor gets it on the public URL.
      citations: [{ name: FAKE_CITATION.name, url: `${harness.config.publicUrl}${FAKE_CITATION.url}` }],
      user_name: 'Queenstown Adventures',
      user_profile_picture_url: '/logos/queenstown-adventures.svg',
    });
    expect(question.id).toMatch(UUID);
    expect(question.conversation_id).toMatch(UUID);
    expect(answer.conversation_id).toBe(question.conversation_id);
    expect(question.created_at).toBeGreaterThanOrEqual(before);
    expect(answer.created_at).toBeGreaterThanOrEqual(question.created_at);
    // The contact was created, and it is the sender of the visitor's message.
    expect(question.user_id).toMatch(UUID);

    const summary = await harness.app.inject({ method: 'GET', url: `/api/conversations/${question.conversation_id}` });
    const conversation = summary.json();
    assertStruct(conversation, ConversationSummary);
    expect(conversation.contact.id).toBe(question.user_id);
    expect(conversation.contact).not.toHaveProperty('updated_at');
    expect(conversation.summary).toBe('About: How much does a tandem jump cost?');
    expect(conversation.last_message_at).toBe(answer.created_at);
  });

  it('appends follow-ups with the history, keeping counters and summary current', async () => {
    const [first] = (await postChat(harness.app, chatPayload({ message: 'Hello there' }))).json();
    const summariesBefore = harness.engine.summaries;
    const followUp = await postChat(
      harness.app,
      chatPayload({
        message: 'And for two people?',
        conversation_id: first.conversation_id,
        contact_id: first.user_id,
        // Follow-ups also carry the locally composed message's fields (SPEC.md §3).
        id: 'local-1',
        user_id: first.user_id,
        user_name: '',
        user_profile_picture_url: '',
        created_at: Date.now(),
        version: 2,
        citations: [],
      }),
    );
    expect(followUp.statusCode).toBe(200);
    const [question, answer] = followUp.json();
    expect(question.conversation_id).toBe(first.conversation_id);
    expect(question.id).not.toBe('local-1');
    expect(harness.engine.requests.at(-1)?.history).toEqual([
      { creator: 'CONTACT', message: 'Hello there' },
      { creator: 'AGENT', message: '**Answer** to: Hello there' },
    ]);
    // The summary is made once, after the first exchange.
    expect(harness.engine.summaries).toBe(summariesBefore);

    const [row] = await harness.store.db.select().from(conversations).where(eq(conversations.id, first.conversation_id));
    expect(row.messageCount).toBe(4);
    expect(row.lastMessageAt).toBe(answer.created_at);
    expect(row.summary).toBe('About: Hello there');

    const thread = (await harness.app.inject({ method: 'GET', url: `/api/conversations/${first.conversation_id}/messages` })).json();
    assertStruct(thread, Conversation);
    expect(thread.messages.map((message: Message) => message.message)).toEqual([
      'Hello there',
      '**Answer** to: Hello there',
      'And for two people?',
      '**Answer** to: And for two people?',
    ]);
  });

  it('reuses a known contact for a new conversation, and creates one for an unknown contact id', async () => {
    const [first] = (await postChat(harness.app, chatPayload())).json();
    const [again] = (await postChat(harness.app, chatPayload({ contact_id: first.user_id }))).json();
    expect(again.conversation_id).not.toBe(first.conversation_id);
    expect(again.user_id).toBe(first.user_id);

    const unknownId = crypto.randomUUID();
    const [fresh] = (await postChat(harness.app, chatPayload({ contact_id: unknownId }))).json();
    expect(fresh.user_id).not.toBe(unknownId);
    expect(fresh.user_id).not.toBe(first.user_id);

    const [fromJunk] = (await postChat(harness.app, chatPayload({ contact_id: 'not-a-uuid' }))).json();
    expect(fromJunk.user_id).toMatch(UUID);
  });

  it('flags the conversation when the engine says the visitor wants a human', async () => {
    const [question, answer] = (await postChat(harness.app, chatPayload({ message: 'Can I talk to a human please?' }))).json();
    expect(answer.message).toBe('A team member will be in touch.');
    const [row] = await harness.store.db.select().from(conversations).where(eq(conversations.id, question.conversation_id));
    expect(row.wantsHuman).toBe(true);
    expect(row.aiPaused).toBe(false);
  });

  it('refuses a conversation of another organisation with 409, storing nothing', async () => {
    const [first] = (await postChat(harness.app, chatPayload())).json();
    const before = await rowCounts(harness.store);
    const response = await postChat(
      harness.app,
      chatPayload({ organisation_id: 'harbourside-dental', conversation_id: first.conversation_id, contact_id: first.user_id }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'Conflict', field: 'conversation_id' });
    expect(await rowCounts(harness.store)).toEqual(before);
  });

  it('answers 503 and stores nothing when the answer engine fails', async () => {
    const before = await rowCounts(harness.store);
    harness.engine.failNext = new Error('engine exploded with a secret: hunter2');
    const response = await postChat(harness.app, chatPayload());
    expect(response.statusCode).toBe(503);
    expect(response.json().message).not.toMatch(/hunter2|exploded/);
    expect(await rowCounts(harness.store)).toEqual(before);
  });

  it('answers the Harbourside Dental visitor in a conversation of its own', async () => {
    const response = await postChat(harness.app, chatPayload({ organisation_id: 'harbourside-dental', message: 'Are you open on Saturday?' }));
    expect(response.statusCode).toBe(200);
    const [question, answer] = response.json();
    expect(answer.user_name).toBe('Harbourside Dental');
    const summary = (await harness.app.inject({ method: 'GET', url: `/api/conversations/${question.conversation_id}` })).json();
    expect(summary.organisation_id).toBe('harbourside-dental');
    expect(harness.engine.requests.at(-1)?.organisation).toEqual({ id: 'harbourside-dental', name: 'Harbourside Dental' });
  });

  it('keeps concurrent messages of one conversation in order, without losing any', async () => {
    const [first] = (await postChat(harness.app, chatPayload({ message: 'start' }))).json();
    const sends = Array.from({ length: 6 }, (_, index) =>
      postChat(harness.app, chatPayload({ message: `parallel ${index}`, conversation_id: first.conversation_id })),
    );
    const responses = await Promise.all(sends);
    expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(200));
    const thread = (await harness.app.inject({ method: 'GET', url: `/api/conversations/${first.conversation_id}/messages` })).json();
    expect(thread.messages).toHaveLength(14);
    const [row] = await harness.store.db.select().from(conversations).where(eq(conversations.id, first.conversation_id));
    expect(row.messageCount).toBe(14);
  });
});
