import { lazy, Suspense } from 'react';
import type { Message } from '../../contract/contract';

// The thumbs' code (their machine, view and styles) loads with the first answer that shows them,
// not with the panel: the widget's size budget counts until the input works.
const AnswerFeedbackControl = lazy(() => import('./answer-feedback-control').then((module) => ({ default: module.AnswerFeedbackControl })));

/** The thread's feedback slot: every AI answer the visitor reads gets its thumbs. */
export const renderAnswerFeedback = (message: Message) => (
  <Suspense fallback={null}>
    <AnswerFeedbackControl message={message} />
  </Suspense>
);
