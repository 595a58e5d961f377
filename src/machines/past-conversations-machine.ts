// The fullscreen sidebar's past conversations (SPEC.md §2, §7, §8): GET /contacts/:id/conversations,
// skipped without a contact id, latest last_message_at first, only the organisation shown.
// The error text is stored, not displayed. `pastConversations.reload` loads again on demand.
import { assign, fromPromise, setup } from 'xstate';
import type { ConversationSummary } from '../contract/contract.ts';
import { failureText } from './failure-texts.ts';

export interface PastConversationsInput {
  organisationId: string;
  contactId: string | null;
}

export interface PastConversationsContext extends PastConversationsInput {
  conversations: ConversationSummary[];
  error: string | null;
}

export type PastConversationsEvent = { type: 'pastConversations.reload'; contactId?: string | null };

/** Latest first, the organisation shown only. */
export function pastConversationsOf(organisationId: string, conversations: ConversationSummary[]): ConversationSummary[] {
  return conversations
    .filter((conversation) => conversation.organisation_id === organisationId)
    .sort((a, b) => b.last_message_at - a.last_message_at);
}

export const pastConversationsMachine = setup({
  types: {
    input: {} as PastConversationsInput,
    context: {} as PastConversationsContext,
    events: {} as PastConversationsEvent,
  },
  actors: {
    // Placeholder: routes/-wiring/past-conversations-actors.ts provides the real call.
    fetchPastConversations: fromPromise<ConversationSummary[], { contactId: string; organisationId: string }>(async () => {
      throw new Error('fetchPastConversations is not provided');
    }),
  },
  guards: {
    hasContactId: ({ context }) => Boolean(context.contactId),
  },
  actions: {
    useContact: assign({
      contactId: ({ context }, params: { contactId: string | null | undefined }) =>
        params.contactId === undefined ? context.contactId : params.contactId,
    }),
    rememberConversations: assign({
      conversations: ({ context }, conversations: ConversationSummary[]) =>
        pastConversationsOf(context.organisationId, conversations),
      error: null,
    }),
    rememberError: assign({ error: (_, params: { error: unknown }) => failureText('pastConversations', params.error) }),
    logError: (_, params: { error: unknown }) => console.error('Loading past conversations failed', params.error),
  },
}).createMachine({
  id: 'pastConversations',
  description: "Loads the visitor's past conversations with the organisation shown.",
  context: ({ input }) => ({ ...input, conversations: [], error: null }),
  initial: 'deciding',
  on: {
    'pastConversations.reload': {
      target: '.deciding',
      actions: { type: 'useContact', params: ({ event }) => ({ contactId: event.contactId }) },
    },
  },
  states: {
    deciding: {
      always: [{ guard: 'hasContactId', target: 'loading' }, { target: 'skipped' }],
    },
    skipped: { description: 'No contact id yet: nothing to load.' },
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'fetchPastConversations',
        src: 'fetchPastConversations',
        input: ({ context }) => ({ contactId: context.contactId ?? '', organisationId: context.organisationId }),
        onDone: { target: 'loaded', actions: { type: 'rememberConversations', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: [
            { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    loaded: {},
    failed: { tags: ['failed'] },
  },
});
