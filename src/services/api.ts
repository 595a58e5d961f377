// One function per call of SPEC.md §7. Answers are checked with the contract structs; failures
// become Errors whose message is the catalogue's text (SPEC.md §8), so machines keep them as they are.
import { FetchError, createFetch, type $Fetch } from 'ofetch';
import { array, mask, type Struct } from 'superstruct';
import { TEXTS } from '../machines/texts.ts';
import {
  Contact,
  Conversation,
  ConversationSummary,
  Organisation,
  SendMessageReply,
  type ContactUpdatePayload,
  type Message,
  type SendMessagePayload,
} from './contract.ts';

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

/** Only the operator console sends it; visitor calls never do (SPEC.md §6). */
export const bearer = (operatorKey: string) => ({ Authorization: `Bearer ${operatorKey}` });

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

/** Runs a call; a failure becomes `failure(error)`, a cancellation stays as it is. */
export async function call<T>(run: () => Promise<T>, failure: (error: unknown) => Error, signal?: AbortSignal): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isAbort(error, signal)) throw error;
    throw failure(error);
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

  const conversationFailure = (error: unknown) =>
    new Error(statusOf(error) === 404 ? TEXTS.conversationNotFound : TEXTS.networkNotOk, { cause: error });

  return {
    /** GET /organisations/:id; any failure is the demo error. */
    getOrganisation(organisationId: string, { signal }: CallOptions = {}): Promise<Organisation> {
      return call(
        async () => checked(Organisation, await client(`/organisations/${encodeURIComponent(organisationId)}`, { signal })),
        (error) => new Error(TEXTS.organisationFailed, { cause: error }),
        signal,
      );
    },

    /** GET /conversations/:id: the conversation's id and its contact's id. */
    getConversation(conversationId: string, { signal }: CallOptions = {}): Promise<ConversationSummary> {
      return call(
        async () =>
          checked(ConversationSummary, await client(`/conversations/${encodeURIComponent(conversationId)}`, { signal })),
        conversationFailure,
        signal,
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
        conversationFailure,
        signal,
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
        (error) => new Error(TEXTS.pastConversationsFailed, { cause: error }),
        signal,
      );
    },

    /**
     * POST /chat: the messages the conversation got (the visitor's and the answer). Only the
     * operator console passes `operatorKey` (a team member's message, creator USER).
     */
    postChat(payload: SendMessagePayload, { signal, operatorKey }: CallOptions & { operatorKey?: string } = {}): Promise<Message[]> {
      const headers = operatorKey ? { ...JSON_HEADERS, ...bearer(operatorKey) } : JSON_HEADERS;
      return call(
        async () => checked(SendMessageReply, await client('/chat', { method: 'POST', body: payload, headers, signal })),
        (error) => new Error(TEXTS.sendFailed, { cause: error }),
        signal,
      );
    },

    /** PUT /contacts: a non-OK answer is 'Network response was not ok'; other failures stay as they are. */
    putContact(contact: ContactUpdatePayload, { signal }: CallOptions = {}): Promise<Contact> {
      return call(
        async () => checked(Contact, await client('/contacts', { method: 'PUT', body: contact, headers: JSON_HEADERS, signal })),
        (error) => (statusOf(error) !== undefined ? new Error(TEXTS.networkNotOk, { cause: error }) : (error as Error)),
        signal,
      );
    },
  };
}

export type Api = ReturnType<typeof createApi>;

/** The browser's API: same origin unless VITE_API_BASE says otherwise. */
export const api: Api = createApi();
