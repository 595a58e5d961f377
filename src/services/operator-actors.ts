// The operator console's real actors and storage, behind its machines' placeholders: the list and
// hand-back calls with the operator key, and a chat in the operator viewpoint whose messages carry
// the key. Nothing here touches the visitor's keys (conversation_id, contact_id): a team member
// answering in this tab must not take over the conversation a visitor keeps in it.
import { chatMachine } from '../machines/chat-machine.ts';
import type { ChatInput } from '../machines/chat-types.ts';
import { operatorConsoleMachine } from '../machines/operator-console-machine.ts';
import { apiCall, provideChatActors } from './actors.ts';
import { api as browserApi, type Api } from './api.ts';
import type { HandbackReply, OperatorConversation } from './contract.ts';
import { operatorApi, type OperatorApi } from './operator-api.ts';
import { readOperatorKey, saveOperatorKey } from './operator-storage.ts';

export interface OperatorServices {
  api: OperatorApi;
  saveOperatorKey: (organisationId: string, operatorKey: string | null) => void;
}

const browserServices: OperatorServices = { api: operatorApi, saveOperatorKey };

export function provideOperatorConsoleActors(
  machine: typeof operatorConsoleMachine = operatorConsoleMachine,
  services: OperatorServices = browserServices,
) {
  const { api } = services;
  return machine.provide({
    actors: {
      fetchConversations: apiCall<OperatorConversation[], { organisationId: string; operatorKey: string }>((input, { signal }) =>
        api.getOrganisationConversations(input.organisationId, { operatorKey: input.operatorKey, signal }),
      ),
      handBackToAi: apiCall<HandbackReply, { conversationId: string; operatorKey: string }>((input, { signal }) =>
        api.handBackToAi(input.conversationId, { operatorKey: input.operatorKey, signal }),
      ),
    },
    actions: {
      storeOperatorKey: ({ context }) => services.saveOperatorKey(context.organisationId, context.operatorKey),
    },
  });
}

/** The console's input: the key this tab kept for the organisation, if any. */
export function readOperatorConsoleInput(organisationId: string) {
  return { organisationId, operatorKey: readOperatorKey(organisationId) };
}

/** A chat whose messages are a team member's (creator USER, sent with the key) and that stores nothing. */
export function provideOperatorChatActors(operatorKey: string, api: Api = browserApi) {
  const withKey: Api = {
    ...api,
    postChat: (payload, options = {}) => api.postChat(payload, { ...options, operatorKey }),
  };
  return provideChatActors(chatMachine, { api: withKey, saveConversationId: () => {}, saveContactId: () => {} });
}

/** The operator's chat starts with no conversation: the team member picks one from the list. */
export function operatorChatInput(organisationId: string): ChatInput {
  return {
    organisationId,
    viewpoint: 'operator',
    referrer: typeof location === 'undefined' ? '' : location.href,
    conversationId: null,
    contactId: null,
  };
}
