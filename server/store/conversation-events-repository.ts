// Who took over, replied to and handed back each conversation (issue 13), oldest first.
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Executor } from './executor.ts';
import { conversationEvents, type ConversationAction } from './schema.ts';

export type ConversationEventRow = typeof conversationEvents.$inferSelect;

export interface NewConversationEvent {
  organisationId: string;
  conversationId: string;
  action: ConversationAction;
  memberId: string | null;
  apiKeyId: string | null;
  actorName: string;
  now: number;
}

export async function recordConversationEvent(db: Executor, event: NewConversationEvent): Promise<void> {
  await db.insert(conversationEvents).values({
    id: randomUUID(),
    organisationId: event.organisationId,
    conversationId: event.conversationId,
    action: event.action,
    memberId: event.memberId,
    apiKeyId: event.apiKeyId,
    actorName: event.actorName,
    createdAt: event.now,
  });
}

export async function latestConversationEvent(db: Executor, conversationId: string): Promise<ConversationEventRow | undefined> {
  const [row] = await db
    .select()
    .from(conversationEvents)
    .where(eq(conversationEvents.conversationId, conversationId))
    .orderBy(desc(conversationEvents.createdAt), desc(conversationEvents.id))
    .limit(1);
  return row;
}

/** The record of one of the organisation's conversations, oldest first. */
export async function listConversationEvents(db: Executor, organisationId: string, conversationId: string): Promise<ConversationEventRow[]> {
  return db
    .select()
    .from(conversationEvents)
    .where(and(eq(conversationEvents.organisationId, organisationId), eq(conversationEvents.conversationId, conversationId)))
    .orderBy(asc(conversationEvents.createdAt), asc(conversationEvents.id));
}
