import { useActorRef, useSelector } from '@xstate/react';
import type { Message } from '../../contract/contract';
import { selectCommented, selectFeedbackError, selectFeedbackSending, selectMayComment, selectPressedRating } from '../../machines/answer-feedback-selectors';
import { AnswerFeedback } from '../../ui/chat/answer-feedback';
import { provideAnswerFeedbackActors } from '../-wiring/answer-feedback-actors';

const answerFeedback = provideAnswerFeedbackActors();

/**
 * One AI answer's thumbs, bound to its own feedback machine. The verdict the conversation carries
 * is the machine's start; afterwards the machine is the truth (its send's answer is what a poll
 * brings back).
 */
export function AnswerFeedbackControl({ message }: { message: Message }) {
  const feedbackRef = useActorRef(answerFeedback, {
    input: { messageId: message.id, conversationId: message.conversation_id, rating: message.feedback ?? null, commented: Boolean(message.feedback_comment) },
  });
  const pressed = useSelector(feedbackRef, selectPressedRating);
  const sending = useSelector(feedbackRef, selectFeedbackSending);
  const error = useSelector(feedbackRef, selectFeedbackError);
  const mayComment = useSelector(feedbackRef, selectMayComment);
  const commented = useSelector(feedbackRef, selectCommented);
  return (
    <AnswerFeedback
      pressed={pressed}
      sending={sending}
      error={error}
      mayComment={mayComment}
      commented={commented}
      onComment={(comment) => feedbackRef.send({ type: 'feedback.commented', comment })}
      onChoose={(rating) => feedbackRef.send({ type: 'feedback.chosen', rating })}
      onRetry={() => feedbackRef.send({ type: 'feedback.retried' })}
    />
  );
}
