// Visitors' thumbs up or down on AI answers, kept on the answer's row, and the organisation's list
// of them for its team.
import { and, desc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { FeedbackEntry, FeedbackRating } from '../../src/contract/contract.ts';
import type { Executor } from './executor.ts';
import type { MessageRow } from './messages-repository.ts';
import { conversations, messages } from './schema.ts';

/** How many verdicts the team's list shows, newest first. */
export const FEEDBACK_LIST_MAX = 100;

/** The message if it is in that conversation (the visitor's key); undefined otherwise. */
export async function findConversationMessage(db: Executor, messageId: string, conversationId: string): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.conversationId, conversationId)))
    .limit(1);
  return row;
}

export async function recordFeedback(
  db: Executor,
  messageId: string,
  feedback: { rating: FeedbackRating; comment: string | null; at: number },
): Promise<MessageRow> {
  const [row] = await db
    .update(messages)
    .set({ feedback: feedback.rating, feedbackComment: feedback.comment, feedbackAt: feedback.at })
    .where(eq(messages.id, messageId))
    .returning();
  // A poll's ETag changes with it, so a cached copy of the thread does not hide the verdict.
  await db.update(conversations).set({ feedbackAt: feedback.at }).where(eq(conversations.id, row.conversationId));
  return row;
}

/** The visitor's message the answer at `sequence` replied to: the last one before it. */
export async function questionBefore(db: Executor, conversationId: string, sequence: number): Promise<string | undefined> {
  const [row] = await db
    .select({ message: messages.message })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.creator, 'CONTACT'), lt(messages.sequence, sequence)))
    .orderBy(desc(messages.sequence))
    .limit(1);
  return row?.message;
}

/** The organisation's verdicts, newest first, each with the question it answered. */
export async function listFeedback(db: Executor, organisationId: string): Promise<FeedbackEntry[]> {
  const question = sql<string | null>`(
    select q.message from ${messages} q
    where q.conversation_id = ${messages.conversationId} and q.creator = 'CONTACT' and q.sequence < ${messages.sequence}
    order by q.sequence desc limit 1
  )`;
  const rows = await db
    .select({
      id: messages.id,
      conversationId: messages.conversationId,
      rating: messages.feedback,
      comment: messages.feedbackComment,
      answer: messages.message,
      at: messages.feedbackAt,
      question,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(conversations.organisationId, organisationId), isNotNull(messages.feedback)))
    .orderBy(desc(messages.feedbackAt), desc(messages.id))
    .limit(FEEDBACK_LIST_MAX);
  return rows.map((row) => ({
    message_id: row.id,
    conversation_id: row.conversationId,
    rating: row.rating!,
    comment: row.comment ?? '',
    question: row.question ?? '',
    answer: row.answer,
    created_at: row.at ?? 0,
  }));
}
