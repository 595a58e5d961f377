import { strictEqual } from 'node:assert/strict';
import { answerFeedbackMachine } from '../../../src/machines/answer-feedback-machine.ts';
import { selectFeedbackError, selectFeedbackSending, selectPressedRating } from '../../../src/machines/answer-feedback-selectors.ts';
import { TEXTS } from '../../../src/contract/texts.ts';
import { defineTestModel, done, failed } from '../support/model.ts';
import { CONVERSATION_ID, apiError, message } from './fixtures.ts';

/** The answer under the thumbs: the second message of the fixtures' conversation. */
export const ANSWER = message(1, 'AGENT', 'A single jump is 199.99 NZD.');

export const answerFeedbackModel = defineTestModel({
  name: 'answer-feedback',
  machine: answerFeedbackMachine,
  inputs: {
    unrated: { messageId: ANSWER.id, conversationId: CONVERSATION_ID, rating: null },
    // Reloaded after a thumbs up: the conversation carries it.
    ratedUp: { messageId: ANSWER.id, conversationId: CONVERSATION_ID, rating: 'up' },
  },
  events: () => [
    { type: 'feedback.chosen', rating: 'up' },
    { type: 'feedback.chosen', rating: 'down' },
    { type: 'feedback.retried' },
    // The server answers the answer as stored (its verdict is the one sent).
    done('sendFeedback', ANSWER),
    failed('sendFeedback', apiError('server', 500)),
    failed('sendFeedback', apiError('network')),
  ],
  // Choosing the verdict the answer already has sends nothing: which one it has decides the guard.
  guardFacts: (snapshot) => ({ rating: snapshot.context.rating }),
  states: {
    idle: {
      description: "The answer's verdict, if any, shows pressed; either thumb may be chosen.",
      check: (snapshot) => {
        strictEqual(selectFeedbackSending(snapshot), false);
        strictEqual(selectFeedbackError(snapshot), null);
        strictEqual(selectPressedRating(snapshot), snapshot.context.rating);
        strictEqual(snapshot.context.choice, null);
      },
    },
    sending: {
      description: 'POST /messages/:id/feedback with the choice, which shows pressed.',
      check: (snapshot) => {
        strictEqual(selectFeedbackSending(snapshot), true);
        strictEqual(selectPressedRating(snapshot), snapshot.context.choice);
        strictEqual(snapshot.context.choice === 'up' || snapshot.context.choice === 'down', true);
        strictEqual(selectFeedbackError(snapshot), null);
      },
    },
    failed: {
      description: 'Not sent: the earlier verdict shows, with the failure and a retry.',
      shows: [TEXTS.feedbackFailed, TEXTS.retrySend],
      check: (snapshot) => {
        strictEqual(selectFeedbackError(snapshot), TEXTS.feedbackFailed);
        strictEqual(selectPressedRating(snapshot), snapshot.context.rating);
        strictEqual(selectFeedbackSending(snapshot), false);
      },
    },
  },
});
