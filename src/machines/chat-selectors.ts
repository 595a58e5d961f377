// The views read the chat only through these (use with @xstate/react's useSelector).
// What a screen shows is read from the tags of the machine's states (chat-types.ts ChatTag), never
// from state values: the machine may reshape its states as long as it keeps the tags.
import type { SnapshotFrom } from 'xstate';
import type { Contact, Message } from '../contract/contract.ts';
import type { chatMachine } from './chat-machine.ts';
import type { contactFormMachine } from './contact-form-machine.ts';
import type { messageSenderMachine } from './message-sender-machine.ts';
import type { ContactFormErrors, ContactFormValues } from './contact-form.ts';
import type { ChatPanel } from './chat-types.ts';

export type { ChatPanel };

export type ChatSnapshot = SnapshotFrom<typeof chatMachine>;
export type ContactFormSnapshot = SnapshotFrom<typeof contactFormMachine>;
export type MessageSenderSnapshot = SnapshotFrom<typeof messageSenderMachine>;

/** SPEC.md §2's priority order: the first panel whose tag a state carries is shown. */
const PANEL_PRIORITY: readonly ChatPanel[] = ['sendingFirst', 'loading', 'error', 'loaded', 'start'];

/** Which of the five chat-panel screens is shown, in the spec's priority order. */
export function selectPanel(chat: ChatSnapshot): ChatPanel {
  return PANEL_PRIORITY.find((panel) => chat.hasTag(panel)) ?? 'start';
}

/** The chat panel's title ('Chat with {name}') is blank until a conversation is loading or loaded. */
export const selectShowsTitle = (chat: ChatSnapshot): boolean => {
  const panel = selectPanel(chat);
  return panel === 'loading' || panel === 'loaded';
};

export const selectMessages = (chat: ChatSnapshot): Message[] => chat.context.messages;
/** The team member who has the conversation now, for the visitor's header (issue 13). */
export const selectAnsweringName = (chat: ChatSnapshot): string | null => chat.context.conversation?.answering_name ?? null;
/** The visitor's first message, shown while the conversation is being created. */
export const selectFirstMessage = (chat: ChatSnapshot): string | null => chat.context.firstMessage;
export const selectDraft = (chat: ChatSnapshot): string => chat.context.draft;
/** Input and send are disabled while this is true. */
export const selectIsSending = (chat: ChatSnapshot): boolean => chat.hasTag('sending');
/** 'An error occured, please try again', shown in red under an open conversation. */
export const selectSendError = (chat: ChatSnapshot): string | null => chat.context.sendError;
/** The follow-up that failed to send, marked in the thread with a Retry (null once it is sent or retried). */
export const selectFailedMessageId = (chat: ChatSnapshot): string | null =>
  chat.context.sendError !== null ? (chat.context.failedSend?.id ?? null) : null;
/** The error panel's text (before 'Please try again or contact support at {email}'). */
export const selectError = (chat: ChatSnapshot): string | null => chat.context.error;
/** 'Click here to reset your conversation' is offered. */
export const selectCanReset = (chat: ChatSnapshot): boolean => chat.hasTag('resettable');
/** The selected fullscreen card. */
export const selectConversationId = (chat: ChatSnapshot): string | null => chat.context.conversationId;
export const selectContactId = (chat: ChatSnapshot): string | null => chat.context.contactId;
export const selectContact = (chat: ChatSnapshot): Contact | null => chat.context.contact;
/** Presence of updated_at means details were submitted (SPEC.md §3). */
export const selectHasSubmittedDetails = (chat: ChatSnapshot): boolean =>
  chat.context.contact?.updated_at !== undefined;
export const selectIsOperator = (chat: ChatSnapshot): boolean => chat.context.viewpoint === 'operator';
export const selectIsContactFormOpen = (chat: ChatSnapshot): boolean => chat.hasTag('contactFormOpen');
/** The submit button's spinner. */
export const selectIsSavingContact = (chat: ChatSnapshot): boolean => chat.hasTag('savingContact');
/** Stored, never shown; for dev tools. */
export const selectContactError = (chat: ChatSnapshot): string | null => chat.context.contactError;

/** The open form's own actor: pass it to useSelector with the form selectors below. */
export const selectContactFormActor = (chat: ChatSnapshot) => chat.children.contactForm;

const EMPTY_VALUES: ContactFormValues = { name: '', email: '', phone: '' };

export const selectFormValues = (form: ContactFormSnapshot | undefined): ContactFormValues =>
  form?.context.values ?? EMPTY_VALUES;
/** superstruct's default messages, one per field. */
export const selectFormErrors = (form: ContactFormSnapshot | undefined): ContactFormErrors => form?.context.errors ?? {};

/** The running send's own actor (first message or follow-up): pass it to useSelector with selectStreamedText. */
export const selectSenderActor = (chat: ChatSnapshot) => chat.children.firstMessage ?? chat.children.followUpMessage;

/** The AI answer as far as it has been generated, while it streams ('' otherwise). */
export const selectStreamedText = (sender: MessageSenderSnapshot | undefined): string =>
  sender?.hasTag('streaming') ? sender.context.streamedText : '';
