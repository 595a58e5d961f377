// The notification tables (issue 13): webhooks with their durable delivery queue and log, and the
// e-mail queue with its recipients. Re-exported by schema.ts, so drizzle-kit and the store see one
// schema. Each queue is a table of due rows that any instance may claim (FOR UPDATE SKIP LOCKED):
// nothing lives only in a process, so a restart or a second instance loses and doubles nothing.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { conversations, organisations } from './schema.ts';
import { members } from './schema-team.ts';
import { epochMs, organisationColumn } from './schema-columns.ts';


/** The events a webhook may subscribe to. */
export const WEBHOOK_EVENTS = ['conversation.created', 'message.created', 'contact.updated', 'handoff.requested'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** An organisation's webhook: where to POST which events, and the secret its bodies are signed with. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey(),
    organisationId: organisationColumn(),
    url: text('url').notNull(),
    events: jsonb('events').$type<WebhookEvent[]>().notNull(),
    /**
     * The signing secret. Kept as it is (unlike operator keys, which are hashed): signing needs it.
     * It is shown once, when the webhook is created, and never listed.
     */
    secret: text('secret').notNull(),
    createdAt: epochMs('created_at').notNull(),
  },
  (table) => [index('webhook_endpoints_organisation_idx').on(table.organisationId)],
);

/**
 * One event for one webhook: written in the transaction that made the event, sent by whichever
 * instance claims it first. pending → delivered, or failed once its attempts are spent.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey(),
    organisationId: organisationColumn(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    event: text('event').$type<WebhookEvent>().notNull(),
    /** The JSON body, exactly as signed and sent. */
    body: text('body').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When it is due; a claim moves it a lease ahead, so a sender that dies leaves it to another. */
    nextAttemptAt: epochMs('next_attempt_at').notNull(),
    createdAt: epochMs('created_at').notNull(),
    deliveredAt: epochMs('delivered_at'),
  },
  (table) => [
    // The queue's one question: what is due now, oldest first.
    index('webhook_deliveries_due_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    index('webhook_deliveries_webhook_idx').on(table.webhookId, table.createdAt),
  ],
);

/** The delivery log: one row per attempt, with what the receiver answered. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    at: epochMs('at').notNull(),
    /** The receiver's HTTP status; null when it could not be reached (see error). */
    statusCode: integer('status_code'),
    outcome: text('outcome', { enum: ['delivered', 'failed'] }).notNull(),
    error: text('error'),
  },
  (table) => [index('webhook_attempts_delivery_idx').on(table.deliveryId, table.attempt)],
);

/** What a team member may be e-mailed about. */
export const EMAIL_KINDS = ['handoff', 'contact', 'unanswered'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/**
 * Who gets which e-mails in an organisation: one row per address, with the kinds it chose. Stands
 * in for per-member preferences until the organisation's members have accounts of their own.
 */
export const notificationSubscriptions = pgTable(
  'notification_subscriptions',
  {
    id: uuid('id').primaryKey(),
    organisationId: organisationColumn(),
    email: text('email').notNull(),
    kinds: jsonb('kinds').$type<EmailKind[]>().notNull(),
    createdAt: epochMs('created_at').notNull(),
  },
  (table) => [uniqueIndex('notification_subscriptions_organisation_email_idx').on(table.organisationId, table.email)],
);

/**
 * One e-mail to send about a conversation, due at `due_at`: at once for a hand-off or contact
 * details, N minutes after a visitor's message for "nobody answered" (then it is dropped if a team
 * member answered first). Claimed like webhook deliveries.
 */
export const emailNotifications = pgTable(
  'email_notifications',
  {
    id: uuid('id').primaryKey(),
    organisationId: organisationColumn(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<EmailKind>().notNull(),
    status: text('status', { enum: ['pending', 'sent', 'cancelled', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    dueAt: epochMs('due_at').notNull(),
    lastError: text('last_error'),
    createdAt: epochMs('created_at').notNull(),
    sentAt: epochMs('sent_at'),
  },
  (table) => [
    index('email_notifications_due_idx').on(table.dueAt).where(sql`${table.status} = 'pending'`),
    // At most one pending "nobody answered" per conversation: later messages join the first.
    uniqueIndex('email_notifications_unanswered_idx')
      .on(table.conversationId)
      .where(sql`${table.status} = 'pending' and ${table.kind} = 'unanswered'`),
  ],
);

/** An organisation's own notification settings; absent means the server's defaults. */
export const notificationSettings = pgTable('notification_settings', {
  organisationId: text('organisation_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  /** Minutes a visitor's message may wait while the AI is paused before the team is e-mailed (NOTIFY_UNANSWERED_MINUTES). */
  unansweredMinutes: integer('unanswered_minutes'),
});

/**
 * Which e-mails a team member gets, chosen by the member. A member without a row gets every kind:
 * a new member hears of visitors who need them until they choose otherwise.
 */
export const memberNotificationPreferences = pgTable('member_notification_preferences', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  kinds: jsonb('kinds').$type<EmailKind[]>().notNull(),
  updatedAt: epochMs('updated_at').notNull(),
});
