// Idempotent sends: the client's message id, claimed in the send's transaction. A repeat finds
// the claim and gets the first send's messages back; a concurrent repeat's claim waits for the
// first transaction (PostgreSQL's unique check) and then fails, so its writes roll back.
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from './executor.ts';
import type { MessageRow } from './messages-repository.ts';
import { messages, messageSends } from './schema.ts';

export interface SendKey {
  organisationId: string;
  /** The client's message id, scoped: a follow-up's is prefixed with its conversation's id. */
  clientMessageId: string;
}

/** Claims the key for this send; false when another send holds it already. */
export async function claimSend(db: Executor, key: SendKey, conversationId: string, now: number): Promise<boolean> {
  const claimed = await db
    .insert(messageSends)
    .values({ ...key, conversationId, createdAt: now })
    .onConflictDoNothing()
    .returning({ conversationId: messageSends.conversationId });
  return claimed.length > 0;
}

export async function recordSendMessages(db: Executor, key: SendKey, messageIds: string[]): Promise<void> {
  await db.update(messageSends).set({ messageIds }).where(keyFilter(key));
}

/** The messages the first send with this key stored, in their order; undefined if none did. */
export async function findSentMessages(db: Executor, key: SendKey): Promise<MessageRow[] | undefined> {
  const [send] = await db.select().from(messageSends).where(keyFilter(key)).limit(1);
  if (!send) return undefined;
  if (send.messageIds.length === 0) return [];
  const rows = await db.select().from(messages).where(inArray(messages.id, send.messageIds));
  return rows.sort((a, b) => a.sequence - b.sequence);
}

function keyFilter(key: SendKey) {
  return and(eq(messageSends.organisationId, key.organisationId), eq(messageSends.clientMessageId, key.clientMessageId));
}
