// Sends due notification e-mails through SMTP (nodemailer): claims them (any instance may; none
// sends one twice), writes each to the addresses subscribed to its kind, and retries a failed send
// with exponential backoff. A "nobody answered" e-mail is dropped if the team answered or handed the
// conversation back in the meantime.
import type { Transporter } from 'nodemailer';
import { findConversation } from '../store/conversations-repository.ts';
import type { Database } from '../store/db.ts';
import { claimDueEmails, finishEmail, isStillClaimed, organisationUnansweredMinutes, type EmailNotificationRow } from '../store/email-notifications-repository.ts';
import { recipientsFor } from '../store/member-preferences-repository.ts';
import { listMessages } from '../store/messages-repository.ts';
import { findOrganisation } from '../store/organisations-repository.ts';
import { retryDelayMs } from './backoff.ts';
import { notificationEmail } from './email-message.ts';
import type { NotifyConfig } from './notify-config.ts';
import { conversationLink } from './webhook-payloads.ts';

export interface EmailSenderOptions {
  db: Database;
  now: () => number;
  config: NotifyConfig;
  /** Read at send time: with PORT=0 the server learns its URL only once it listens. */
  publicUrl: () => string;
  transport: Pick<Transporter, 'sendMail'>;
  batchSize?: number;
}

const LEASE_MS = 120_000;
const RETRY_BASE_MS = 60_000;
const ERROR_MAX_LENGTH = 500;

export async function createSmtpTransport(smtpUrl: string): Promise<Transporter> {
  // Loaded only when e-mail is configured.
  const { createTransport } = await import('nodemailer');
  return createTransport(smtpUrl);
}

type Prepared = { send: true; to: string[]; subject: string; text: string } | { send: false; reason: string };

async function prepare(email: EmailNotificationRow, options: EmailSenderOptions): Promise<Prepared> {
  const found = await findConversation(options.db, email.conversationId);
  const organisation = await findOrganisation(options.db, email.organisationId);
  if (!found || !organisation) return { send: false, reason: 'The conversation no longer exists' };
  if (email.kind === 'unanswered' && !found.conversation.aiPaused) return { send: false, reason: 'The conversation was handed back to the AI' };
  const to = await recipientsFor(options.db, email.organisationId, email.kind);
  if (to.length === 0) return { send: false, reason: 'Nobody is subscribed to this kind of e-mail' };
  const minutes = email.kind === 'unanswered' ? ((await organisationUnansweredMinutes(options.db, email.organisationId)) ?? options.config.unansweredMinutes) : undefined;
  const content = notificationEmail({
    kind: email.kind,
    organisationName: organisation.name,
    contact: found.contact,
    messages: await listMessages(options.db, email.conversationId),
    link: conversationLink(options.publicUrl(), email.organisationId, email.conversationId),
    unansweredMinutes: minutes,
  });
  return { send: true, to, ...content };
}

async function sendOne(email: EmailNotificationRow, options: EmailSenderOptions): Promise<void> {
  const prepared = await prepare(email, options);
  if (!prepared.send) {
    await finishEmail(options.db, email, { status: 'cancelled', at: options.now(), error: prepared.reason });
    return;
  }
  // A team member may have answered since the claim: then the cancelled row stays cancelled.
  if (!(await isStillClaimed(options.db, email))) return;
  try {
    await options.transport.sendMail({ from: options.config.mailFrom, to: prepared.to, subject: prepared.subject, text: prepared.text });
    await finishEmail(options.db, email, { status: 'sent', at: options.now() });
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX_LENGTH);
    const at = options.now();
    await finishEmail(
      options.db,
      email,
      email.attempts >= options.config.emailMaxAttempts ? { status: 'failed', at, error: message } : { status: 'retry', retryAt: at + retryDelayMs(email.attempts, RETRY_BASE_MS), error: message },
    );
  }
}

/** One round: sends what is due now; resolves with how many e-mails it handled. */
export async function sendDueEmails(options: EmailSenderOptions): Promise<number> {
  const claimed = await claimDueEmails(options.db, options.now(), options.batchSize ?? 20, LEASE_MS);
  for (const email of claimed) await sendOne(email, options);
  return claimed.length;
}
