// Feedback on AI answers: a visitor's thumbs up or down (with an optional short comment on
// "down"), and the organisation's list of them for its team. A "down" also puts the question on
// the unanswered-questions list, where the team looks for content to add.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { FEEDBACK_COMMENT_MAX_LENGTH, FeedbackList, FeedbackPayload, Message } from '../../src/contract/contract.ts';
import type { AppDeps } from '../app-deps.ts';
import { notFound, unprocessable } from '../http-errors.ts';
import { conversationVersions } from '../store/conversation-versions.ts';
import { findConversation } from '../store/conversations-repository.ts';
import { findConversationMessage, listFeedback, questionBefore, recordFeedback } from '../store/feedback-repository.ts';
import { toMessage } from '../store/messages-repository.ts';
import { recordUnansweredQuestion } from '../store/unanswered-repository.ts';
import { assertMaxLength, isUuid, parseBody } from '../validation.ts';
import { operatorOrganisation, routeRateLimit, uuidParam } from './route-helpers.ts';

export async function feedbackRoutes(app: FastifyInstance, { store, config }: AppDeps): Promise<void> {
  const rateLimit = routeRateLimit(config.rateLimit, config.rateLimit.chatMax);
  const rate = {
    summary: "A visitor's thumbs up or down on an AI answer, with an optional comment on down",
    description: `conversation_id must be the answer's own conversation; a comment (${FEEDBACK_COMMENT_MAX_LENGTH} characters at most) only with "down". A down puts the question on the unanswered list.`,
    tag: 'visitor',
    body: FeedbackPayload,
    responses: { 200: { description: 'The answer with its feedback.', body: Message } },
  };
  app.post<{ Params: { id: string } }>('/api/messages/:id/feedback', { config: { rateLimit, openapi: rate } }, async (request) => {
    const payload = parseBody(FeedbackPayload, request.body);
    const comment = payload.comment?.trim() || null;
    if (comment !== null && payload.rating !== 'down') throw unprocessable('Only a "down" rating takes a comment', 'comment');
    if (comment !== null) assertMaxLength(comment, FEEDBACK_COMMENT_MAX_LENGTH, 'comment');
    // The conversation id is the visitor's key: without the right one, the message does not exist.
    const messageId = uuidParam(request.params.id, 'Message');
    const message = isUuid(payload.conversation_id)
      ? await findConversationMessage(store.db, messageId, payload.conversation_id.toLowerCase())
      : undefined;
    if (!message) throw notFound('Message not found');
    if (message.creator !== 'AGENT') throw unprocessable("Only the assistant's answers take feedback", 'id');
    const found = await findConversation(store.db, message.conversationId);
    if (!found) throw notFound('Message not found');
    const now = Date.now();
    const updated = await store.db.transaction(async (tx) => {
      // The team's list of what the content lacks; a repeated "down" is listed once.
      if (payload.rating === 'down' && message.feedback !== 'down') {
        const question = await questionBefore(tx, message.conversationId, message.sequence);
        if (question) {
          await recordUnansweredQuestion(tx, {
            id: randomUUID(),
            organisationId: found.conversation.organisationId,
            conversationId: message.conversationId,
            question,
            createdAt: now,
          });
        }
      }
      return recordFeedback(tx, message.id, { rating: payload.rating, comment, at: now });
    });
    // Committed: this instance's next poll of the thread shows the verdict (the trigger tells the others).
    conversationVersions(store).forget(message.conversationId);
    return toMessage(updated);
  });

  const operatorLimit = routeRateLimit(config.rateLimit, config.rateLimit.operatorMax);
  const list = {
    summary: "Visitors' verdicts on the organisation's AI answers, newest first (the last 100)",
    tag: 'operator',
    operatorKey: true,
    responses: { 200: { description: 'Each with its question, answer and comment.', body: FeedbackList } },
  };
  app.get<{ Params: { id: string } }>('/api/organisations/:id/feedback', { config: { rateLimit: operatorLimit, openapi: list } }, async (request, reply) => {
    const organisation = await operatorOrganisation(store, request.params.id, request);
    reply.header('cache-control', 'private, no-store');
    return { feedback: await listFeedback(store.db, organisation.id) } satisfies FeedbackList;
  });
}
