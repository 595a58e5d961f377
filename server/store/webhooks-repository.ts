// An organisation's webhooks, their delivery queue and its log. Deliveries are written in the
// transaction that made the event (an outbox: no event is lost to a crash between the two), and
// claimed by any instance with FOR UPDATE SKIP LOCKED, so two instances never send the same one.
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { claimDueIds } from './claim-due.ts';
import type { Executor } from './executor.ts';
import { webhookAttempts, webhookDeliveries, webhookEndpoints, type WebhookEvent } from './schema.ts';

export type WebhookRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type AttemptRow = typeof webhookAttempts.$inferSelect;

export async function createWebhook(db: Executor, webhook: { organisationId: string; url: string; events: WebhookEvent[]; secret: string; now: number }): Promise<WebhookRow> {
  const [row] = await db
    .insert(webhookEndpoints)
    .values({ id: randomUUID(), organisationId: webhook.organisationId, url: webhook.url, events: webhook.events, secret: webhook.secret, createdAt: webhook.now })
    .returning();
  return row;
}

export function listWebhooks(db: Executor, organisationId: string): Promise<WebhookRow[]> {
  return db.select().from(webhookEndpoints).where(eq(webhookEndpoints.organisationId, organisationId)).orderBy(asc(webhookEndpoints.createdAt));
}

export async function findWebhook(db: Executor, organisationId: string, id: string): Promise<WebhookRow | undefined> {
  const [row] = await db.select().from(webhookEndpoints).where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.organisationId, organisationId)));
  return row;
}

/** Deletes the webhook with its queue and log; false when the organisation has no such webhook. */
export async function deleteWebhook(db: Executor, organisationId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.organisationId, organisationId)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

export interface QueuedEvent {
  event: WebhookEvent;
  /** The JSON body every subscribed webhook receives. */
  body: string;
}

/**
 * Queues each event for every webhook of the organisation subscribed to it, in one statement
 * (an organisation without webhooks costs one indexed read).
 */
export async function queueWebhookEvents(db: Executor, organisationId: string, events: QueuedEvent[], now: number): Promise<void> {
  if (events.length === 0) return;
  const rows = sql.join(
    events.map(({ event, body }) => sql`(${event}::text, ${body}::text)`),
    sql`, `,
  );
  await db.execute(sql`
    insert into ${webhookDeliveries} (id, organisation_id, webhook_id, event, body, next_attempt_at, created_at)
    select gen_random_uuid(), e.organisation_id, e.id, v.event, v.body, ${now}::bigint, ${now}::bigint
    from ${webhookEndpoints} e
    join (values ${rows}) as v(event, body) on e.events ? v.event
    where e.organisation_id = ${organisationId}`);
}

export interface ClaimedDelivery {
  delivery: DeliveryRow;
  webhook: WebhookRow;
}

/**
 * Claims up to `limit` due deliveries for this sender: each claim counts an attempt and moves the
 * delivery `leaseMs` ahead, so a sender that dies mid-send leaves it to be retried, not lost.
 */
export async function claimDueDeliveries(db: Executor, now: number, limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
  const ids = await claimDueIds(db, { table: webhookDeliveries, dueColumn: 'next_attempt_at' }, now, limit, leaseMs);
  if (ids.length === 0) return [];
  return db
    .select({ delivery: webhookDeliveries, webhook: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.webhookId))
    .where(inArray(webhookDeliveries.id, ids));
}

export interface AttemptOutcome {
  at: number;
  statusCode: number | null;
  error: string | null;
  delivered: boolean;
  /** When to try again; undefined when the delivery is done (delivered, or its attempts spent). */
  retryAt?: number;
}

/**
 * Logs the attempt and moves the delivery on. Only the sender whose claim is current may: a sender
 * slower than its lease (another has claimed the delivery since) changes nothing but the log.
 */
export async function recordAttempt(db: Executor, delivery: DeliveryRow, outcome: AttemptOutcome): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values({
      id: randomUUID(),
      deliveryId: delivery.id,
      attempt: delivery.attempts,
      at: outcome.at,
      statusCode: outcome.statusCode,
      outcome: outcome.delivered ? 'delivered' : 'failed',
      error: outcome.error,
    });
    const next = outcome.delivered
      ? { status: 'delivered' as const, deliveredAt: outcome.at }
      : outcome.retryAt === undefined
        ? { status: 'failed' as const }
        : { nextAttemptAt: outcome.retryAt };
    await tx
      .update(webhookDeliveries)
      .set(next)
      .where(and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.attempts, delivery.attempts), eq(webhookDeliveries.status, 'pending')));
  });
}

export interface DeliveryWithAttempts {
  delivery: DeliveryRow;
  attempts: AttemptRow[];
}

/** A webhook's latest deliveries, newest first, each with its attempts in order. */
export async function listDeliveries(db: Executor, webhookId: string, limit: number): Promise<DeliveryWithAttempts[]> {
  const deliveries = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, webhookId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
  if (deliveries.length === 0) return [];
  const attempts = await db
    .select()
    .from(webhookAttempts)
    .where(inArray(webhookAttempts.deliveryId, deliveries.map((delivery) => delivery.id)))
    .orderBy(asc(webhookAttempts.attempt));
  return deliveries.map((delivery) => ({ delivery, attempts: attempts.filter((attempt) => attempt.deliveryId === delivery.id) }));
}
