// Pure helpers for composing and merging chat messages; the chat machine's actions call them.
import { MESSAGE_VERSION, type Creator, type Message, type SendMessagePayload } from '../services/contract.ts';

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

/** POST /chat for the first message: no conversation yet, so the server creates one. */
export function firstMessagePayload(sender: SenderFacts, text: string): SendMessagePayload {
  return {
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
): Message {
  return {
    id: `local-${now}`,
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
export function firstPayloadOf(chat: SenderFacts & { firstMessage: string | null }): SendMessagePayload {
  return firstMessagePayload(chat, chat.firstMessage ?? '');
}

/** The follow-up's payload from the message shown while it is on its way. */
export function followUpPayloadOf(
  chat: SenderFacts & { pendingMessage: Message | null; conversationId: string | null },
): SendMessagePayload {
  const message =
    chat.pendingMessage ?? composeFollowUp({ ...chat, conversationId: chat.conversationId ?? '' }, '', Date.now());
  return followUpPayload(chat, message);
}
