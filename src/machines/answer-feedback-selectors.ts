// The thumbs' view of an answer's feedback machine, read through its states' tags.
import type { SnapshotFrom } from 'xstate';
import type { FeedbackRating } from '../contract/contract.ts';
import type { answerFeedbackMachine } from './answer-feedback-machine.ts';

export type AnswerFeedbackSnapshot = SnapshotFrom<typeof answerFeedbackMachine>;

export const selectFeedbackSending = (feedback: AnswerFeedbackSnapshot): boolean => feedback.hasTag('sending');

/** While a choice is on its way it shows pressed; otherwise (a failure too) the stored verdict does. */
export const selectPressedRating = (feedback: AnswerFeedbackSnapshot): FeedbackRating | null =>
  feedback.hasTag('sending') ? feedback.context.choice : feedback.context.rating;

export const selectFeedbackError = (feedback: AnswerFeedbackSnapshot): string | null =>
  feedback.hasTag('failed') ? feedback.context.error : null;

/** A stored "down" without a comment offers the comment box (not while anything is on its way or failed). */
export const selectMayComment = (feedback: AnswerFeedbackSnapshot): boolean =>
  feedback.hasTag('ready') && feedback.context.rating === 'down' && !feedback.context.commented;

/** The comment has been received: the visitor is thanked. */
export const selectCommented = (feedback: AnswerFeedbackSnapshot): boolean =>
  feedback.hasTag('ready') && feedback.context.rating === 'down' && feedback.context.commented;
