// Feedback on AI answers (issue 14): a visitor's thumbs up or down, with an optional short comment
// on "down", stored with the answer, shown to the team over the operator API, and a "down" puts
// the question on the unanswered-questions list. Validated like the other visitor routes.
import { expect, it } from 'vitest';
import type { Message } from '../../src/contract/contract.ts';
import { chatPayload, describeEachStore, operatorHeaders, postChat } from './helpers/api-harness.ts';
import { giveApiKey } from './helpers/api-keys.ts';

const HARBOURSIDE_KEY = 'harbourside-feedback-key-0123456789';

describeEachStore('feedback on answers', (harness) => {
  const rate = (messageId: string, body: unknown) =>
    harness.app.inject({
      method: 'POST',
      url: `/api/messages/${messageId}/feedback`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  const list = (headers: Record<string, string> = operatorHeaders(), organisationId = 'queenstown-adventures') =>
    harness.app.inject({ method: 'GET', url: `/api/organisations/${organisationId}/feedback`, headers });
  const unanswered = async () =>
    ((await harness.app.inject({ method: 'GET', url: '/api/organisations/queenstown-adventures/unanswered', headers: operatorHeaders() })).json() as {
      questions: { question: string }[];
    }).questions.map((each) => each.question);

  async function exchange(message: string): Promise<[Message, Message]> {
    const response = await postChat(harness.app, chatPayload({ message }));
    expect(response.statusCode).toBe(200);
    return response.json() as [Message, Message];
  }

  it('stores a thumbs up with the answer, and the conversation shows it', async () => {
    const [, answer] = await exchange('Is transport included?');
    const url = `/api/conversations/${answer.conversation_id}/messages`;
    const before = (await harness.app.inject({ method: 'GET', url })).headers.etag as string;
    const response = await rate(answer.id, { conversation_id: answer.conversation_id, rating: 'up' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: answer.id, feedback: 'up' });
    const conversation = (await harness.app.inject({ method: 'GET', url: `/api/conversations/${answer.conversation_id}/messages` })).json();
    expect(conversation.messages.at(-1)).toMatchObject({ id: answer.id, feedback: 'up' });
    expect(conversation.messages[0]).not.toHaveProperty('feedback');
    // A poll (or the browser's cache) revalidating the thread gets the verdict, not a 304.
    expect((await harness.app.inject({ method: 'GET', url, headers: { 'if-none-match': before } })).statusCode).toBe(200);
    expect(await unanswered()).not.toContain('Is transport included?');
  });

  it('a "down" keeps its comment, joins the unanswered questions once, and the team lists it', async () => {
    const [, answer] = await exchange('Can I bring my dog on the jump?');
    const body = { conversation_id: answer.conversation_id, rating: 'down', comment: '  Did not say anything about dogs  ' };
    expect((await rate(answer.id, body)).json()).toMatchObject({ feedback: 'down', feedback_comment: 'Did not say anything about dogs' });
    expect((await rate(answer.id, body)).statusCode).toBe(200);
    expect((await unanswered()).filter((question) => question === 'Can I bring my dog on the jump?')).toHaveLength(1);

    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json().feedback).toContainEqual(
      expect.objectContaining({
        message_id: answer.id,
        conversation_id: answer.conversation_id,
        rating: 'down',
        comment: 'Did not say anything about dogs',
        question: 'Can I bring my dog on the jump?',
        answer: answer.message,
      }),
    );
    // A change of mind is kept too.
    expect((await rate(answer.id, { conversation_id: answer.conversation_id, rating: 'up' })).json()).toMatchObject({ feedback: 'up' });
    expect((await rate(answer.id, { conversation_id: answer.conversation_id, rating: 'up' })).json()).not.toHaveProperty('feedback_comment');
  });

  it('refuses bad input with a 4xx naming the field, and changes nothing', async () => {
    const [question, answer] = await exchange('How heavy can I be?');
    const conversation_id = answer.conversation_id;
    const cases: [string, unknown, number, string | undefined][] = [
      [answer.id, { conversation_id, rating: 'sideways' }, 400, 'rating'],
      [answer.id, { conversation_id, rating: 'down', comment: 'x'.repeat(501) }, 422, 'comment'],
      [answer.id, { conversation_id, rating: 'up', comment: 'nice' }, 422, 'comment'],
      [answer.id, { conversation_id, rating: 'up', extra: 1 }, 400, 'extra'],
      [answer.id, { rating: 'up' }, 400, 'conversation_id'],
      [question.id, { conversation_id, rating: 'up' }, 422, 'id'],
      ['not-a-uuid', { conversation_id, rating: 'up' }, 404, undefined],
      [answer.id, { conversation_id: crypto.randomUUID(), rating: 'up' }, 404, undefined],
      [answer.id, { conversation_id: 'nope', rating: 'up' }, 404, undefined],
    ];
    for (const [id, body, status, field] of cases) {
      const response = await rate(id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
      if (field) expect(response.json().field).toBe(field);
    }
    const malformed = await harness.app.inject({ method: 'POST', url: `/api/messages/${answer.id}/feedback`, headers: { 'content-type': 'application/json' }, payload: '{' });
    expect(malformed.statusCode).toBe(400);
    const conversation = (await harness.app.inject({ method: 'GET', url: `/api/conversations/${conversation_id}/messages` })).json();
    expect(conversation.messages.at(-1)).not.toHaveProperty('feedback');
  });

  it("lists only the organisation's own feedback, to its own operator key", async () => {
    expect((await list({})).statusCode).toBe(401);
    await giveApiKey(harness.store.db, 'harbourside-dental', HARBOURSIDE_KEY);
    expect((await list(operatorHeaders(HARBOURSIDE_KEY))).statusCode).toBe(403);
    const theirs = await list(operatorHeaders(HARBOURSIDE_KEY), 'harbourside-dental');
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toEqual({ feedback: [] });
  });
});
