// The real actors and storage actions behind the machines' placeholders. Routes never fetch or
// touch storage: they run `provideChatActors(chatMachine)` (and the two below) with useActorRef.
import { fromPromise } from 'xstate';
import type { ChatInput, Viewpoint } from '../machines/chat-types.ts';
import { chatMachine } from '../machines/chat-machine.ts';
import { contactUpdateMachine } from '../machines/contact-update-machine.ts';
import { conversationLoaderMachine } from '../machines/conversation-loader-machine.ts';
import { conversationPollerMachine } from '../machines/conversation-poller-machine.ts';
import { messageSenderMachine } from '../machines/message-sender-machine.ts';
import { organisationMachine } from '../machines/organisation-machine.ts';
import { pastConversationsMachine } from '../machines/past-conversations-machine.ts';
import { api as browserApi, type Api } from './api.ts';
import type { Contact, ContactUpdatePayload, Conversation, ConversationSummary, Message, Organisation, SendMessagePayload } from './contract.ts';
import { readContactId, readConversationId, saveContactId, saveConversationId } from './storage.ts';

export { playNotificationSound } from './sound.ts';

/** What the actors need from the world; tests pass their own. */
export interface ChatServices {
  api: Api;
  saveConversationId: (conversationId: string | null) => void;
  saveContactId: (contactId: string | null) => void;
}

const browserServices: ChatServices = { api: browserApi, saveConversationId, saveContactId };

/** The invoked promises, each passing its abort signal so a stopped actor cancels its call. */
export function chatActors(services: ChatServices = browserServices) {
  const { api } = services;
  return {
    fetchConversation: fromPromise<ConversationSummary, { conversationId: string }>(({ input, signal }) =>
      api.getConversation(input.conversationId, { signal }),
    ),
    fetchMessages: fromPromise<Conversation, { conversationId: string }>(({ input, signal }) =>
      api.getConversationMessages(input.conversationId, { signal }),
    ),
    postMessage: fromPromise<Message[], { payload: SendMessagePayload }>(({ input, signal }) =>
      api.postChat(input.payload, { signal }),
    ),
    saveContact: fromPromise<Contact, { contact: ContactUpdatePayload }>(({ input, signal }) =>
      api.putContact(input.contact, { signal }),
    ),
    loadOrganisation: fromPromise<Organisation, { organisationId: string }>(({ input, signal }) =>
      api.getOrganisation(input.organisationId, { signal }),
    ),
    fetchPastConversations: fromPromise<ConversationSummary[], { contactId: string }>(({ input, signal }) =>
      api.getContactConversations(input.contactId, { signal }),
    ),
  };
}

/** The chat machine with its child machines' real calls and the storage actions. */
export function provideChatActors(machine: typeof chatMachine = chatMachine, services: ChatServices = browserServices) {
  const actors = chatActors(services);
  return machine.provide({
    actors: {
      conversationLoader: conversationLoaderMachine.provide({
        actors: { fetchConversation: actors.fetchConversation, fetchMessages: actors.fetchMessages },
      }),
      conversationPoller: conversationPollerMachine.provide({ actors: { fetchMessages: actors.fetchMessages } }),
      messageSender: messageSenderMachine.provide({ actors: { postMessage: actors.postMessage } }),
      contactUpdate: contactUpdateMachine.provide({ actors: { saveContact: actors.saveContact } }),
    },
    actions: {
      // SPEC.md §4: the conversation id is saved whenever it changes; the contact id with every load.
      storeConversationId: ({ context }) => services.saveConversationId(context.conversationId),
      storeContactId: ({ context }) => services.saveContactId(context.contactId),
    },
  });
}

export function provideOrganisationActors(
  machine: typeof organisationMachine = organisationMachine,
  services: Pick<ChatServices, 'api'> = browserServices,
) {
  return machine.provide({ actors: { loadOrganisation: chatActors({ ...browserServices, ...services }).loadOrganisation } });
}

export function providePastConversationsActors(
  machine: typeof pastConversationsMachine = pastConversationsMachine,
  services: Pick<ChatServices, 'api'> = browserServices,
) {
  return machine.provide({
    actors: { fetchPastConversations: chatActors({ ...browserServices, ...services }).fetchPastConversations },
  });
}

/** The chat's input: the page address as referrer, the ids that storage holds. */
export function readChatInput(options: { organisationId: string; viewpoint?: Viewpoint; referrer?: string }): ChatInput {
  return {
    organisationId: options.organisationId,
    viewpoint: options.viewpoint ?? 'contact',
    referrer: options.referrer ?? (typeof location === 'undefined' ? '' : location.href),
    conversationId: readConversationId(),
    contactId: readContactId(),
  };
}

/** The past-conversations input for the fullscreen sidebar. */
export function readPastConversationsInput(organisationId: string) {
  return { organisationId, contactId: readContactId() };
}
