// The real call behind an answer's thumbs (a file of its own: it loads with the first thumbs, not with the panel).
import type { Message } from '../../contract/contract.ts';
import { answerFeedbackMachine, type SendFeedbackInput } from '../../machines/answer-feedback-machine.ts';
import { apiCall, browserServices, type ChatServices } from './chat-actors.ts';

/** One answer's thumbs with the real call (POST /messages/:id/feedback). */
export function provideAnswerFeedbackActors(
  machine: typeof answerFeedbackMachine = answerFeedbackMachine,
  { api }: Pick<ChatServices, 'api'> = browserServices,
) {
  return machine.provide({
    actors: {
      sendFeedback: apiCall<Message, SendFeedbackInput>((input, options) =>
        api.postFeedback(input.messageId, { conversation_id: input.conversationId, rating: input.rating, ...(input.comment ? { comment: input.comment } : {}) }, options),
      ),
    },
  });
}
