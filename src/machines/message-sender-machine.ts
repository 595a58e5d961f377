// One POST /chat (SPEC.md §4 "Send: loading, success (response stored), error (loading cleared)").
// The first message of a conversation and a follow-up fail with different texts (SPEC.md §8).
import { assign, fromPromise, setup } from 'xstate';
import type { Message, SendMessagePayload } from '../services/contract.ts';
import { TEXTS } from './texts.ts';

export type SendKind = 'first' | 'followUp';

export interface MessageSenderInput {
  kind: SendKind;
  payload: SendMessagePayload;
}

export interface MessageSenderContext extends MessageSenderInput {
  messages: Message[];
  error: string | null;
}

export type MessageSenderOutput = Pick<MessageSenderContext, 'messages' | 'error'>;

export const messageSenderMachine = setup({
  types: {
    input: {} as MessageSenderInput,
    context: {} as MessageSenderContext,
    output: {} as MessageSenderOutput,
  },
  actors: {
    // Placeholder: services/actors.ts provides the real call (POST /chat).
    postMessage: fromPromise<Message[], { payload: SendMessagePayload }>(async () => {
      throw new Error('postMessage is not provided');
    }),
  },
  guards: {
    isFirstMessage: ({ context }) => context.kind === 'first',
  },
  actions: {
    rememberMessages: assign({ messages: (_, messages: Message[]) => messages, error: null }),
    // Whatever went wrong, the visitor sees the catalogue's text; the cause goes to the console.
    rememberFirstMessageFailure: assign({ error: TEXTS.sendFailed }),
    rememberFollowUpFailure: assign({ error: TEXTS.followUpFailed }),
    logFailure: (_, params: { error: unknown }) => console.error(TEXTS.sendFailed, params.error),
  },
}).createMachine({
  id: 'messageSender',
  description: 'Sends one message to the agent and keeps the messages it answers with.',
  context: ({ input }) => ({ ...input, messages: [], error: null }),
  initial: 'loading',
  output: ({ context }) => ({ messages: context.messages, error: context.error }),
  states: {
    loading: {
      invoke: {
        id: 'postMessage',
        src: 'postMessage',
        input: ({ context }) => ({ payload: context.payload }),
        onDone: { target: 'success', actions: { type: 'rememberMessages', params: ({ event }) => event.output } },
        onError: [
          {
            guard: 'isFirstMessage',
            target: 'error',
            actions: [
              'rememberFirstMessageFailure',
              { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
            ],
          },
          {
            target: 'error',
            actions: ['rememberFollowUpFailure', { type: 'logFailure', params: ({ event }) => ({ error: event.error }) }],
          },
        ],
      },
    },
    success: { type: 'final' },
    error: { type: 'final' },
  },
});
