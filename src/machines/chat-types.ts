// The chat machine's input, context, events and emitted events: the contract with the views.
import type { Contact, ContactDetails, Conversation, Message } from '../contract/contract.ts';
import type { ContactDetailsValidated, ContactFormEvent } from './contact-form-machine.ts';
import type { Viewpoint } from './chat-messages.ts';

export type { Viewpoint };

export interface ChatInput {
  organisationId: string;
  viewpoint: Viewpoint;
  /** The page address, sent as `referrer` with every message. */
  referrer: string;
  /** What storage holds (routes/-wiring/chat-actors.ts `readChatInput` reads it); absent means none. */
  conversationId?: string | null;
  contactId?: string | null;
}

export interface ChatContext {
  organisationId: string;
  viewpoint: Viewpoint;
  referrer: string;
  conversationId: string | null;
  contactId: string | null;
  contact: Contact | null;
  /** The conversation as last loaded or polled. */
  conversation: Conversation | null;
  /** The thread shown, newest last; includes a follow-up not yet answered. */
  messages: Message[];
  draft: string;
  /** Shown while the first message creates the conversation. */
  firstMessage: string | null;
  /** The first message's id, chosen when it is taken: a repeated send of it is stored once. */
  firstMessageId: string | null;
  /**
   * The last send that failed. Sending the same text again is a retry and keeps its id: if the
   * first attempt reached the server after all, the server answers its result instead of a copy.
   */
  failedSend: { text: string; id: string } | null;
  /** The follow-up shown before the server answered. */
  pendingMessage: Message | null;
  /** The chat panel's error (loading, or sending the first message). */
  error: string | null;
  /** The red error under an open conversation after a failed follow-up. */
  sendError: string | null;
  /** Submitted contact details being saved. */
  contactDetails: ContactDetails | null;
  /** Stored and logged, never shown (SPEC.md §8). */
  contactError: string | null;
}

export type ChatEvent =
  | { type: 'draft.changed'; text: string }
  | { type: 'message.submitted' }
  /** The failed follow-up's Retry: sent again with its id. */
  | { type: 'message.retried' }
  | { type: 'suggestion.picked'; question: string }
  | { type: 'conversation.reset' }
  | { type: 'conversation.selected'; conversationId: string }
  | { type: 'contactForm.opened' }
  | { type: 'contactForm.closed' }
  | ContactFormEvent
  | ContactDetailsValidated;

export type ChatEmitted =
  | { type: 'notification.play' }
  /** A send ended (either way): focus goes back to the message input. */
  | { type: 'composer.refocus' }
  | { type: 'conversation.created'; conversationId: string; contactId: string | null }
  | { type: 'conversation.updated'; conversationId: string; contactId: string | null }
  | { type: 'contact.updated'; contact: Contact };

/** The chat panel's five screens (SPEC.md §2), each a tag of the conversation states that show it. */
export type ChatPanel = 'sendingFirst' | 'loading' | 'error' | 'loaded' | 'start';

/**
 * What the views ask of the chat's states, as tags (chat-selectors.ts reads only these):
 * the panel shown, `sending` (input and send disabled), `resettable` ('Click here to reset your
 * conversation'), `contactFormOpen` and `savingContact` (the submit button's spinner).
 */
export type ChatTag = ChatPanel | 'sending' | 'resettable' | 'contactFormOpen' | 'savingContact';
