// services/api.ts over a fake fetch: paths, headers, validation and the codes of its errors.
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiErrorCode } from '../../../src/contract/api-error.ts';
import { apiBase, createApi } from '../../../src/services/api.ts';
import { firstMessagePayload } from '../../../src/machines/chat-messages.ts';
import {
  CONTACT_ID,
  CONVERSATION_ID,
  ORGANISATION_ID,
  QUESTION,
  REFERRER,
  conversation,
  organisation,
  savedContact,
  summaryOf,
} from '../models/fixtures.ts';

type Answer = { status: number; body?: unknown } | Error;

function fakeFetch(answer: Answer) {
  return vi.fn(async (_request: RequestInfo | URL, _init?: RequestInit) => {
    if (answer instanceof Error) throw answer;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
}

function apiAnswering(answer: Answer) {
  const fetch = fakeFetch(answer);
  return { fetch, api: createApi({ baseURL: 'http://korero.test/api', fetch: fetch as typeof globalThis.fetch }) };
}

const notFound = { status: 404, body: { error: 'Not Found', message: 'No such conversation' } };
const serverError = { status: 500, body: { error: 'Internal Server Error', message: 'Something went wrong' } };

/** An ApiError with this code (and the server's status when it answered); its message is a developer's. */
const apiErrorWith = (code: ApiErrorCode, status?: number) =>
  expect.objectContaining({ name: 'ApiError', code, status, message: expect.stringMatching(/^(GET|POST|PUT) \//) });

function requestOf(fetch: ReturnType<typeof fakeFetch>) {
  const [request, init] = fetch.mock.calls[0];
  const url = typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;
  return { url, init: init ?? {}, headers: new Headers(init?.headers) };
}

describe('services/api.ts', () => {
  it("defaults to '/api' on the same origin", () => {
    expect(apiBase()).toBe('/api');
  });

  it("GET /organisations/:id answers the organisation; 404 is 'organisation-not-found', a wrong shape 'unexpected-answer'", async () => {
    const ok = apiAnswering({ status: 200, body: organisation });
    await expect(ok.api.getOrganisation(ORGANISATION_ID)).resolves.toEqual(organisation);
    expect(requestOf(ok.fetch).url).toBe(`http://korero.test/api/organisations/${ORGANISATION_ID}`);
    expect(requestOf(ok.fetch).headers.get('accept')).toBe('application/json');
    await expect(apiAnswering(notFound).api.getOrganisation('nope')).rejects.toEqual(apiErrorWith('organisation-not-found', 404));
    await expect(apiAnswering({ status: 200, body: { id: 1 } }).api.getOrganisation('x')).rejects.toEqual(
      apiErrorWith('unexpected-answer'),
    );
  });

  it("GET /conversations/:id and its messages: 404 is 'conversation-not-found', 5xx 'server', no answer 'network'", async () => {
    const summary = apiAnswering({ status: 200, body: summaryOf(conversation(2)) });
    await expect(summary.api.getConversation(CONVERSATION_ID)).resolves.toMatchObject({ id: CONVERSATION_ID });
    expect(requestOf(summary.fetch).url).toBe(`http://korero.test/api/conversations/${CONVERSATION_ID}`);
    // The whole body of /messages is the conversation; fields the client does not know are dropped.
    const whole = apiAnswering({ status: 200, body: { ...conversation(2), extra: true } });
    await expect(whole.api.getConversationMessages(CONVERSATION_ID)).resolves.toEqual(conversation(2));
    expect(requestOf(whole.fetch).url).toBe(`http://korero.test/api/conversations/${CONVERSATION_ID}/messages`);

    await expect(apiAnswering(notFound).api.getConversation('x')).rejects.toEqual(apiErrorWith('conversation-not-found', 404));
    await expect(apiAnswering(notFound).api.getConversationMessages('x')).rejects.toEqual(
      apiErrorWith('conversation-not-found', 404),
    );
    await expect(apiAnswering(serverError).api.getConversation('x')).rejects.toEqual(apiErrorWith('server', 500));
    await expect(apiAnswering(new TypeError('fetch failed')).api.getConversationMessages('x')).rejects.toEqual(
      apiErrorWith('network'),
    );
  });

  it('GET /contacts/:id/conversations', async () => {
    const list = apiAnswering({ status: 200, body: [summaryOf(conversation(2))] });
    await expect(list.api.getContactConversations(CONTACT_ID)).resolves.toHaveLength(1);
    expect(requestOf(list.fetch).url).toBe(`http://korero.test/api/contacts/${CONTACT_ID}/conversations`);
    const scoped = apiAnswering({ status: 200, body: [] });
    await scoped.api.getContactConversations(CONTACT_ID, { organisationId: ORGANISATION_ID });
    expect(requestOf(scoped.fetch).url).toBe(
      `http://korero.test/api/contacts/${CONTACT_ID}/conversations?organisation_id=${ORGANISATION_ID}`,
    );
    await expect(apiAnswering(serverError).api.getContactConversations(CONTACT_ID)).rejects.toEqual(apiErrorWith('server', 500));
  });

  it('POST /chat sends JSON and answers the messages', async () => {
    const payload = firstMessagePayload(
      { organisationId: ORGANISATION_ID, viewpoint: 'contact', referrer: REFERRER, contactId: null },
      QUESTION,
    );
    const chat = apiAnswering({ status: 200, body: conversation(2).messages });
    await expect(chat.api.postChat(payload)).resolves.toHaveLength(2);
    const { url, init, headers } = requestOf(chat.fetch);
    expect(url).toBe('http://korero.test/api/chat');
    expect(init.method).toBe('POST');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('accept')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual(payload);
    await expect(apiAnswering(serverError).api.postChat(payload)).rejects.toEqual(apiErrorWith('server', 500));
    await expect(apiAnswering({ status: 429, body: { error: 'Too Many Requests', message: 'Slow down' } }).api.postChat(payload)).rejects.toEqual(
      apiErrorWith('rate-limited', 429),
    );
    // A 4xx keeps the server's field, for developers (the visitor sees the catalogue's text).
    const invalid = { status: 400, body: { error: 'Bad Request', message: 'message must be a string', field: 'message' } };
    await expect(apiAnswering(invalid).api.postChat(payload)).rejects.toEqual(
      expect.objectContaining({ code: 'invalid', status: 400, field: 'message', message: 'POST /chat: 400 message must be a string' }),
    );
  });

  it("PUT /contacts: non-OK is the status's code, no answer 'network'", async () => {
    const details = { id: CONTACT_ID, name: savedContact.name, email: savedContact.email, phone: savedContact.phone };
    const put = apiAnswering({ status: 200, body: savedContact });
    await expect(put.api.putContact(details)).resolves.toEqual(savedContact);
    const { url, init, headers } = requestOf(put.fetch);
    expect([url, init.method, headers.get('content-type')]).toEqual([
      'http://korero.test/api/contacts',
      'PUT',
      'application/json',
    ]);
    expect(JSON.parse(String(init.body))).toEqual(details);
    await expect(apiAnswering(serverError).api.putContact(details)).rejects.toEqual(apiErrorWith('server', 500));
    await expect(apiAnswering(new TypeError('fetch failed')).api.putContact(details)).rejects.toEqual(apiErrorWith('network'));
  });

  it('passes the abort signal and keeps a cancellation a cancellation', async () => {
    const controller = new AbortController();
    const fetch = vi.fn(
      (_request: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const api = createApi({ baseURL: 'http://korero.test/api', fetch: fetch as typeof globalThis.fetch });
    const call = api.getConversation(CONVERSATION_ID, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.not.toBeInstanceOf(ApiError);
    expect(fetch.mock.calls[0][1]?.signal).toBe(controller.signal);
  });
});
