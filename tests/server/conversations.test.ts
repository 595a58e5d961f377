// Reading conversations (one, its messages with ETag polling, a contact's list) and updating
// contact details.
import { assert as assertStruct, array } from 'superstruct';
import { expect, it } from 'vitest';
import { Contact, Conversation, ConversationSummary } from '../../src/contract/contract.ts';
import { chatPayload, describeEachStore, operatorHeaders, postChat } from './helpers/api-harness.ts';

/** Resolves once the clock has moved past `ms`: at most a millisecond, and no fixed sleep. */
async function clockPast(ms: number): Promise<void> {
  while (Date.now() <= ms) await new Promise((resolve) => setImmediate(resolve));
}

describeEachStore('conversations and contacts', (harness) => {
  const get = (url: string, headers: Record<string, string> = {}) => harness.app.inject({ method: 'GET', url, headers });
  const putContact = (payload: unknown) =>
    harness.app.inject({ method: 'PUT', url: '/api/contacts', headers: { 'content-type': 'application/json', accept: 'application/json' }, payload: JSON.stringify(payload) });

  it('GET /api/conversations/:id → the summary with its contact', async () => {
    const [question] = (await postChat(harness.app, chatPayload({ message: 'Where do I check in?' }))).json();
    const response = await get(`/api/conversations/${question.conversation_id}`);
    expect(response.statusCode).toBe(200);
    const summary = response.json();
    assertStruct(summary, ConversationSummary);
    expect(summary).toMatchObject({
      id: question.conversation_id,
      organisation_id: 'queenstown-adventures',
      contact: { id: question.user_id, name: '', email: '', phone: '' },
      summary: 'About: Where do I check in?',
    });
    // Ids are case-insensitive UUIDs.
    expect((await get(`/api/conversations/${question.conversation_id.toUpperCase()}`)).statusCode).toBe(200);
  });

  it('GET /api/conversations/:id/messages → the conversation, oldest first, with an ETag and 304 while unchanged', async () => {
    const [question] = (await postChat(harness.app, chatPayload({ message: 'first' }))).json();
    await postChat(harness.app, chatPayload({ message: 'second', conversation_id: question.conversation_id }));
    const url = `/api/conversations/${question.conversation_id}/messages`;
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    const conversation = response.json();
    assertStruct(conversation, Conversation);
    expect(conversation.messages.map((message: { message: string }) => message.message)).toEqual([
      'first',
      '**Answer** to: first',
      'second',
      '**Answer** to: second',
    ]);
    const createdAt = conversation.messages.map((message: { created_at: number }) => message.created_at);
    expect([...createdAt].sort((a, b) => a - b)).toEqual(createdAt);
    expect(conversation.last_message_at).toBe(createdAt.at(-1));

    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(response.headers['cache-control']).toContain('no-cache');
    const unchanged = await get(url, { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);

    // A new message changes the tag…
    await postChat(harness.app, chatPayload({ message: 'third', conversation_id: question.conversation_id }));
    const changed = await get(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().messages).toHaveLength(6);
    // …and so do the contact's details, which the conversation carries.
    const afterMessage = changed.headers.etag as string;
    await putContact({ id: question.user_id, name: 'Mere', email: 'mere@example.com', phone: '' });
    const afterContact = await get(url, { 'if-none-match': afterMessage });
    expect(afterContact.statusCode).toBe(200);
    expect(afterContact.json().contact.name).toBe('Mere');
    // An operator's message changes it too.
    const operatorTag = afterContact.headers.etag as string;
    await postChat(harness.app, chatPayload({ creator: 'USER', message: 'Hi Mere', conversation_id: question.conversation_id }), operatorHeaders());
    expect((await get(url, { 'if-none-match': operatorTag })).statusCode).toBe(200);
  });

  it('GET /api/conversations/:id/messages with If-None-Match of an unknown conversation is still 404', async () => {
    const response = await get(`/api/conversations/${crypto.randomUUID()}/messages`, { 'if-none-match': '"c1-1-0"' });
    expect(response.statusCode).toBe(404);
  });

  it("GET /api/contacts/:id/conversations → the contact's conversations, latest message first", async () => {
    const [first] = (await postChat(harness.app, chatPayload({ message: 'one' }))).json();
    const contactId = first.user_id;
    const [second] = (await postChat(harness.app, chatPayload({ message: 'two', contact_id: contactId }))).json();
    const thirdMessages: { conversation_id: string; created_at: number; user_id: string }[] = (
      await postChat(harness.app, chatPayload({ message: 'three', contact_id: contactId, organisation_id: 'harbourside-dental' }))
    ).json();
    const [third] = thirdMessages;
    // Writing in the first conversation makes it the latest, from the next millisecond on (times
    // are whole milliseconds, and a tie is ordered by creation instead).
    await clockPast(Math.max(...thirdMessages.map((message) => message.created_at)));
    await postChat(harness.app, chatPayload({ message: 'one again', conversation_id: first.conversation_id }));

    const response = await get(`/api/contacts/${contactId}/conversations`);
    expect(response.statusCode).toBe(200);
    const list = response.json();
    assertStruct(list, array(ConversationSummary));
    // The harbourside conversation is another contact's: a contact is one organisation's.
    expect(list.map((conversation: { id: string }) => conversation.id)).toEqual([first.conversation_id, second.conversation_id]);
    const times = list.map((conversation: { last_message_at: number }) => conversation.last_message_at);
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    expect(third.user_id).not.toBe(contactId);
    expect((await get(`/api/contacts/${contactId}/conversations?organisation_id=harbourside-dental`)).json()).toEqual([]);
    const filtered = (await get(`/api/contacts/${third.user_id}/conversations?organisation_id=harbourside-dental`)).json();
    expect(filtered.map((conversation: { id: string }) => conversation.id)).toEqual([third.conversation_id]);

    // Another visitor sees none of them.
    const [stranger] = (await postChat(harness.app, chatPayload({ message: 'stranger' }))).json();
    const theirs = (await get(`/api/contacts/${stranger.user_id}/conversations`)).json();
    expect(theirs.map((conversation: { id: string }) => conversation.id)).toEqual([stranger.conversation_id]);
  });

  it('PUT /api/contacts → the contact with updated_at; the conversation then carries the details', async () => {
    const [question] = (await postChat(harness.app, chatPayload())).json();
    const before = Date.now();
    const response = await putContact({ id: question.user_id, name: 'Aroha Ngata', email: 'aroha@example.co.nz', phone: '+64 21 555 0100' });
    expect(response.statusCode).toBe(200);
    const contact = response.json();
    assertStruct(contact, Contact);
    expect(contact).toMatchObject({ id: question.user_id, name: 'Aroha Ngata', email: 'aroha@example.co.nz', phone: '+64 21 555 0100' });
    expect(contact.updated_at).toBeGreaterThanOrEqual(before);

    const summary = (await get(`/api/conversations/${question.conversation_id}`)).json();
    expect(summary.contact).toEqual(contact);
    // The contact's next message carries their name.
    const [next] = (await postChat(harness.app, chatPayload({ message: 'Thanks', conversation_id: question.conversation_id }))).json();
    expect(next.user_name).toBe('Aroha Ngata');
  });
});
