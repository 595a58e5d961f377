// The chat machine's named actors, guards and actions (its states are in chat-machine.ts).
import { and, assign, emit, not, or, sendTo, setup, stateIn } from 'xstate';
import type { Contact, Conversation, Message } from '../contract/contract.ts';
import { composeFollowUp, mergeReturnedMessages, messageIdFor } from './chat-messages.ts';
import type { ChatContext, ChatEmitted, ChatEvent, ChatInput, ChatTag } from './chat-types.ts';
import { contactFormMachine } from './contact-form-machine.ts';
import { contactUpdateMachine } from './contact-update-machine.ts';
import { conversationLoaderMachine } from './conversation-loader-machine.ts';
import { conversationPollerMachine } from './conversation-poller-machine.ts';
import { messageSenderMachine } from './message-sender-machine.ts';
import { orgMismatchMachine } from './org-mismatch-machine.ts';
import { TEXTS } from '../contract/texts.ts';

const FOLLOW_UP_SENDING = '#chat.conversation.open.sending.sending';
const FIRST_MESSAGE_SENDING = '#chat.conversation.sendingFirst';

const NO_CONVERSATION = {
  conversationId: null,
  conversation: null,
  messages: [],
  firstMessage: null,
  firstMessageId: null,
  pendingMessage: null,
  error: null,
  sendError: null,
} satisfies Partial<ChatContext>;

export const chatSetup = setup({
  types: {
    input: {} as ChatInput,
    context: {} as ChatContext,
    events: {} as ChatEvent,
    emitted: {} as ChatEmitted,
    tags: {} as ChatTag,
    children: {} as {
      conversationLoader: 'conversationLoader';
      orgMismatch: 'orgMismatch';
      firstMessage: 'messageSender';
      followUpMessage: 'messageSender';
      conversationPoller: 'conversationPoller';
      contactForm: 'contactForm';
      contactUpdate: 'contactUpdate';
    },
  },
  actors: {
    conversationLoader: conversationLoaderMachine,
    orgMismatch: orgMismatchMachine,
    messageSender: messageSenderMachine,
    conversationPoller: conversationPollerMachine,
    contactForm: contactFormMachine,
    contactUpdate: contactUpdateMachine,
  },
  guards: {
    hasConversationId: ({ context }) => Boolean(context.conversationId),
    draftHasText: ({ context }) => context.draft.trim().length > 0,
    conversationWasCreated: (_, output: { messages: Message[]; error: string | null }) =>
      output.error === null && output.messages.length > 0,
    messageWasSent: (_, output: { error: string | null }) => output.error === null,
    conversationWasLoaded: (_, output: { conversation: Conversation | null }) => output.conversation !== null,
    conversationFailedToLoad: (_, output: { error: string | null }) => output.error !== null,
    belongsToOtherOrganisation: (_, output: { reset: boolean }) => output.reset,
    messageCountDiffers: ({ context }, output: { conversation: Conversation | null }) =>
      output.conversation !== null && output.conversation.messages.length !== context.messages.length,
    contactWasSaved: (_, output: { saved: Contact | null }) => output.saved !== null,
    hasMessages: ({ context }) => context.messages.length > 0,
    hasFailedSend: ({ context }) => context.failedSend !== null,
    // Polling waits while a follow-up is on its way (SPEC.md §4).
    mayPoll: and(['hasMessages', not(stateIn(FOLLOW_UP_SENDING))]),
    mayNotPoll: not('mayPoll'),
    // Input and send are disabled while a send is in progress (SPEC.md §2).
    mayEditDraft: not(or([stateIn(FOLLOW_UP_SENDING), stateIn(FIRST_MESSAGE_SENDING)])),
  },
  actions: {
    changeDraft: assign({ draft: (_, params: { text: string }) => params.text }),
    takeDraftAsFirstMessage: assign(({ context }) => ({
      firstMessage: context.draft,
      firstMessageId: messageIdFor(context.failedSend, context.draft),
      draft: '',
      error: null,
    })),
    takeSuggestionAsFirstMessage: assign(({ context }, params: { question: string }) => ({
      firstMessage: params.question,
      firstMessageId: messageIdFor(context.failedSend, params.question),
      error: null,
    })),
    forgetConversation: assign(NO_CONVERSATION),
    chooseConversation: assign((_, params: { conversationId: string }) => ({
      ...NO_CONVERSATION,
      conversationId: params.conversationId,
    })),
    adoptCreatedConversation: assign((_, params: { messages: Message[] }) => ({
      conversationId: params.messages[0]?.conversation_id ?? null,
      messages: params.messages,
      firstMessage: null,
      firstMessageId: null,
      failedSend: null,
      error: null,
    })),
    adoptLoadedConversation: assign((_, params: { conversation: Conversation }) => ({
      conversationId: params.conversation.id,
      conversation: params.conversation,
      messages: params.conversation.messages,
      error: null,
    })),
    // Who of the team has the conversation changed without a new message (a take-over, a hand-back).
    adoptAnsweringName: assign({
      conversation: ({ context }, params: { conversation: Conversation }) =>
        context.conversation && { ...context.conversation, answering_name: params.conversation.answering_name },
    }),
    // A poll's conversation is the server's; a follow-up that failed to send is only ours, and stays
    // in the thread with its Retry until it is sent (the server's copy, if the first try reached it, wins).
    replaceMessages: assign(({ context }, params: { conversation: Conversation }) => {
      const failed = context.sendError !== null ? context.messages.find((message) => message.id === context.failedSend?.id) : undefined;
      const stored = params.conversation.messages;
      return {
        conversation: params.conversation,
        messages: failed && !stored.some((message) => message.id === failed.id) ? [...stored, failed] : stored,
      };
    }),
    // The contact id comes with every loaded conversation (SPEC.md §4); an empty id keeps the one known.
    adoptContact: assign(({ context }, params: { contact: Contact }) => ({
      contact: params.contact,
      contactId: params.contact.id || context.contactId,
    })),
    rememberError: assign(({ context }, params: { error: string }) => ({
      failedSend:
        context.firstMessage !== null && context.firstMessageId !== null
          ? { text: context.firstMessage, id: context.firstMessageId }
          : context.failedSend,
      firstMessage: null,
      firstMessageId: null,
      error: params.error,
    })),
    appendFollowUp: assign(({ context }) => {
      const pendingMessage = composeFollowUp(
        { ...context, conversationId: context.conversationId ?? '' },
        context.draft,
        Date.now(),
        messageIdFor(context.failedSend, context.draft),
      );
      // A retry takes the failed copy's place in the thread (it has the same id).
      const others = context.messages.filter((message) => message.id !== pendingMessage.id);
      return { pendingMessage, messages: [...others, pendingMessage], draft: '', sendError: null };
    }),
    appendReturnedMessages: assign(({ context }, params: { messages: Message[] }) => ({
      messages: mergeReturnedMessages(context.messages, context.pendingMessage, params.messages),
      pendingMessage: null,
      failedSend: null,
    })),
    // The failed message stays in the thread, marked with a Retry, and its text comes back into the input.
    rememberSendError: assign(({ context }, params: { error: string }) => ({
      sendError: params.error,
      draft: context.draft || context.pendingMessage?.message || '',
      pendingMessage: null,
      failedSend: context.pendingMessage ? { text: context.pendingMessage.message, id: context.pendingMessage.id } : context.failedSend,
    })),
    // Retry sends the failed text again, with its id: the server stores it once either way.
    takeFailedSendAsDraft: assign(({ context }) => ({ draft: context.failedSend?.text ?? context.draft })),
    // Disabling the input while sending drops its focus; every send ends by handing it back.
    refocusComposer: emit({ type: 'composer.refocus' } as const),
    forwardToContactForm: sendTo('contactForm', ({ event }) => event),
    rememberContactDetails: assign({
      contactDetails: ({ event }) => (event.type === 'contactDetails.validated' ? event.details : null),
      contactError: null,
    }),
    rememberSavedContact: assign((_, params: { contact: Contact }) => ({
      contact: params.contact,
      contactId: params.contact.id || null,
      contactDetails: null,
      contactError: null,
    })),
    rememberContactError: assign({ contactError: (_, params: { error: string }) => params.error }),
    announceConversationCreated: emit(({ context }) => ({
      type: 'conversation.created' as const,
      conversationId: context.conversationId ?? '',
      contactId: context.contactId,
    })),
    announceConversationUpdated: emit(({ context }) => ({
      type: 'conversation.updated' as const,
      conversationId: context.conversationId ?? '',
      contactId: context.contactId,
    })),
    announceContactUpdated: emit((_, params: { contact: Contact }) => ({
      type: 'contact.updated' as const,
      contact: params.contact,
    })),
    playNotification: emit({ type: 'notification.play' } as const),
    // Every failure event the chat handles itself carries its cause in `error`.
    logFailure: ({ event }) => console.error('error' in event ? event.error : event),
    // Storage lives in services: routes/-wiring/chat-actors.ts provides these two; here they do nothing.
    storeConversationId: () => {},
    storeContactId: () => {},
  },
});

export { FOLLOW_UP_SENDING, TEXTS };
