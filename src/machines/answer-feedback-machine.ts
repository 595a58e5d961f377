// A visitor's thumbs up or down on one AI answer (issue 14): one choice per answer, which the
// visitor may change; sent to POST /messages/:id/feedback, and kept by the server on the answer,
// so a reload shows it from the conversation itself. A failed send is shown with a retry.
import { assign, fromPromise, setup } from 'xstate';
import type { FeedbackRating, Message } from '../contract/contract.ts';
import { failureText } from './failure-texts.ts';

export interface AnswerFeedbackInput {
  messageId: string;
  conversationId: string;
  /** The verdict the conversation already carries for this answer, if any. */
  rating: FeedbackRating | null;
}

export interface AnswerFeedbackContext extends AnswerFeedbackInput {
  /** The choice on its way (or the one that failed, for the retry). */
  choice: FeedbackRating | null;
  error: string | null;
}

export type AnswerFeedbackEvent = { type: 'feedback.chosen'; rating: FeedbackRating } | { type: 'feedback.retried' };

export type AnswerFeedbackTag = 'ready' | 'sending' | 'failed';

export interface SendFeedbackInput {
  messageId: string;
  conversationId: string;
  rating: FeedbackRating;
}

export const answerFeedbackMachine = setup({
  types: {
    input: {} as AnswerFeedbackInput,
    context: {} as AnswerFeedbackContext,
    events: {} as AnswerFeedbackEvent,
    tags: {} as AnswerFeedbackTag,
  },
  actors: {
    // Placeholder: routes/-wiring/chat-actors.ts provides the real call (POST /messages/:id/feedback).
    sendFeedback: fromPromise<Message, SendFeedbackInput>(async () => {
      throw new Error('sendFeedback is not provided');
    }),
  },
  guards: {
    // Choosing the verdict the answer already has changes nothing: no call.
    changesVerdict: ({ context }, params: { rating: FeedbackRating }) => params.rating !== context.rating,
  },
  actions: {
    rememberChoice: assign({ choice: (_, params: { rating: FeedbackRating }) => params.rating, error: null }),
    keepChoice: assign({ rating: ({ context }) => context.choice, choice: null, error: null }),
    rememberError: assign({ error: (_, params: { error: unknown }) => failureText('feedback', params.error) }),
    logError: ({ context }) => console.error(context.error),
  },
}).createMachine({
  id: 'answerFeedback',
  description: "A visitor's thumbs up or down on one AI answer.",
  context: ({ input }) => ({ ...input, choice: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      tags: ['ready'],
      description: 'The answer shows its verdict, if it has one; either thumb may be chosen.',
      on: {
        'feedback.chosen': {
          guard: { type: 'changesVerdict', params: ({ event }) => ({ rating: event.rating }) },
          target: 'sending',
          actions: { type: 'rememberChoice', params: ({ event }) => ({ rating: event.rating }) },
        },
      },
    },
    sending: {
      tags: ['sending'],
      description: 'POST /messages/:id/feedback; the chosen thumb shows pressed, both wait.',
      invoke: {
        id: 'sendFeedback',
        src: 'sendFeedback',
        input: ({ context }) => ({
          messageId: context.messageId,
          conversationId: context.conversationId,
          // Never null here: every way into sending chose first.
          rating: context.choice ?? 'up',
        }),
        onDone: { target: 'idle', actions: 'keepChoice' },
        onError: {
          target: 'failed',
          actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      tags: ['failed'],
      description: 'Not sent: the earlier verdict stays, with the failure and a retry.',
      entry: 'logError',
      on: {
        'feedback.retried': { target: 'sending' },
        // Choosing again is a retry with that choice (the same one as stored costs one idempotent call).
        'feedback.chosen': {
          target: 'sending',
          actions: { type: 'rememberChoice', params: ({ event }) => ({ rating: event.rating }) },
        },
      },
    },
  },
});
