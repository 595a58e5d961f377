// A visitor's thumbs up or down on one AI answer (issue 14): one choice per answer, which the
// visitor may change; sent to POST /messages/:id/feedback, and kept by the server on the answer,
// so a reload shows it from the conversation itself. After a "down" the visitor may say, once, what
// was missing (an optional short comment, sent with the "down" again). A failed send is shown with a retry.
import { assign, fromPromise, setup } from 'xstate';
import type { FeedbackRating, Message } from '../contract/contract.ts';
import { failureText } from './failure-texts.ts';

export interface AnswerFeedbackInput {
  messageId: string;
  conversationId: string;
  /** The verdict the conversation already carries for this answer, if any. */
  rating: FeedbackRating | null;
  /** Whether the stored "down" already has the visitor's comment. */
  commented: boolean;
}

export interface AnswerFeedbackContext extends AnswerFeedbackInput {
  /** The choice on its way (or the one that failed, for the retry). */
  choice: FeedbackRating | null;
  /** The comment on its way with a "down" (or the one that failed), if the visitor wrote one. */
  comment: string | null;
  error: string | null;
}

export type AnswerFeedbackEvent =
  | { type: 'feedback.chosen'; rating: FeedbackRating }
  | { type: 'feedback.commented'; comment: string }
  | { type: 'feedback.retried' };

export type AnswerFeedbackTag = 'ready' | 'sending' | 'failed';

export interface SendFeedbackInput {
  messageId: string;
  conversationId: string;
  rating: FeedbackRating;
  comment?: string;
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
    // A comment goes with a stored "down" that has none yet, and says something.
    mayComment: ({ context }, params: { comment: string }) => context.rating === 'down' && !context.commented && params.comment.trim() !== '',
  },
  actions: {
    rememberChoice: assign({ choice: (_, params: { rating: FeedbackRating }) => params.rating, comment: null, error: null }),
    rememberComment: assign({ choice: 'down' as const, comment: (_, params: { comment: string }) => params.comment.trim(), error: null }),
    // A new verdict is stored without a comment: only the send that carried one leaves it commented.
    keepChoice: assign({ rating: ({ context }) => context.choice, commented: ({ context }) => context.comment !== null, choice: null, comment: null, error: null }),
    rememberError: assign({ error: (_, params: { error: unknown }) => failureText('feedback', params.error) }),
    logError: ({ context }) => console.error(context.error),
  },
}).createMachine({
  id: 'answerFeedback',
  description: "A visitor's thumbs up or down on one AI answer.",
  context: ({ input }) => ({ ...input, choice: null, comment: null, error: null }),
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
        'feedback.commented': {
          guard: { type: 'mayComment', params: ({ event }) => ({ comment: event.comment }) },
          target: 'sending',
          actions: { type: 'rememberComment', params: ({ event }) => ({ comment: event.comment }) },
        },
      },
    },
    sending: {
      tags: ['sending'],
      description: 'POST /messages/:id/feedback (with the comment, if one was written); the chosen thumb shows pressed, both wait.',
      invoke: {
        id: 'sendFeedback',
        src: 'sendFeedback',
        input: ({ context }) => ({
          messageId: context.messageId,
          conversationId: context.conversationId,
          // Never null here: every way into sending chose first.
          rating: context.choice ?? 'up',
          ...(context.comment !== null ? { comment: context.comment } : {}),
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
