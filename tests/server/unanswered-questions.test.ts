// Unanswered questions are kept for the team (issue 11): each visitor question the engine found
// nothing to answer with is recorded with its conversation and time, per organisation, and listed
// newest first and paged at GET /api/organisations/:id/unanswered, with the operator key only.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { unansweredQuestions } from '../../server/store/schema.ts';
import { giveApiKey } from './helpers/api-keys.ts';
import { chatPayload, describeEachStore, operatorHeaders, postChat } from './helpers/api-harness.ts';

const QUEENSTOWN = 'queenstown-adventures';
const HARBOURSIDE = 'harbourside-dental';
const HARBOURSIDE_KEY = 'harbourside-only-key-0123456789';

interface Page {
  questions: { id: string; conversation_id: string; question: string; created_at: number }[];
  next: string | null;
}

describeEachStore('unanswered questions', (harness) => {
  const list = (query = '', headers: Record<string, string> = operatorHeaders(), organisationId = QUEENSTOWN) =>
    harness.app.inject({ method: 'GET', url: `/api/organisations/${organisationId}/unanswered${query}`, headers });

  async function ask(message: string, organisationId = QUEENSTOWN, conversationId = '') {
    const response = await postChat(harness.app, chatPayload({ message, organisation_id: organisationId, conversation_id: conversationId }));
    expect(response.statusCode).toBe(200);
    return (response.json() as { conversation_id: string }[])[0].conversation_id;
  }

  /** Fixed times, so the order does not depend on how fast the test runs. */
  async function setTime(question: string, createdAt: number) {
    await harness.store.db.update(unansweredQuestions).set({ createdAt }).where(eq(unansweredQuestions.question, question));
  }

  it('refuses a missing key (401), a wrong key and another organisation’s key (403), and an unknown organisation (404)', async () => {
    const missing = await list('', {});
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['www-authenticate']).toBe('Bearer');
    expect((await list('', operatorHeaders('wrong-key-0000000000'))).statusCode).toBe(403);
    await giveApiKey(harness.store.db, HARBOURSIDE, HARBOURSIDE_KEY);
    const otherKey = await list('', operatorHeaders(HARBOURSIDE_KEY));
    expect(otherKey.statusCode).toBe(403);
    expect(otherKey.json()).toMatchObject({ error: 'Forbidden' });
    expect((await list('', operatorHeaders(), 'no-such-organisation')).statusCode).toBe(404);
    // Refused before the query is even read.
    expect((await list('?limit=abc', {})).statusCode).toBe(401);
  });

  it('records each question answered with nothing, with its conversation and time, and nothing else', async () => {
    const before = Date.now();
    const first = await ask('Is this unanswerable question about skydiving?');
    await ask('How much does a tandem jump cost?', QUEENSTOWN, first);
    await ask('I want a human please', QUEENSTOWN, first);
    const second = await ask('Another unanswerable one: do you rent kayaks?');

    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const page = response.json() as Page;
    expect(page.questions.map(({ conversation_id, question }) => ({ conversation_id, question })).sort((a, b) => a.question.localeCompare(b.question))).toEqual([
      { conversation_id: second, question: 'Another unanswerable one: do you rent kayaks?' },
      { conversation_id: first, question: 'Is this unanswerable question about skydiving?' },
    ]);
    for (const question of page.questions) {
      expect(question.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(question.created_at).toBeGreaterThanOrEqual(before);
    }
    expect(page.next).toBeNull();
  });

  it("keeps each organisation's questions to itself", async () => {
    const conversation = await ask('An unanswerable question about crowns?', HARBOURSIDE);
    const harbourside = (await list('', operatorHeaders(HARBOURSIDE_KEY), HARBOURSIDE)).json() as Page;
    expect(harbourside.questions).toEqual([expect.objectContaining({ conversation_id: conversation, question: 'An unanswerable question about crowns?' })]);
    const queenstown = (await list()).json() as Page;
    expect(queenstown.questions.map((question) => question.question)).not.toContain('An unanswerable question about crowns?');
    expect(queenstown.questions.map((question) => question.conversation_id)).not.toContain(conversation);
  });

  it('lists newest first, a page at a time, each question once', async () => {
    for (const [index, question] of ['unanswerable A', 'unanswerable B', 'unanswerable C'].entries()) {
      await ask(question);
      await setTime(question, 10_000 + index);
    }
    await setTime('Is this unanswerable question about skydiving?', 5_000);
    await setTime('Another unanswerable one: do you rent kayaks?', 5_000);

    const seen: string[] = [];
    let query = '?limit=2';
    for (let pages = 0; pages < 10; pages += 1) {
      const page = (await list(query)).json() as Page;
      seen.push(...page.questions.map((question) => question.question));
      if (!page.next) break;
      expect(page.questions).toHaveLength(2);
      query = `?limit=2&before=${encodeURIComponent(page.next)}`;
    }
    expect(seen.slice(0, 3)).toEqual(['unanswerable C', 'unanswerable B', 'unanswerable A']);
    // The two with the same time come last, in a stable order, each once.
    expect(seen.slice(3).sort()).toEqual(['Another unanswerable one: do you rent kayaks?', 'Is this unanswerable question about skydiving?']);
    expect(seen).toHaveLength(5);
  });

  it('refuses a nonsense limit or cursor with 400 naming the parameter', async () => {
    for (const query of ['?limit=0', '?limit=101', '?limit=abc', '?limit=', '?before=yesterday', '?before=12_not-a-uuid', '?limit=1&limit=2']) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ error: 'Bad Request', field: query.includes('limit') ? 'limit' : 'before' });
    }
  });

  it('records nothing when a team member took over while the engine was answering (the reply is dropped)', async () => {
    const conversation = await ask('How much does a tandem jump cost?');
    let release: () => void = () => {};
    harness.engine.holdNext = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answering = postChat(harness.app, chatPayload({ message: 'unanswerable while a person steps in', conversation_id: conversation }));
    // The engine has the question once it has recorded the request; then the team member replies.
    await expect.poll(() => harness.engine.requests.some((request) => request.question === 'unanswerable while a person steps in')).toBe(true);
    const takeover = await postChat(harness.app, chatPayload({ creator: 'USER', conversation_id: conversation, message: 'Sam here' }), operatorHeaders());
    expect(takeover.statusCode).toBe(200);
    release();
    expect((await answering).statusCode).toBe(200);
    const rows = await harness.store.db.select().from(unansweredQuestions).where(eq(unansweredQuestions.conversationId, conversation));
    expect(rows).toEqual([]);
  });
});
