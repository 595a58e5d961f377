// The views read the chat only through these (use with @xstate/react's useSelector).
// The panel follows SPEC.md §2's priority order, read from the machine's states.
import type { SnapshotFrom } from 'xstate';
import type { Contact, Message } from '../services/contract.ts';
import type { chatMachine } from './chat-machine.ts';
import type { contactFormMachine } from './contact-form-machine.ts';
import type { ContactFormErrors, ContactFormValues } from './contact-form.ts';

export type ChatSnapshot = SnapshotFrom<typeof chatMachine>;
export type ContactFormSnapshot = SnapshotFrom<typeof contactFormMachine>;
export type ChatPanel = 'sendingFirst' | 'loading' | 'error' | 'loaded' | 'start';

/** Which of the five chat-panel screens is shown, in the spec's priority order. */
export function selectPanel(chat: ChatSnapshot): ChatPanel {
  if (chat.matches({ conversation: 'sendingFirst' })) return 'sendingFirst';
  if (
    chat.matches({ conversation: 'loading' }) ||
    chat.matches({ conversation: 'checkingOrganisation' }) ||
    chat.matches({ conversation: 'deciding' })
  )
    return 'loading';
  if (chat.matches({ conversation: 'failed' })) return 'error';
  if (chat.matches({ conversation: 'open' })) return 'loaded';
  return 'start';
}

/** The chat panel's title ('Chat with {name}') is blank until a conversation is loading or loaded. */
export const selectShowsTitle = (chat: ChatSnapshot): boolean => {
  const panel = selectPanel(chat);
  return panel === 'loading' || panel === 'loaded';
};

export const selectMessages = (chat: ChatSnapshot): Message[] => chat.context.messages;
/** The visitor's first message, shown while the conversation is being created. */
export const selectFirstMessage = (chat: ChatSnapshot): string | null => chat.context.firstMessage;
export const selectDraft = (chat: ChatSnapshot): string => chat.context.draft;
/** Input and send are disabled while this is true. */
export const selectIsSending = (chat: ChatSnapshot): boolean =>
  chat.matches({ conversation: 'sendingFirst' }) ||
  chat.matches({ conversation: { open: { sending: 'sending' } } });
/** 'An error occured, please try again', shown in red under an open conversation. */
export const selectSendError = (chat: ChatSnapshot): string | null => chat.context.sendError;
/** The error panel's text (before 'Please try again or contact support at {email}'). */
export const selectError = (chat: ChatSnapshot): string | null => chat.context.error;
/** 'Click here to reset your conversation' is offered. */
export const selectCanReset = (chat: ChatSnapshot): boolean =>
  chat.matches({ conversation: 'open' }) || chat.matches({ conversation: 'failed' });
/** The selected fullscreen card. */
export const selectConversationId = (chat: ChatSnapshot): string | null => chat.context.conversationId;
export const selectContactId = (chat: ChatSnapshot): string | null => chat.context.contactId;
export const selectContact = (chat: ChatSnapshot): Contact | null => chat.context.contact;
/** Presence of updated_at means details were submitted (SPEC.md §3). */
export const selectHasSubmittedDetails = (chat: ChatSnapshot): boolean =>
  chat.context.contact?.updated_at !== undefined;
export const selectIsOperator = (chat: ChatSnapshot): boolean => chat.context.viewpoint === 'operator';
export const selectIsContactFormOpen = (chat: ChatSnapshot): boolean => chat.matches({ contactDetails: 'open' });
/** The submit button's spinner. */
export const selectIsSavingContact = (chat: ChatSnapshot): boolean =>
  chat.matches({ contactDetails: { open: 'saving' } });
/** Stored, never shown; for dev tools. */
export const selectContactError = (chat: ChatSnapshot): string | null => chat.context.contactError;

/** The open form's own actor: pass it to useSelector with the form selectors below. */
export const selectContactFormActor = (chat: ChatSnapshot) => chat.children.contactForm;

const EMPTY_VALUES: ContactFormValues = { name: '', email: '', phone: '' };

export const selectFormValues = (form: ContactFormSnapshot | undefined): ContactFormValues =>
  form?.context.values ?? EMPTY_VALUES;
/** superstruct's default messages, one per field. */
export const selectFormErrors = (form: ContactFormSnapshot | undefined): ContactFormErrors => form?.context.errors ?? {};
