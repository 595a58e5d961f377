import type { Message } from '../../contract/contract';
import { loadOnce, useLoadedModule } from '../../ui/shared/use-loaded-module';

// The thumbs' code (their machine, view and styles) loads with the first answer that shows them,
// not with the panel: the widget's size budget counts until the input works.
const answerFeedback = loadOnce(() => import('./answer-feedback-control'));

function AnswerFeedbackSlot({ message }: { message: Message }) {
  const module = useLoadedModule(answerFeedback);
  return module ? <module.AnswerFeedbackControl message={message} /> : null;
}

/** The thread's feedback slot: every AI answer the visitor reads gets its thumbs. */
export const renderAnswerFeedback = (message: Message) => <AnswerFeedbackSlot message={message} />;
