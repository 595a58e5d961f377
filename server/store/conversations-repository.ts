// Conversations: counters, summary and flags are kept current in the same transaction as the
// messages they describe, so a poll never sees a count that disagrees with the messages.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { ConversationSummary, OperatorConversation } from '../../src/contract/contract.ts';
import { toContact, type ContactRow } from './contacts-repository.ts';
import { conversationSearch } from './conversation-search.ts';
import type { Executor } from './executor.ts';
import { contacts, conversations } from './schema.ts';

export type ConversationRow = typeof conversations.$inferSelect;
export interface ConversationWithContact {
  conversation: ConversationRow;
  contact: ContactRow;
}

export async function findConversation(db: Executor, id: string): Promise<ConversationWithContact | undefined> {
  const [row] = await db
    .select({ conversation: conversations, contact: contacts })
    .from(conversations)
    .innerJoin(contacts, eq(contacts.id, conversations.contactId))
    .where(eq(conversations.id, id))
    .limit(1);
  return row;
}

/** Everything a poll's ETag depends on, in one indexed lookup and three small columns. */
export interface ConversationVersion {
  messageCount: number;
  lastMessageAt: number;
  contactUpdatedAt: number | null;
  /** Whose it is: a signed-in user's contact may take over an anonymous one's conversations. */
  contactId: string;
  /** Who has the conversation: the visitor's header changes when a person takes over. */
  answeringName: string | null;
  /** The last thumbs up or down on one of its answers: the thread shows it. */
  feedbackAt: number | null;
}

function prepareVersionQuery(db: Executor) {
  return db
    .select({
      messageCount: conversations.messageCount,
      lastMessageAt: conversations.lastMessageAt,
      contactUpdatedAt: contacts.updatedAt,
      contactId: conversations.contactId,
      answeringName: conversations.answeringName,
      feedbackAt: conversations.feedbackAt,
    })
    .from(conversations)
    .innerJoin(contacts, eq(contacts.id, conversations.contactId))
    .where(eq(conversations.id, sql.placeholder('id')))
    .limit(1)
    .prepare('conversation_version');
}
// Built once per database: polling is the hottest path, so neither Drizzle nor PostgreSQL
// re-plans it per request.
const versionQueries = new WeakMap<Executor, ReturnType<typeof prepareVersionQuery>>();

export async function findConversationVersion(db: Executor, id: string): Promise<ConversationVersion | undefined> {
  let query = versionQueries.get(db);
  if (!query) {
    query = prepareVersionQuery(db);
    versionQueries.set(db, query);
  }
  const [row] = await query.execute({ id });
  return row;
}

/** A contact's conversations with one organisation (the contact's own), latest message first. */
export async function listContactConversations(
  db: Executor,
  contactId: string,
  organisationId: string,
): Promise<ConversationWithContact[]> {
  const filter = and(
    eq(conversations.contactId, contactId),
    eq(conversations.organisationId, organisationId),
    eq(contacts.organisationId, organisationId),
  );
  return db
    .select({ conversation: conversations, contact: contacts })
    .from(conversations)
    .innerJoin(contacts, eq(contacts.id, conversations.contactId))
    .where(filter)
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.createdAt));
}

/** An organisation's conversations for its team, latest message first (served by the organisation index). */
export async function listOrganisationConversations(
  db: Executor,
  organisationId: string,
  options: { wantsHuman?: boolean; search?: string; limit: number },
): Promise<ConversationWithContact[]> {
  // The contact's organisation too: a contact is one organisation's, and the list never says otherwise.
  const filter = and(
    eq(conversations.organisationId, organisationId),
    eq(contacts.organisationId, organisationId),
    options.wantsHuman === undefined ? undefined : eq(conversations.wantsHuman, options.wantsHuman),
    conversationSearch(options.search ?? '', { conversationId: conversations.id, name: contacts.name, email: contacts.email, phone: contacts.phone }),
  );
  return db
    .select({ conversation: conversations, contact: contacts })
    .from(conversations)
    .innerJoin(contacts, eq(contacts.id, conversations.contactId))
    .where(filter)
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.createdAt))
    .limit(options.limit);
}

export async function createConversation(
  db: Executor,
  conversation: { id: string; organisationId: string; contactId: string; now: number },
): Promise<ConversationRow> {
  const [row] = await db
    .insert(conversations)
    .values({
      id: conversation.id,
      organisationId: conversation.organisationId,
      contactId: conversation.contactId,
      lastMessageAt: conversation.now,
      createdAt: conversation.now,
    })
    .returning();
  return row;
}

/** Locks the conversation for the rest of the transaction and reads its current flags. */
export async function lockConversation(db: Executor, id: string): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id)).for('update');
  return row;
}

export interface MessagesRecorded {
  added: number;
  lastMessageAt: number;
  /** Used only while the conversation has no summary yet. */
  summary?: string;
  wantsHuman?: boolean;
  aiPaused?: boolean;
  /** A team member answered: they have the conversation now. */
  answeringName?: string;
  /** The visitor wrote from this IANA time zone. */
  visitorTimeZone?: string;
}

/** Bumps the counters; returns the new message count, from which message sequences follow. */
export async function recordMessages(db: Executor, id: string, change: MessagesRecorded): Promise<number> {
  const [row] = await db
    .update(conversations)
    .set({
      messageCount: sql`${conversations.messageCount} + ${change.added}`,
      lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${change.lastMessageAt})`,
      ...(change.summary
        ? { summary: sql`case when ${conversations.summary} = '' then ${change.summary} else ${conversations.summary} end` }
        : {}),
      ...(change.wantsHuman ? { wantsHuman: true } : {}),
      ...(change.aiPaused !== undefined ? { aiPaused: change.aiPaused } : {}),
      ...(change.answeringName !== undefined ? { answeringName: change.answeringName } : {}),
      ...(change.visitorTimeZone !== undefined ? { visitorTimeZone: change.visitorTimeZone } : {}),
    })
    .where(eq(conversations.id, id))
    .returning({ messageCount: conversations.messageCount });
  return row.messageCount;
}

/**
 * A contact left their details: their latest conversation with the organisation is flagged for the
 * team (wants_human), as if they had asked for a person. newlyFlagged tells whether it was not already.
 */
export async function flagLatestConversationForTeam(
  db: Executor,
  contactId: string,
  organisationId: string,
): Promise<{ conversation: ConversationRow; newlyFlagged: boolean } | undefined> {
  const [latest] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.contactId, contactId), eq(conversations.organisationId, organisationId)))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.createdAt))
    .limit(1)
    .for('update');
  if (!latest) return undefined;
  if (latest.wantsHuman) return { conversation: latest, newlyFlagged: false };
  const [flagged] = await db.update(conversations).set({ wantsHuman: true }).where(eq(conversations.id, latest.id)).returning();
  return { conversation: flagged, newlyFlagged: true };
}

export async function handBackToAi(db: Executor, id: string): Promise<ConversationRow | undefined> {
  const [row] = await db
    .update(conversations)
    .set({ aiPaused: false, wantsHuman: false, answeringName: null })
    .where(eq(conversations.id, id))
    .returning();
  return row;
}

/** A team member takes the conversation: the AI is quiet until it is handed back. */
export async function takeOverFromAi(db: Executor, id: string, answeringName: string | null): Promise<ConversationRow | undefined> {
  const [row] = await db
    .update(conversations)
    .set({ aiPaused: true, ...(answeringName ? { answeringName } : {}) })
    .where(eq(conversations.id, id))
    .returning();
  return row;
}

export function toConversationSummary({ conversation, contact }: ConversationWithContact): ConversationSummary {
  return {
    id: conversation.id,
    organisation_id: conversation.organisationId,
    contact: toContact(contact),
    summary: conversation.summary,
    last_message_at: conversation.lastMessageAt,
  };
}

export function toOperatorConversation(found: ConversationWithContact): OperatorConversation {
  return {
    ...toConversationSummary(found),
    message_count: found.conversation.messageCount,
    wants_human: found.conversation.wantsHuman,
    ai_paused: found.conversation.aiPaused,
  };
}
