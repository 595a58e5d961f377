// One function per call of SPEC.md §7. Answers are checked with the contract structs; a failure
// becomes an ApiError with a code (contract/api-error.ts): which text a visitor sees is the
// machines' decision (machines/failure-texts.ts), not this file's.
import { FetchError, createFetch, type $Fetch } from 'ofetch';
import { StructError, array, mask, type Struct } from 'superstruct';
import { ApiError, apiErrorCodeForStatus, type ApiErrorCode } from '../contract/api-error.ts';
import {
  Contact,
  Conversation,
  ConversationSummary,
  IdentifiedContact,
  Message,
  Organisation,
  SendMessageReply,
  type ContactUpdatePayload,
  type FeedbackPayload,
  type IdentifyPayload,
  type SendMessagePayload,
} from '../contract/contract.ts';
import { readChatStream, StreamFailure } from './chat-stream.ts';
import { teamHeaders } from './team-credentials.ts';

/** `VITE_API_BASE` when the bundle sets it; `/api` on the same origin otherwise (and under Node). */
export function apiBase(): string {
  const env = (import.meta as { env?: Record<string, string | undefined> }).env;
  return env?.VITE_API_BASE ?? '/api';
}

export interface ApiOptions {
  baseURL?: string;
  /** Tests pass their own fetch. */
  fetch?: typeof globalThis.fetch;
}

export interface CallOptions {
  signal?: AbortSignal;
}

const JSON_HEADERS = { Accept: 'application/json', 'Content-Type': 'application/json' };

export function statusOf(error: unknown): number | undefined {
  return error instanceof FetchError ? error.status : undefined;
}

/** A cancelled call stays a cancellation: the caller has gone and shows nothing. */
function isAbort(error: unknown, signal?: AbortSignal): boolean {
  return Boolean(signal?.aborted) || (error instanceof Error && error.name === 'AbortError');
}

// mask, not assert: the server may add fields the client does not know; they are dropped.
export function checked<T>(struct: Struct<T, unknown>, answer: unknown): T {
  return mask(answer, struct as Struct<T, unknown>);
}

/** The server's `{ error, message, field }` of a non-OK answer, when it sent one. */
function serverBodyOf(error: FetchError): { message?: string; field?: string } {
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null) return {};
  const { message, field } = data as Record<string, unknown>;
  return { message: typeof message === 'string' ? message : undefined, field: typeof field === 'string' ? field : undefined };
}

/**
 * Any failure of `request` ('GET /organisations/:id') as an ApiError; `notFound` is the code a 404
 * means for this call.
 */
export function toApiError(error: unknown, request: string, notFound?: ApiErrorCode): ApiError {
  const status = statusOf(error);
  if (status !== undefined) {
    const body = serverBodyOf(error as FetchError);
    const message = `${request}: ${status}${body.message ? ` ${body.message}` : ''}`;
    return new ApiError(apiErrorCodeForStatus(status, notFound), message, { status, field: body.field, cause: error });
  }
  if (error instanceof StructError) {
    return new ApiError('unexpected-answer', `${request}: the answer does not match the contract (${error.message})`, { cause: error });
  }
  const reason = error instanceof Error ? error.message : String(error);
  return new ApiError('network', `${request}: no answer (${reason})`, { cause: error });
}

/** Runs a call; a failure becomes an ApiError (see toApiError), a cancellation stays as it is. */
export async function call<T>(
  run: () => Promise<T>,
  request: string,
  { signal, notFound }: { signal?: AbortSignal; notFound?: ApiErrorCode } = {},
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isAbort(error, signal)) throw error;
    throw toApiError(error, request, notFound);
  }
}

export function createClient(options: ApiOptions = {}): $Fetch {
  // The fetch is looked up per call: tests and dev tools may replace the global one later.
  const fetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  return createFetch({ fetch }).create({
    baseURL: options.baseURL ?? apiBase(),
    headers: { Accept: 'application/json' },
    // A repeated POST /chat would send the message twice; the machines decide about retries.
    retry: 0,
  });
}

export function createApi(options: ApiOptions = {}) {
  const client = createClient(options);
  const fetchFor = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));

  return {
    /** GET /organisations/:id. */
    getOrganisation(organisationId: string, { signal }: CallOptions = {}): Promise<Organisation> {
      return call(
        async () => checked(Organisation, await client(`/organisations/${encodeURIComponent(organisationId)}`, { signal })),
        'GET /organisations/:id',
        { signal, notFound: 'organisation-not-found' },
      );
    },

    /** GET /conversations/:id: the conversation's id and its contact's id. */
    getConversation(conversationId: string, { signal }: CallOptions = {}): Promise<ConversationSummary> {
      return call(
        async () =>
          checked(ConversationSummary, await client(`/conversations/${encodeURIComponent(conversationId)}`, { signal })),
        'GET /conversations/:id',
        { signal, notFound: 'conversation-not-found' },
      );
    },

    /** GET /conversations/:id/messages: the whole body is the conversation. */
    getConversationMessages(conversationId: string, { signal }: CallOptions = {}): Promise<Conversation> {
      return call(
        async () =>
          checked(
            Conversation,
            await client(`/conversations/${encodeURIComponent(conversationId)}/messages`, { signal }),
          ),
        'GET /conversations/:id/messages',
        { signal, notFound: 'conversation-not-found' },
      );
    },

    /** GET /contacts/:id/conversations: the contact's conversations with this organisation. */
    getContactConversations(
      contactId: string,
      { signal, organisationId }: CallOptions & { organisationId?: string } = {},
    ): Promise<ConversationSummary[]> {
      const query = organisationId ? { organisation_id: organisationId } : undefined;
      return call(
        async () =>
          checked(
            array(ConversationSummary),
            await client(`/contacts/${encodeURIComponent(contactId)}/conversations`, { signal, query }),
          ),
        'GET /contacts/:id/conversations',
        { signal, notFound: 'contact-not-found' },
      );
    },

    /**
     * POST /chat: the messages the conversation got (the visitor's and the answer). Only the
     * operator console passes `operatorKey` (a team member's message, creator USER).
     */
    postChat(payload: SendMessagePayload, { signal, operatorKey }: CallOptions & { operatorKey?: string } = {}): Promise<Message[]> {
      // A team member's message (operatorKey given, '' for a signed-in member) proves who sends it.
      const headers = operatorKey !== undefined ? { ...JSON_HEADERS, ...teamHeaders(operatorKey) } : JSON_HEADERS;
      return call(
        async () => checked(SendMessageReply, await client('/chat', { method: 'POST', body: payload, headers, signal })),
        // A 404 here is the organisation or the conversation: 'not-found' says no more than it knows.
        'POST /chat',
        { signal },
      );
    },

    /**
     * POST /chat/stream: the same send as postChat, its answer read while it is generated
     * (`onDelta` gets each piece); answers the stored messages. Fails with a StreamFailure.
     */
    async postChatStream(
      payload: SendMessagePayload,
      { signal, operatorKey, onDelta }: CallOptions & { operatorKey?: string; onDelta: (text: string) => void },
    ): Promise<Message[]> {
      const accept = { ...JSON_HEADERS, Accept: 'text/event-stream, application/json' };
      const headers = operatorKey !== undefined ? { ...accept, ...teamHeaders(operatorKey) } : accept;
      let response: Response;
      try {
        response = await fetchFor(`${options.baseURL ?? apiBase()}/chat/stream`, { method: 'POST', headers, body: JSON.stringify(payload), signal });
      } catch (error) {
        if (isAbort(error, signal)) throw error;
        throw new StreamFailure(false, { cause: error });
      }
      return readChatStream(response, onDelta);
    },

    /** POST /messages/:id/feedback: the visitor's thumbs up or down; answers the answer as stored. */
    postFeedback(messageId: string, payload: FeedbackPayload, { signal }: CallOptions = {}): Promise<Message> {
      return call(
        async () =>
          checked(Message, await client(`/messages/${encodeURIComponent(messageId)}/feedback`, { method: 'POST', body: payload, headers: JSON_HEADERS, signal })),
        'POST /messages/:id/feedback',
        { signal },
      );
    },

    /** POST /contacts/identify: a site's signed-in user, verified; their contact and latest conversation. */
    postIdentify(payload: IdentifyPayload, { signal }: CallOptions = {}): Promise<IdentifiedContact> {
      return call(
        async () => checked(IdentifiedContact, await client('/contacts/identify', { method: 'POST', body: payload, headers: JSON_HEADERS, signal })),
        'POST /contacts/identify',
        { signal },
      );
    },

    /** PUT /contacts: the contact as saved. */
    putContact(contact: ContactUpdatePayload, { signal }: CallOptions = {}): Promise<Contact> {
      return call(
        async () => checked(Contact, await client('/contacts', { method: 'PUT', body: contact, headers: JSON_HEADERS, signal })),
        'PUT /contacts',
        { signal },
      );
    },
  };
}

export type Api = ReturnType<typeof createApi>;

/** The browser's API: same origin unless VITE_API_BASE says otherwise. */
export const api: Api = createApi();
