// Messages: appended only, ordered by a per-conversation sequence (created_at can tie).
import { and, asc, desc, eq, gte } from 'drizzle-orm';
import { MESSAGE_VERSION, type Message } from '../../src/contract/contract.ts';
import type { Executor } from './executor.ts';
import { messages } from './schema.ts';

export type MessageRow = typeof messages.$inferSelect;
export type NewMessage = typeof messages.$inferInsert;

export async function insertMessages(db: Executor, rows: NewMessage[]): Promise<MessageRow[]> {
  if (rows.length === 0) return [];
  const inserted = await db.insert(messages).values(rows).returning();
  return inserted.sort((a, b) => a.sequence - b.sequence);
}

/** The whole thread, oldest first. */
export async function listMessages(db: Executor, conversationId: string): Promise<MessageRow[]> {
  return db.select().from(messages).where(eq(messages.conversationId, conversationId)).orderBy(asc(messages.sequence));
}

/** The last `limit` messages, oldest first: the history an answer engine sees. */
export async function recentMessages(
  db: Executor,
  conversationId: string,
  limit: number,
): Promise<Pick<MessageRow, 'creator' | 'message'>[]> {
  const rows = await db
    .select({ creator: messages.creator, message: messages.message, sequence: messages.sequence })
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(desc(messages.sequence))
    .limit(limit);
  return rows.reverse().map(({ creator, message }) => ({ creator, message }));
}

/** Has Korero already told the visitor, since `since`, that the team knows? */
export async function hasNoticeSince(db: Executor, conversationId: string, since: number): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.kind, 'notice'), gte(messages.createdAt, since)))
    .limit(1);
  return row !== undefined;
}

export function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    user_id: row.userId,
    user_name: row.userName,
    user_profile_picture_url: row.userProfilePictureUrl,
    message: row.message,
    creator: row.creator,
    created_at: row.createdAt,
    conversation_id: row.conversationId,
    version: row.version ?? MESSAGE_VERSION,
    citations: row.citations,
    // Who of the team wrote it, for the name and initials beside the reply (issue 13).
    ...(row.creator === 'USER' && row.userName ? { author_name: row.userName } : {}),
    ...(row.kind === 'notice' ? { kind: 'notice' as const } : {}),
    ...(row.feedback ? { feedback: row.feedback, ...(row.feedbackComment ? { feedback_comment: row.feedbackComment } : {}) } : {}),
  };
}
