// The JSON bodies webhooks receive: every event is {id, type, created_at, organisation_id, data}.
import { randomUUID } from 'node:crypto';
import type { ContactRow } from '../store/contacts-repository.ts';
import { toContact } from '../store/contacts-repository.ts';
import type { ConversationRow } from '../store/conversations-repository.ts';
import { toMessage, type MessageRow } from '../store/messages-repository.ts';
import type { QueuedEvent } from '../store/webhooks-repository.ts';
import type { WebhookEvent } from '../store/schema.ts';

/** Why a conversation was flagged for the team. */
export type HandoffReason = 'asked_for_person' | 'contact_details';

/** The team's page for a conversation: the console, opened at it. */
export function conversationLink(publicUrl: string, organisationId: string, conversationId: string): string {
  return `${publicUrl}/${encodeURIComponent(organisationId)}/operator?conversation=${conversationId}`;
}

function event(type: WebhookEvent, organisationId: string, now: number, data: Record<string, unknown>): QueuedEvent {
  return { event: type, body: JSON.stringify({ id: randomUUID(), type, created_at: now, organisation_id: organisationId, data }) };
}

export function conversationView(conversation: ConversationRow, contact: ContactRow, publicUrl: string) {
  return {
    id: conversation.id,
    contact: toContact(contact),
    summary: conversation.summary,
    last_message_at: conversation.lastMessageAt,
    wants_human: conversation.wantsHuman,
    ai_paused: conversation.aiPaused,
    link: conversationLink(publicUrl, conversation.organisationId, conversation.id),
  };
}

export const conversationCreated = (conversation: ConversationRow, contact: ContactRow, publicUrl: string, now: number) =>
  event('conversation.created', conversation.organisationId, now, { conversation: conversationView(conversation, contact, publicUrl) });

export const messageCreated = (organisationId: string, message: MessageRow, now: number) =>
  event('message.created', organisationId, now, { message: toMessage(message) });

export const contactUpdated = (contact: ContactRow, conversationId: string | undefined, now: number) =>
  event('contact.updated', contact.organisationId, now, { contact: toContact(contact), conversation_id: conversationId ?? null });

export const handoffRequested = (conversation: ConversationRow, contact: ContactRow, reason: HandoffReason, publicUrl: string, now: number) =>
  event('handoff.requested', conversation.organisationId, now, { reason, conversation: conversationView(conversation, contact, publicUrl) });
