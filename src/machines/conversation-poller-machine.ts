// SPEC.md §4 polling: an open conversation is re-fetched every POLL_INTERVAL_MS. The poller ends
// (with the fresh conversation) only when something changed; the chat then replaces its list,
// plays the sound and starts a new poller. Failures are only logged and the poller waits again.
// `poll.now` fetches at once: the console's live stream (issue 13) says the conversation changed.
import { assign, fromPromise, setup } from 'xstate';
import { POLL_INTERVAL_MS, type Conversation } from '../contract/contract.ts';

export interface ConversationPollerInput {
  conversationId: string;
  messageCount: number;
  /** null right after the first message: the fresh conversation names the new contact at once. */
  contactId: string | null;
  /** Who of the team has the conversation (issue 13): a change shows in the visitor's header. Absent: nobody. */
  answeringName?: string | null;
}

export interface ConversationPollerContext extends ConversationPollerInput {
  conversation: Conversation | null;
}

export interface ConversationPollerOutput {
  conversation: Conversation | null;
}

export const conversationPollerMachine = setup({
  types: {
    input: {} as ConversationPollerInput,
    context: {} as ConversationPollerContext,
    output: {} as ConversationPollerOutput,
    events: {} as { type: 'poll.now' },
  },
  actors: {
    // Placeholder: routes/-wiring/chat-actors.ts provides GET /conversations/:id/messages.
    fetchMessages: fromPromise<Conversation, { conversationId: string }>(async () => {
      throw new Error('fetchMessages is not provided');
    }),
  },
  delays: {
    pollInterval: POLL_INTERVAL_MS,
  },
  guards: {
    contactIsUnknown: ({ context }) => !context.contactId,
    conversationChanged: ({ context }, conversation: Conversation) =>
      conversation.messages.length !== context.messageCount ||
      (conversation.contact.id !== '' && conversation.contact.id !== context.contactId) ||
      (conversation.answering_name ?? null) !== (context.answeringName ?? null),
  },
  actions: {
    rememberConversation: assign({ conversation: (_, conversation: Conversation) => conversation }),
    logFailure: (_, params: { error: unknown }) => console.error('Polling the conversation failed', params.error),
  },
}).createMachine({
  id: 'conversationPoller',
  description: 'Re-fetches an open conversation every 10 seconds until it has changed.',
  context: ({ input }) => ({ ...input, conversation: null }),
  initial: 'scheduling',
  output: ({ context }) => ({ conversation: context.conversation }),
  states: {
    scheduling: {
      always: [{ guard: 'contactIsUnknown', target: 'fetching' }, { target: 'waiting' }],
    },
    waiting: {
      after: { pollInterval: 'fetching' },
      on: { 'poll.now': 'fetching' },
    },
    fetching: {
      tags: ['fetching'],
      invoke: {
        id: 'fetchMessages',
        src: 'fetchMessages',
        input: ({ context }) => ({ conversationId: context.conversationId }),
        onDone: [
          {
            guard: { type: 'conversationChanged', params: ({ event }) => event.output },
            target: 'changed',
            actions: { type: 'rememberConversation', params: ({ event }) => event.output },
          },
          { target: 'waiting' },
        ],
        onError: { target: 'waiting', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    changed: { type: 'final' },
  },
});
