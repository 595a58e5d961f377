// The operator console's calls in services/api.ts and routes/-wiring/operator-actors.ts over a fake
// fetch: the bearer key goes on the operator's calls only, and a refused key is 'key-refused'.
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createApi } from '../../../src/services/api.ts';
import { createOperatorApi } from '../../../src/services/operator-api.ts';
import { operatorChatInput, provideOperatorChatActors, provideOperatorConsoleActors } from '../../../src/routes/-wiring/operator-actors.ts';
import { CONVERSATION_ID, ORGANISATION_ID, conversation } from '../models/fixtures.ts';
import { FIRST_PAGE, OPERATOR_KEY } from '../models/operator-console-model.ts';

/** The old list's rows: what GET /organisations/:id/conversations still answers. */
const CONSOLE_LIST = FIRST_PAGE.conversations.map(({ id, organisation_id, contact, summary, last_message_at, message_count, wants_human, ai_paused }) => ({ id, organisation_id, contact, summary, last_message_at, message_count, wants_human, ai_paused }));

function apiAnswering(status: number, body: unknown) {
  const fetch = vi.fn(async (_request: RequestInfo | URL, _init?: RequestInit) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  const options = { baseURL: 'http://korero.test/api', fetch: fetch as typeof globalThis.fetch };
  return { fetch, api: createApi(options), operator: createOperatorApi(options) };
}

const sent = (fetch: ReturnType<typeof apiAnswering>['fetch'], call = 0) => {
  const [request, init] = fetch.mock.calls[call];
  return { url: String(request), method: init?.method ?? 'GET', headers: new Headers(init?.headers), body: init?.body };
};

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('the operator calls', () => {
  it("GET /organisations/:id/conversations carries the key; 401/403 is 'key-refused', 5xx 'server'", async () => {
    const ok = apiAnswering(200, CONSOLE_LIST.map((row) => ({ ...row, unknown_field: 1 })));
    await expect(ok.operator.getOrganisationConversations(ORGANISATION_ID, { operatorKey: OPERATOR_KEY })).resolves.toEqual(CONSOLE_LIST);
    expect(sent(ok.fetch).url).toBe(`http://korero.test/api/organisations/${ORGANISATION_ID}/conversations`);
    expect(sent(ok.fetch).headers.get('authorization')).toBe(`Bearer ${OPERATOR_KEY}`);
    for (const status of [401, 403]) {
      await expect(apiAnswering(status, {}).operator.getOrganisationConversations(ORGANISATION_ID, { operatorKey: 'x' })).rejects.toMatchObject(
        { code: 'key-refused', status },
      );
    }
    await expect(apiAnswering(500, {}).operator.getOrganisationConversations(ORGANISATION_ID, { operatorKey: 'x' })).rejects.toMatchObject(
      { code: 'server', status: 500 },
    );
  });

  it('GET /organisations/:id/inbox carries the key, the filter, the search and the cursor', async () => {
    const ok = apiAnswering(200, FIRST_PAGE);
    const query = { filter: 'wants_person' as const, search: 'tandem jump', cursor: FIRST_PAGE.next_cursor };
    await expect(ok.operator.getInbox(ORGANISATION_ID, query, { operatorKey: OPERATOR_KEY })).resolves.toEqual(FIRST_PAGE);
    const url = new URL(sent(ok.fetch).url);
    expect(url.pathname).toBe(`/api/organisations/${ORGANISATION_ID}/inbox`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ filter: 'wants_person', q: 'tandem jump', cursor: FIRST_PAGE.next_cursor });
    expect(sent(ok.fetch).headers.get('authorization')).toBe(`Bearer ${OPERATOR_KEY}`);
    await expect(apiAnswering(401, {}).operator.getInbox(ORGANISATION_ID, { ...query, cursor: null }, { operatorKey: '' })).rejects.toMatchObject({ code: 'key-refused' });
    await expect(apiAnswering(200, { conversations: 'no' }).operator.getInbox(ORGANISATION_ID, query, { operatorKey: 'x' })).rejects.toMatchObject({ code: 'unexpected-answer' });
  });

  it('POST /conversations/:id/takeover carries the key; POST /read goes with the session', async () => {
    const held = apiAnswering(200, { id: CONVERSATION_ID, ai_paused: true, wants_human: false });
    await expect(held.operator.takeOverFromAi(CONVERSATION_ID, { operatorKey: OPERATOR_KEY })).resolves.toMatchObject({ ai_paused: true });
    expect(sent(held.fetch)).toMatchObject({ url: `http://korero.test/api/conversations/${CONVERSATION_ID}/takeover`, method: 'POST' });
    expect(sent(held.fetch).headers.get('authorization')).toBe(`Bearer ${OPERATOR_KEY}`);
    const read = apiAnswering(200, { conversation_id: CONVERSATION_ID, read_at: 5 });
    await expect(read.operator.markConversationRead(CONVERSATION_ID, {})).resolves.toEqual({ conversation_id: CONVERSATION_ID, read_at: 5 });
    expect(sent(read.fetch)).toMatchObject({ url: `http://korero.test/api/conversations/${CONVERSATION_ID}/read`, method: 'POST' });
    expect(sent(read.fetch).headers.has('authorization')).toBe(false);
  });

  it('POST /conversations/:id/handback carries the key', async () => {
    const ok = apiAnswering(200, { id: CONVERSATION_ID, ai_paused: false, wants_human: false });
    await expect(ok.operator.handBackToAi(CONVERSATION_ID, { operatorKey: OPERATOR_KEY })).resolves.toEqual({
      id: CONVERSATION_ID,
      ai_paused: false,
      wants_human: false,
    });
    expect(sent(ok.fetch)).toMatchObject({ url: `http://korero.test/api/conversations/${CONVERSATION_ID}/handback`, method: 'POST' });
    expect(sent(ok.fetch).headers.get('authorization')).toBe(`Bearer ${OPERATOR_KEY}`);
    await expect(apiAnswering(500, {}).operator.handBackToAi(CONVERSATION_ID, { operatorKey: 'x' })).rejects.toMatchObject({ code: 'server' });
    await expect(apiAnswering(403, {}).operator.handBackToAi(CONVERSATION_ID, { operatorKey: 'x' })).rejects.toMatchObject({ code: 'key-refused' });
  });

  it('a visitor message carries no authorization header (SPEC.md §6)', async () => {
    const ok = apiAnswering(200, conversation(2).messages);
    await ok.api.postChat({ message: 'Hi', conversation_id: '', organisation_id: ORGANISATION_ID, creator: 'CONTACT', referrer: '', contact_id: '' });
    expect(sent(ok.fetch).headers.has('authorization')).toBe(false);
  });
});

describe('the operator actors', () => {
  it("the console keeps an accepted key in the tab's storage and forgets a signed-out one", async () => {
    const { operator } = apiAnswering(200, FIRST_PAGE);
    const saveOperatorKey = vi.fn();
    const actor = createActor(provideOperatorConsoleActors(undefined, { api: operator, saveOperatorKey }), {
      input: { organisationId: ORGANISATION_ID, operatorKey: null },
    }).start();
    actor.send({ type: 'key.submitted', operatorKey: OPERATOR_KEY });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('signedIn')).toBe(true));
    expect(saveOperatorKey).toHaveBeenLastCalledWith(ORGANISATION_ID, OPERATOR_KEY);
    actor.send({ type: 'signedOut' });
    expect(saveOperatorKey).toHaveBeenLastCalledWith(ORGANISATION_ID, null);
    actor.stop();
  });

  it("the operator's chat sends USER messages with the key and never stores the visitor's ids", async () => {
    const fetch = vi.fn(async (request: RequestInfo | URL, _init?: RequestInit) => {
      const url = String(request);
      const { messages, ...summary } = conversation(2);
      const body = url.endsWith('/chat/stream') ? [{ ...conversation(3).messages[2], creator: 'USER' }] : url.endsWith('/messages') ? { ...summary, messages } : summary;
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const api = createApi({ baseURL: 'http://korero.test/api', fetch: fetch as typeof globalThis.fetch });
    // The visitor's localStorage, watched: the operator's chat must leave it alone.
    const setItem = vi.fn();
    const removeItem = vi.fn();
    vi.stubGlobal('localStorage', { getItem: () => null, setItem, removeItem });
    const chat = createActor(provideOperatorChatActors(OPERATOR_KEY, api), { input: operatorChatInput(ORGANISATION_ID) }).start();
    expect(chat.getSnapshot().matches({ conversation: 'start' })).toBe(true);
    chat.send({ type: 'conversation.selected', conversationId: CONVERSATION_ID });
    await vi.waitFor(() => expect(chat.getSnapshot().matches({ conversation: 'open' })).toBe(true));
    chat.send({ type: 'draft.changed', text: 'Sam from the crew here' });
    chat.send({ type: 'message.submitted' });
    await vi.waitFor(() => expect(fetch.mock.calls.some(([request]) => String(request).endsWith('/chat/stream'))).toBe(true));
    await settle();
    const post = fetch.mock.calls.find(([request]) => String(request).endsWith('/chat/stream'))!;
    expect(new Headers(post[1]?.headers).get('authorization')).toBe(`Bearer ${OPERATOR_KEY}`);
    expect(JSON.parse(String(post[1]?.body))).toMatchObject({ creator: 'USER', conversation_id: CONVERSATION_ID });
    expect(setItem).not.toHaveBeenCalled();
    expect(removeItem).not.toHaveBeenCalled();
    chat.stop();
    vi.unstubAllGlobals();
  });
});
