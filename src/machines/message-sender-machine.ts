// One send (SPEC.md §4 "Send: loading, success (response stored), error (loading cleared)"), over
// POST /chat/stream so that an LLM answer is read while it is written: waiting for the first
// token, streaming (the answer so far is `streamedText`), complete (the stored messages, with
// citations), failed. The first message of a conversation and a follow-up fail with different
// texts (SPEC.md §8). A follow-up whose stream breaks once the answer has begun was received:
// it ends `interrupted`, with no messages, and the next poll brings the stored answer.
import { assign, fromCallback, setup } from 'xstate';
import type { Message, SendMessagePayload } from '../contract/contract.ts';
import { failureText } from './failure-texts.ts';

export type SendKind = 'first' | 'followUp';

export interface MessageSenderInput {
  kind: SendKind;
  payload: SendMessagePayload;
}

export interface MessageSenderContext extends MessageSenderInput {
  messages: Message[];
  /** The answer as far as it has been generated (streaming only). */
  streamedText: string;
  error: string | null;
}

export type MessageSenderOutput = Pick<MessageSenderContext, 'messages' | 'error'>;

/** What the streaming call reports back (routes/-wiring/chat-actors.ts sends these). */
export type MessageSenderEvent =
  | { type: 'stream.delta'; text: string }
  | { type: 'stream.done'; messages: Message[] }
  | { type: 'stream.failed'; error: unknown };

/** The send failed before any answer came: the first message's and a follow-up's own texts. */
const SEND_FAILED = [
  {
    guard: 'isFirstMessage',
    target: '#messageSender.failed',
    actions: [
      { type: 'rememberFirstMessageFailure', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
      { type: 'logFailure', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
    ],
  },
  {
    target: '#messageSender.failed',
    actions: [
      { type: 'rememberFollowUpFailure', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
      { type: 'logFailure', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
    ],
  },
] as const;

export const messageSenderMachine = setup({
  types: {
    input: {} as MessageSenderInput,
    context: {} as MessageSenderContext,
    events: {} as MessageSenderEvent,
    output: {} as MessageSenderOutput,
  },
  actors: {
    // Placeholder: routes/-wiring/chat-actors.ts provides the real call (POST /chat/stream),
    // which sends stream.delta for each piece, then stream.done or stream.failed.
    streamMessage: fromCallback<MessageSenderEvent, { payload: SendMessagePayload }>(() => {
      throw new Error('streamMessage is not provided');
    }),
  },
  guards: {
    isFirstMessage: ({ context }) => context.kind === 'first',
  },
  actions: {
    appendStreamedText: assign({
      streamedText: ({ context }, params: { text: string }) => context.streamedText + params.text,
    }),
    rememberMessages: assign({ messages: (_, messages: Message[]) => messages, error: null }),
    // Whatever went wrong, the visitor sees the catalogue's text; the cause goes to the console.
    rememberFirstMessageFailure: assign({ error: (_, params: { error: unknown }) => failureText('firstMessage', params.error) }),
    rememberFollowUpFailure: assign({ error: (_, params: { error: unknown }) => failureText('followUp', params.error) }),
    logFailure: (_, params: { error: unknown }) => console.error('Sending the message failed', params.error),
  },
}).createMachine({
  id: 'messageSender',
  description: 'Sends one message to the agent, shows its answer as it is generated and keeps the messages it ends with.',
  context: ({ input }) => ({ ...input, messages: [], streamedText: '', error: null }),
  initial: 'answering',
  output: ({ context }) => ({ messages: context.messages, error: context.error }),
  states: {
    answering: {
      description: 'POST /chat/stream runs until its answer is complete or the call breaks.',
      tags: ['sending'],
      initial: 'waitingForFirstToken',
      invoke: {
        id: 'streamMessage',
        src: 'streamMessage',
        input: ({ context }) => ({ payload: context.payload }),
        // The call reports its own failures (stream.failed); this is the actor itself breaking.
        onError: SEND_FAILED,
      },
      states: {
        waitingForFirstToken: {
          description: 'POST /chat/stream is on its way: input and send are disabled, the assistant is typing.',
          on: {
            'stream.delta': { target: 'streaming', actions: { type: 'appendStreamedText', params: ({ event }) => ({ text: event.text }) } },
            'stream.done': { target: '#messageSender.complete', actions: { type: 'rememberMessages', params: ({ event }) => event.messages } },
            'stream.failed': SEND_FAILED,
          },
        },
        streaming: {
          description: 'The answer shows as it is generated; its citations come with the complete message.',
          tags: ['streaming'],
          on: {
            'stream.delta': { actions: { type: 'appendStreamedText', params: ({ event }) => ({ text: event.text }) } },
            'stream.done': { target: '#messageSender.complete', actions: { type: 'rememberMessages', params: ({ event }) => event.messages } },
            'stream.failed': [
              {
                // The first message's conversation is known only from the complete answer: a retry
                // with the same message id gets it (the server stored the send once).
                guard: 'isFirstMessage',
                target: '#messageSender.failed',
                actions: [
                  { type: 'rememberFirstMessageFailure', params: ({ event }) => ({ error: event.error }) },
                  { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
                ],
              },
              { target: '#messageSender.interrupted', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
      },
    },
    complete: { type: 'final', description: 'The stored messages, with citations.' },
    interrupted: {
      type: 'final',
      description: 'The follow-up arrived but its answer stream broke: the next poll brings the stored answer.',
    },
    failed: { type: 'final', tags: ['failed'] },
  },
});
