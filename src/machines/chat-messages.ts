// Pure helpers for composing and merging chat messages; the chat machine's actions call them.
import { MESSAGE_VERSION, type Creator, type Message, type SendMessagePayload } from '../contract/contract.ts';

export type Viewpoint = 'contact' | 'operator';

/** Who the sender is on the wire: the visitor, or a person of the organisation (SPEC.md §6). */
export function creatorFor(viewpoint: Viewpoint): Creator {
  return viewpoint === 'operator' ? 'USER' : 'CONTACT';
}

interface SenderFacts {
  organisationId: string;
  viewpoint: Viewpoint;
  referrer: string;
  contactId: string | null;
}

/**
 * A new message's id: a random UUID (v4). The server takes it as the send's idempotency key, so a
 * repeated send of the same message (a retry, a double click, StrictMode running a call twice)
 * is stored once. getRandomValues, unlike randomUUID, also exists on pages served over plain http.
 */
export function newMessageId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The id for sending `text`: a retry of the send that failed keeps its id, anything else is new. */
export function messageIdFor(failedSend: { text: string; id: string } | null, text: string): string {
  return failedSend && failedSend.text === text ? failedSend.id : newMessageId();
}

/** POST /chat for the first message: no conversation yet, so the server creates one. */
export function firstMessagePayload(sender: SenderFacts, text: string, id?: string): SendMessagePayload {
  return {
    ...(id ? { id } : {}),
    message: text,
    conversation_id: '',
    organisation_id: sender.organisationId,
    creator: creatorFor(sender.viewpoint),
    referrer: sender.referrer,
    contact_id: sender.contactId ?? '',
  };
}

/** The follow-up as shown at once, before the server has answered. */
export function composeFollowUp(
  sender: SenderFacts & { conversationId: string },
  text: string,
  now: number,
  id: string = newMessageId(),
): Message {
  return {
    id,
    user_id: sender.contactId ?? '',
    user_name: '',
    user_profile_picture_url: '',
    message: text,
    creator: creatorFor(sender.viewpoint),
    created_at: now,
    conversation_id: sender.conversationId,
    version: MESSAGE_VERSION,
    citations: [],
  };
}

/** POST /chat for a follow-up: it carries the composed message's fields too (SPEC.md §3). */
export function followUpPayload(sender: SenderFacts, message: Message): SendMessagePayload {
  return {
    ...message,
    message: message.message,
    conversation_id: message.conversation_id,
    organisation_id: sender.organisationId,
    creator: message.creator,
    referrer: sender.referrer,
    contact_id: sender.contactId ?? '',
  };
}

/**
 * The thread after a follow-up was answered: the locally shown message gives way to the server's
 * copy of it when the answer contains one; the other returned messages follow it.
 */
export function mergeReturnedMessages(messages: Message[], pending: Message | null, returned: Message[]): Message[] {
  if (!pending) return [...messages, ...returned];
  const serverCopy = returned.some((m) => m.creator === pending.creator && m.message === pending.message);
  return serverCopy ? [...messages.filter((m) => m.id !== pending.id), ...returned] : [...messages, ...returned];
}

/** The first message's payload from what the chat knows. */
export function firstPayloadOf(
  chat: SenderFacts & { firstMessage: string | null; firstMessageId: string | null },
): SendMessagePayload {
  return firstMessagePayload(chat, chat.firstMessage ?? '', chat.firstMessageId ?? undefined);
}

/** The follow-up's payload from the message shown while it is on its way. */
export function followUpPayloadOf(
  chat: SenderFacts & { pendingMessage: Message | null; conversationId: string | null },
): SendMessagePayload {
  const message =
    chat.pendingMessage ?? composeFollowUp({ ...chat, conversationId: chat.conversationId ?? '' }, '', Date.now());
  return followUpPayload(chat, message);
}
