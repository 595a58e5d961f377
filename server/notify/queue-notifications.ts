// What the team is told about a change to a conversation, decided here and written into the same
// transaction as the change itself (so a crash never leaves a message without its webhook, or a
// webhook about a message that was rolled back). Senders pick the rows up later (notification-worker.ts).
import type { ContactRow } from '../store/contacts-repository.ts';
import type { ConversationRow } from '../store/conversations-repository.ts';
import { cancelUnansweredEmail, organisationUnansweredMinutes, queueEmail } from '../store/email-notifications-repository.ts';
import type { Executor } from '../store/executor.ts';
import type { MessageRow } from '../store/messages-repository.ts';
import { queueWebhookEvents, type QueuedEvent } from '../store/webhooks-repository.ts';
import type { NotifyConfig } from './notify-config.ts';
import { contactUpdated, conversationCreated, handoffRequested, messageCreated, type HandoffReason } from './webhook-payloads.ts';

export interface NotifyContext {
  config: NotifyConfig;
  publicUrl: string;
  now: number;
}

export interface ConversationChange {
  conversation: ConversationRow;
  contact: ContactRow;
  created: boolean;
  messages: MessageRow[];
  /** Set when this change flagged the conversation for the team (it was not flagged before). */
  handoff?: HandoffReason;
  /** The visitor submitted the contact form (the team is e-mailed each time, flagged or not). */
  contactDetailsLeft?: boolean;
  /** A visitor wrote while a team member had the conversation (the AI paused). */
  visitorWroteWhilePaused: boolean;
  /** A team member wrote. */
  teamReplied: boolean;
}

const MINUTE_MS = 60_000;

export async function queueConversationNotifications(tx: Executor, change: ConversationChange, context: NotifyContext): Promise<void> {
  const { conversation, contact } = change;
  const organisationId = conversation.organisationId;
  const events: QueuedEvent[] = [];
  if (change.created) events.push(conversationCreated(conversation, contact, context.publicUrl, context.now));
  for (const message of change.messages) events.push(messageCreated(organisationId, message, context.now));
  if (change.handoff) events.push(handoffRequested(conversation, contact, change.handoff, context.publicUrl, context.now));
  await queueWebhookEvents(tx, organisationId, events, context.now);

  if (change.teamReplied) await cancelUnansweredEmail(tx, conversation.id);
  // E-mail is off until SMTP_URL is set: then nothing is queued that nobody could send.
  if (!context.config.smtpUrl) return;
  if (change.handoff === 'asked_for_person') {
    await queueEmail(tx, { organisationId, conversationId: conversation.id, kind: 'handoff', dueAt: context.now, now: context.now });
  }
  if (change.contactDetailsLeft) {
    await queueEmail(tx, { organisationId, conversationId: conversation.id, kind: 'contact', dueAt: context.now, now: context.now });
  }
  if (change.visitorWroteWhilePaused) {
    const minutes = (await organisationUnansweredMinutes(tx, organisationId)) ?? context.config.unansweredMinutes;
    await queueEmail(tx, { organisationId, conversationId: conversation.id, kind: 'unanswered', dueAt: context.now + minutes * MINUTE_MS, now: context.now });
  }
}

/**
 * A visitor left contact details: webhooks hear of it, and their latest conversation (if any) is
 * flagged for the team, with the e-mail that goes with it.
 */
export async function queueContactNotifications(
  tx: Executor,
  contact: ContactRow,
  latest: { conversation: ConversationRow; newlyFlagged: boolean } | undefined,
  context: NotifyContext,
): Promise<void> {
  await queueWebhookEvents(tx, contact.organisationId, [contactUpdated(contact, latest?.conversation.id, context.now)], context.now);
  if (!latest) return;
  await queueConversationNotifications(
    tx,
    {
      conversation: latest.conversation,
      contact,
      created: false,
      messages: [],
      handoff: latest.newlyFlagged ? 'contact_details' : undefined,
      contactDetailsLeft: true,
      visitorWroteWhilePaused: false,
      teamReplied: false,
    },
    context,
  );
}
