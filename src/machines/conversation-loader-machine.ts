// Loads one existing conversation (SPEC.md §4, §7): GET /conversations/:id for its ids, then
// GET /conversations/:id/messages whose whole body is the conversation. A task: it ends in
// `loaded`, `error` or `cleared` (no conversation id: nothing is requested) and outputs the result.
import { assign, fromPromise, setup } from 'xstate';
import type { Conversation, ConversationSummary } from '../contract/contract.ts';
import { failureText } from './failure-texts.ts';

export interface ConversationLoaderInput {
  conversationId: string | null;
}

export interface ConversationLoaderContext {
  conversationId: string | null;
  contactId: string | null;
  conversation: Conversation | null;
  error: string | null;
}

export type ConversationLoaderOutput = Pick<ConversationLoaderContext, 'conversation' | 'contactId' | 'error'>;

export const conversationLoaderMachine = setup({
  types: {
    input: {} as ConversationLoaderInput,
    context: {} as ConversationLoaderContext,
    output: {} as ConversationLoaderOutput,
  },
  actors: {
    // Placeholders: routes/-wiring/chat-actors.ts provides the real calls.
    fetchConversation: fromPromise<ConversationSummary, { conversationId: string }>(async () => {
      throw new Error('fetchConversation is not provided');
    }),
    fetchMessages: fromPromise<Conversation, { conversationId: string }>(async () => {
      throw new Error('fetchMessages is not provided');
    }),
  },
  guards: {
    hasConversationId: ({ context }) => Boolean(context.conversationId),
  },
  actions: {
    rememberIds: assign({
      conversationId: (_, summary: ConversationSummary) => summary.id,
      contactId: (_, summary: ConversationSummary) => summary.contact.id || null,
    }),
    rememberConversation: assign({
      conversation: (_, conversation: Conversation) => conversation,
      error: null,
    }),
    rememberError: assign({
      conversation: null,
      error: (_, params: { error: unknown }) => failureText('conversation', params.error),
    }),
    logError: ({ context }) => console.error(context.error),
  },
}).createMachine({
  id: 'conversationLoader',
  description: 'Loads an existing conversation and the contact it belongs to.',
  context: ({ input }) => ({ conversationId: input.conversationId, contactId: null, conversation: null, error: null }),
  initial: 'idle',
  output: ({ context }) => ({ conversation: context.conversation, contactId: context.contactId, error: context.error }),
  states: {
    idle: {
      description: 'Without a conversation id the conversation is cleared and no request is made.',
      always: [{ guard: 'hasConversationId', target: 'loading' }, { target: 'cleared' }],
    },
    loading: {
      tags: ['loading'],
      initial: 'conversation',
      states: {
        conversation: {
          invoke: {
            id: 'fetchConversation',
            src: 'fetchConversation',
            input: ({ context }) => ({ conversationId: context.conversationId ?? '' }),
            onDone: { target: 'messages', actions: { type: 'rememberIds', params: ({ event }) => event.output } },
            onError: {
              target: '#conversationLoader.error',
              actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        messages: {
          invoke: {
            id: 'fetchMessages',
            src: 'fetchMessages',
            input: ({ context }) => ({ conversationId: context.conversationId ?? '' }),
            onDone: {
              target: '#conversationLoader.loaded',
              actions: { type: 'rememberConversation', params: ({ event }) => event.output },
            },
            onError: {
              target: '#conversationLoader.error',
              actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    loaded: { type: 'final' },
    error: { type: 'final', tags: ['failed'], entry: 'logError' },
    cleared: { type: 'final' },
  },
});
