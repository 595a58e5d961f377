// Extra addresses an organisation e-mails (beside its members): one row per address with the kinds it chose.
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from './executor.ts';
import { notificationSubscriptions, type EmailKind } from './schema.ts';

export type SubscriptionRow = typeof notificationSubscriptions.$inferSelect;

export function listSubscriptions(db: Executor, organisationId: string): Promise<SubscriptionRow[]> {
  return db.select().from(notificationSubscriptions).where(eq(notificationSubscriptions.organisationId, organisationId)).orderBy(asc(notificationSubscriptions.createdAt));
}

/** Adds the address, or changes the kinds of the one already there (an address is subscribed once). */
export async function upsertSubscription(db: Executor, subscription: { organisationId: string; email: string; kinds: EmailKind[]; now: number }): Promise<SubscriptionRow> {
  const [row] = await db
    .insert(notificationSubscriptions)
    .values({ id: randomUUID(), organisationId: subscription.organisationId, email: subscription.email, kinds: subscription.kinds, createdAt: subscription.now })
    .onConflictDoUpdate({ target: [notificationSubscriptions.organisationId, notificationSubscriptions.email], set: { kinds: subscription.kinds } })
    .returning();
  return row;
}

export async function updateSubscriptionKinds(db: Executor, organisationId: string, id: string, kinds: EmailKind[]): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .update(notificationSubscriptions)
    .set({ kinds })
    .where(and(eq(notificationSubscriptions.id, id), eq(notificationSubscriptions.organisationId, organisationId)))
    .returning();
  return row;
}

export async function deleteSubscription(db: Executor, organisationId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(notificationSubscriptions)
    .where(and(eq(notificationSubscriptions.id, id), eq(notificationSubscriptions.organisationId, organisationId)))
    .returning({ id: notificationSubscriptions.id });
  return rows.length > 0;
}
