// Bad input gets a clear 4xx naming the field, stores nothing, and never a 5xx.
import { expect, it } from 'vitest';
import { MESSAGE_MAX_LENGTH } from '../../src/contract/contract.ts';
import { chatPayload, describeEachStore, postChat, rowCounts } from './helpers/api-harness.ts';

describeEachStore('bad input', (harness) => {
  /** Sends the request and checks status, the {error, message} body and that nothing was stored. */
  async function expectRefused(
    send: () => ReturnType<typeof postChat>,
    status: number | number[],
    field?: string,
    messagePattern?: RegExp,
  ) {
    const before = await rowCounts(harness.store);
    const response = await send();
    const statuses = Array.isArray(status) ? status : [status];
    expect(statuses, response.body).toContain(response.statusCode);
    const body = response.json();
    expect(body).toEqual(expect.objectContaining({ error: expect.any(String), message: expect.any(String) }));
    if (field) {
      expect(body.field).toBe(field);
      expect(body.message).toContain(field);
    }
    if (messagePattern) expect(body.message).toMatch(messagePattern);
    expect(await rowCounts(harness.store)).toEqual(before);
    return body;
  }

  it('malformed JSON → 400', async () => {
    await expectRefused(() => postChat(harness.app, '{"message": "hi",'), 400, 'body');
  });

  it('an empty body, an array and a JSON string → 400', async () => {
    await expectRefused(() => postChat(harness.app, ''), 400);
    await expectRefused(() => postChat(harness.app, '[]'), 400, 'body');
    await expectRefused(() => postChat(harness.app, '"hello"'), 400, 'body');
  });

  it('a body that is not JSON → 400 or 415', async () => {
    const send = (contentType: string) => () =>
      harness.app.inject({ method: 'POST', url: '/api/chat', headers: { 'content-type': contentType }, payload: 'hi' });
    await expectRefused(send('text/plain'), 400, 'body', /JSON object/);
    await expectRefused(send('application/xml'), 415, 'body');
  });

  it('wrong types name the field', async () => {
    await expectRefused(() => postChat(harness.app, chatPayload({ message: 42 as never })), 400, 'message', /must be a string/);
    await expectRefused(() => postChat(harness.app, chatPayload({ conversation_id: null as never })), 400, 'conversation_id');
    await expectRefused(() => postChat(harness.app, chatPayload({ creator: 'ROBOT' as never })), 400, 'creator');
    await expectRefused(() => postChat(harness.app, chatPayload({ citations: [{ name: 'x' }] as never })), 400, 'citations[0].url');
  });

  it('a missing field is named', async () => {
    const { organisation_id: _omitted, ...payload } = chatPayload();
    await expectRefused(() => postChat(harness.app, payload), 400, 'organisation_id', /required/);
  });

  it('unknown fields are refused', async () => {
    await expectRefused(() => postChat(harness.app, { ...chatPayload(), admin: true }), 400, 'admin', /Unknown field/);
  });

  it('a __proto__ key is refused', async () => {
    await expectRefused(() => postChat(harness.app, '{"__proto__": {"x": 1}, "message": "hi"}'), 400);
  });

  it('values that override toString or valueOf → 400, not a 500 from printing them', async () => {
    await expectRefused(() => postChat(harness.app, '{"message":{"toString":1}}'), 400, 'message.toString', /Unknown field/);
    await expectRefused(() => postChat(harness.app, chatPayload({ message: { toString: 'x' } as never })), 400, 'message.toString');
    await expectRefused(() => postChat(harness.app, chatPayload({ message: { valueOf: 'x' } as never })), 400, 'message.valueOf');
    const contact = await harness.app.inject({
      method: 'PUT',
      url: '/api/contacts',
      headers: { 'content-type': 'application/json' },
      payload: '{"id":{"toString":"x"}}',
    });
    expect(contact.statusCode, contact.body).toBe(400);
    expect(contact.json()).toEqual({ error: 'Bad Request', message: 'Unknown field "id.toString"', field: 'id.toString' });
  });

  it('unknown organisation → 404', async () => {
    await expectRefused(() => postChat(harness.app, chatPayload({ organisation_id: 'no-such-org' })), 404, undefined, /Organisation not found/);
  });

  it('unknown or non-UUID conversation → 404', async () => {
    await expectRefused(() => postChat(harness.app, chatPayload({ conversation_id: crypto.randomUUID() })), 404, undefined, /Conversation not found/);
    await expectRefused(() => postChat(harness.app, chatPayload({ conversation_id: '1 OR 1=1' })), 404, undefined, /Conversation not found/);
  });

  it(`a message longer than ${MESSAGE_MAX_LENGTH} characters → 422`, async () => {
    await expectRefused(() => postChat(harness.app, chatPayload({ message: 'a'.repeat(MESSAGE_MAX_LENGTH + 1) })), 422, 'message', /too long/);
    const exact = await postChat(harness.app, chatPayload({ message: 'a'.repeat(MESSAGE_MAX_LENGTH) }));
    expect(exact.statusCode).toBe(200);
  });

  it('empty and whitespace-only messages → 422', async () => {
    await expectRefused(() => postChat(harness.app, chatPayload({ message: '' })), 422, 'message', /empty/);
    await expectRefused(() => postChat(harness.app, chatPayload({ message: ' \n\t  ' })), 422, 'message', /empty/);
  });

  it('NUL bytes anywhere in strings → 400 naming the field', async () => {
    await expectRefused(() => postChat(harness.app, chatPayload({ message: 'hi\u0000there' })), 400, 'message', /NUL/);
    await expectRefused(() => postChat(harness.app, chatPayload({ referrer: '\u0000' })), 400, 'referrer');
    await expectRefused(() => postChat(harness.app, chatPayload({ organisation_id: 'queenstown-adventures\u0000' })), 400, 'organisation_id');
    await expectRefused(
      () => postChat(harness.app, chatPayload({ citations: [{ name: 'ok', url: 'x\u0000' }] })),
      400,
      'citations[0].url',
    );
  });

  it('lone surrogates anywhere in strings → 400 naming the field', async () => {
    // JSON.stringify escapes lone surrogates as \udXXX, which is exactly what a client would send.
    await expectRefused(() => postChat(harness.app, chatPayload({ message: 'broken \ud800 text' })), 400, 'message', /surrogate/);
    await expectRefused(() => postChat(harness.app, chatPayload({ contact_id: '\udc00' })), 400, 'contact_id');
    await expectRefused(() => postChat(harness.app, '{"message":"\\udfff","conversation_id":"","organisation_id":"queenstown-adventures","creator":"CONTACT","referrer":"","contact_id":""}'), 400, 'message');
    // A proper surrogate pair (an emoji) is fine.
    const emoji = await postChat(harness.app, chatPayload({ message: 'Jump 🪂 today?' }));
    expect(emoji.statusCode).toBe(200);
    expect(emoji.json()[0].message).toBe('Jump 🪂 today?');
  });

  it('absurdly deep nesting → 400, not a stack overflow', async () => {
    const deepArray = `{"message":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    await expectRefused(() => postChat(harness.app, deepArray), 400, 'message', /nested too deeply/);
    const deepObject = `{"citations":${'{"a":'.repeat(40_000)}1${'}'.repeat(40_000)}}`;
    await expectRefused(() => postChat(harness.app, deepObject), 400, 'citations');
  });

  it('bodies over 1 MB → 413', async () => {
    const huge = JSON.stringify(chatPayload({ message: 'a'.repeat(1024 * 1024) }));
    await expectRefused(() => postChat(harness.app, huge), 413, 'body');
  });

  it('a very long referrer → 422', async () => {
    await expectRefused(() => postChat(harness.app, chatPayload({ referrer: `https://example.com/${'a'.repeat(5000)}` })), 422, 'referrer');
  });

  it('PUT /api/contacts: invalid email → 422, wrong types and unknown fields → 400, unknown contact → 404', async () => {
    const [first] = (await postChat(harness.app, chatPayload())).json();
    const put = (payload: unknown) =>
      harness.app.inject({ method: 'PUT', url: '/api/contacts', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
    const valid = { id: first.user_id, name: 'Aroha', email: 'aroha@example.com', phone: '021 555 0100' };
    await expectRefused(() => put({ ...valid, email: 'not an email' }), 422, 'email', /valid email/);
    await expectRefused(() => put({ ...valid, email: 'a@b@c' }), 422, 'email');
    await expectRefused(() => put({ ...valid, phone: 21 }), 400, 'phone');
    await expectRefused(() => put({ ...valid, role: 'admin' }), 400, 'role');
    await expectRefused(() => put({ ...valid, name: 'A\u0000' }), 400, 'name');
    await expectRefused(() => put({ ...valid, name: 'x'.repeat(201) }), 422, 'name');
    await expectRefused(() => put({ ...valid, id: crypto.randomUUID() }), 404, undefined, /Contact not found/);
    await expectRefused(() => put({ ...valid, id: 'not-a-uuid' }), 404, undefined, /Contact not found/);
    await expectRefused(() => put({ ...valid, id: '' }), 404);
  });

  it('non-UUID ids in paths → 404, never 500', async () => {
    for (const url of [
      '/api/conversations/123',
      '/api/conversations/123/messages',
      "/api/conversations/'%3B%20drop%20table%20messages/messages",
      '/api/conversations/%00',
      '/api/contacts/abc/conversations',
      `/api/conversations/${'f'.repeat(5000)}`,
    ]) {
      const response = await harness.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error, url).toBe('Not Found');
    }
    const unknown = await harness.app.inject({ method: 'GET', url: `/api/contacts/${crypto.randomUUID()}/conversations` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Contact not found');
  });

  it('unknown API routes → 404 JSON', async () => {
    const response = await harness.app.inject({ method: 'DELETE', url: '/api/conversations' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'Not Found' });
  });
});
