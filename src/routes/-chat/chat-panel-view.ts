import {
  selectCanReset,
  selectContact,
  selectError,
  selectFailedMessageId,
  selectFirstMessage,
  selectIsContactFormOpen,
  selectIsOperator,
  selectIsSavingContact,
  selectIsSending,
  selectAnsweringName,
  selectMessages,
  selectPanel,
  selectSendError,
  type ChatSnapshot,
} from '../../machines/chat-selectors';
import type { ChatPanelView } from '../../ui/chat/chat-panel';

/**
 * The chat panel's view of the chat machine, read only through its selectors. Everything but
 * the callbacks and the contact form's own actor, which the route adds.
 */
export type ChatPanelFacts =
  | { show: 'sending-first-message'; firstMessage: string }
  | { show: 'loading-conversation' }
  | { show: 'error'; error: string }
  | {
      show: 'conversation';
      messages: ReturnType<typeof selectMessages>;
      answeringName: string | null;
      contact: ReturnType<typeof selectContact>;
      viewpoint: 'contact' | 'operator';
      sending: boolean;
      sendFailed: boolean;
      failedMessageId: string | null;
      canReset: boolean;
      contactFormOpen: boolean;
      savingContact: boolean;
    }
  | { show: 'start' };

export function selectChatPanelFacts(chat: ChatSnapshot): ChatPanelFacts {
  switch (selectPanel(chat)) {
    case 'sendingFirst':
      return { show: 'sending-first-message', firstMessage: selectFirstMessage(chat) ?? '' };
    case 'loading':
      return { show: 'loading-conversation' };
    case 'error':
      return { show: 'error', error: selectError(chat) ?? '' };
    case 'loaded':
      return {
        show: 'conversation',
        messages: selectMessages(chat),
        answeringName: selectAnsweringName(chat),
        contact: selectContact(chat),
        viewpoint: selectIsOperator(chat) ? 'operator' : 'contact',
        sending: selectIsSending(chat),
        sendFailed: selectSendError(chat) !== null,
        failedMessageId: selectFailedMessageId(chat),
        canReset: selectCanReset(chat),
        contactFormOpen: selectIsContactFormOpen(chat),
        savingContact: selectIsSavingContact(chat),
      };
    default:
      return { show: 'start' };
  }
}

/** Shallow comparison, so the panel re-renders only when something it shows changed. */
export function sameFacts(a: ChatPanelFacts, b: ChatPanelFacts): boolean {
  const keysA = Object.keys(a) as (keyof ChatPanelFacts)[];
  return keysA.length === Object.keys(b).length && keysA.every((key) => a[key] === b[key]);
}

export type { ChatPanelView };
