import { strictEqual } from 'node:assert/strict';
import { answerFeedbackMachine } from '../../../src/machines/answer-feedback-machine.ts';
import { selectCommented, selectFeedbackError, selectFeedbackSending, selectMayComment, selectPressedRating } from '../../../src/machines/answer-feedback-selectors.ts';
import { TEXTS } from '../../../src/contract/texts.ts';
import { defineTestModel, done, failed } from '../support/model.ts';
import { CONVERSATION_ID, apiError, message } from './fixtures.ts';

/** The answer under the thumbs: the second message of the fixtures' conversation. */
export const ANSWER = message(1, 'AGENT', 'A single jump is 199.99 NZD.');

/** What a visitor writes after a thumbs down. */
export const COMMENT = 'It did not say the price for two';

export const answerFeedbackModel = defineTestModel({
  name: 'answer-feedback',
  machine: answerFeedbackMachine,
  inputs: {
    unrated: { messageId: ANSWER.id, conversationId: CONVERSATION_ID, rating: null, commented: false },
    // Reloaded after a thumbs up: the conversation carries it.
    ratedUp: { messageId: ANSWER.id, conversationId: CONVERSATION_ID, rating: 'up', commented: false },
    // Reloaded after a thumbs down with a comment: the visitor is thanked, not asked again.
    commentedDown: { messageId: ANSWER.id, conversationId: CONVERSATION_ID, rating: 'down', commented: true },
  },
  events: () => [
    { type: 'feedback.chosen', rating: 'up' },
    { type: 'feedback.chosen', rating: 'down' },
    { type: 'feedback.commented', comment: COMMENT },
    // Only spaces: nothing to send.
    { type: 'feedback.commented', comment: '   ' },
    { type: 'feedback.retried' },
    // The server answers the answer as stored (its verdict is the one sent).
    done('sendFeedback', ANSWER),
    failed('sendFeedback', apiError('server', 500)),
    failed('sendFeedback', apiError('network')),
  ],
  // Choosing the verdict the answer already has sends nothing: which one it has decides the guard.
  guardFacts: (snapshot) => ({ rating: snapshot.context.rating, commented: snapshot.context.commented }),
  states: {
    idle: {
      description: "The answer's verdict, if any, shows pressed; either thumb may be chosen.",
      check: (snapshot) => {
        strictEqual(selectFeedbackSending(snapshot), false);
        strictEqual(selectFeedbackError(snapshot), null);
        strictEqual(selectPressedRating(snapshot), snapshot.context.rating);
        strictEqual(snapshot.context.choice, null);
        strictEqual(snapshot.context.comment, null);
        // A stored "down" asks what was missing until the visitor has said it; then thanks them.
        strictEqual(selectMayComment(snapshot), snapshot.context.rating === 'down' && !snapshot.context.commented);
        strictEqual(selectCommented(snapshot), snapshot.context.rating === 'down' && snapshot.context.commented);
        if (snapshot.context.rating !== 'down') strictEqual(snapshot.context.commented, false);
      },
    },
    sending: {
      description: 'POST /messages/:id/feedback with the choice, which shows pressed.',
      check: (snapshot) => {
        strictEqual(selectFeedbackSending(snapshot), true);
        strictEqual(selectPressedRating(snapshot), snapshot.context.choice);
        strictEqual(snapshot.context.choice === 'up' || snapshot.context.choice === 'down', true);
        strictEqual(selectFeedbackError(snapshot), null);
        // A comment only ever travels with a "down", and never as spaces.
        if (snapshot.context.comment !== null) {
          strictEqual(snapshot.context.choice, 'down');
          strictEqual(snapshot.context.comment, COMMENT);
        }
        strictEqual(selectMayComment(snapshot), false);
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
