// The e-mail queue: one row per e-mail to send about a conversation, due at once or (for "nobody
// answered") some minutes on. Claimed like webhook deliveries (FOR UPDATE SKIP LOCKED plus a lease),
// so a restart loses none and two instances send each once.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { claimDueIds } from './claim-due.ts';
import type { Executor } from './executor.ts';
import { emailNotifications, notificationSettings, type EmailKind } from './schema.ts';

export type EmailNotificationRow = typeof emailNotifications.$inferSelect;

/** Queues an e-mail; a second pending "unanswered" for the same conversation is not added (the first covers it). */
export async function queueEmail(db: Executor, email: { organisationId: string; conversationId: string; kind: EmailKind; dueAt: number; now: number }): Promise<void> {
  await db
    .insert(emailNotifications)
    .values({ id: randomUUID(), organisationId: email.organisationId, conversationId: email.conversationId, kind: email.kind, dueAt: email.dueAt, createdAt: email.now })
    .onConflictDoNothing();
}

/** A team member answered: the pending "nobody answered" e-mail of the conversation is not sent. */
export async function cancelUnansweredEmail(db: Executor, conversationId: string): Promise<void> {
  await db
    .update(emailNotifications)
    .set({ status: 'cancelled' })
    .where(and(eq(emailNotifications.conversationId, conversationId), eq(emailNotifications.kind, 'unanswered'), eq(emailNotifications.status, 'pending')));
}

/** Claims due e-mails for this sender, counting an attempt and moving each `leaseMs` ahead. */
export async function claimDueEmails(db: Executor, now: number, limit: number, leaseMs: number): Promise<EmailNotificationRow[]> {
  const ids = await claimDueIds(db, { table: emailNotifications, dueColumn: 'due_at' }, now, limit, leaseMs);
  if (ids.length === 0) return [];
  return db.select().from(emailNotifications).where(inArray(emailNotifications.id, ids));
}

/** Whether the row is still pending under this sender's claim (not cancelled or re-claimed since). */
export async function isStillClaimed(db: Executor, email: EmailNotificationRow): Promise<boolean> {
  const [row] = await db
    .select({ id: emailNotifications.id })
    .from(emailNotifications)
    .where(and(eq(emailNotifications.id, email.id), eq(emailNotifications.status, 'pending'), eq(emailNotifications.attempts, email.attempts)));
  return row !== undefined;
}

export type EmailOutcome = { status: 'sent' | 'cancelled' | 'failed'; at: number; error?: string } | { status: 'retry'; retryAt: number; error: string };

export async function finishEmail(db: Executor, email: EmailNotificationRow, outcome: EmailOutcome): Promise<void> {
  const change =
    outcome.status === 'retry'
      ? { dueAt: outcome.retryAt, lastError: outcome.error }
      : { status: outcome.status, lastError: outcome.error ?? null, ...(outcome.status === 'sent' ? { sentAt: outcome.at } : {}) };
  await db
    .update(emailNotifications)
    .set(change)
    .where(and(eq(emailNotifications.id, email.id), eq(emailNotifications.status, 'pending'), eq(emailNotifications.attempts, email.attempts)));
}

/** The organisation's own "nobody answered" wait, when it set one. */
export async function organisationUnansweredMinutes(db: Executor, organisationId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ minutes: notificationSettings.unansweredMinutes })
    .from(notificationSettings)
    .where(eq(notificationSettings.organisationId, organisationId));
  return row?.minutes ?? undefined;
}

export async function setOrganisationUnansweredMinutes(db: Executor, organisationId: string, minutes: number | null): Promise<void> {
  await db
    .insert(notificationSettings)
    .values({ organisationId, unansweredMinutes: minutes })
    .onConflictDoUpdate({ target: notificationSettings.organisationId, set: { unansweredMinutes: minutes } });
}
