// The operator console's real actors and storage, behind its machines' placeholders: the list and
// hand-back calls with the operator key, and a chat in the operator viewpoint whose messages carry
// the key. Nothing here touches the visitor's keys (conversation_id, contact_id): a team member
// answering in this tab must not take over the conversation a visitor keeps in it.
import { chatMachine } from '../../machines/chat-machine.ts';
import type { ChatInput } from '../../machines/chat-types.ts';
import { operatorConsoleMachine } from '../../machines/operator-console-machine.ts';
import { apiCall, provideChatActors } from './chat-actors.ts';
import { api as browserApi, type Api } from '../../services/api.ts';
import type { HandbackReply } from '../../contract/contract.ts';
import type { ConversationRead, InboxPage } from '../../contract/inbox.ts';
import type { ConversationsQuery } from '../../machines/operator-console-machine.ts';
import { operatorApi, type OperatorApi } from '../../services/operator-api.ts';
import { readOperatorKey, saveOperatorKey } from '../../services/operator-storage.ts';

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
      fetchConversations: apiCall<InboxPage, ConversationsQuery>((input, { signal }) =>
        api.getInbox(input.organisationId, input, { operatorKey: input.operatorKey, signal }),
      ),
      handBackToAi: apiCall<HandbackReply, { conversationId: string; operatorKey: string }>((input, { signal }) =>
        api.handBackToAi(input.conversationId, { operatorKey: input.operatorKey, signal }),
      ),
      takeOverFromAi: apiCall<HandbackReply, { conversationId: string; operatorKey: string }>((input, { signal }) =>
        api.takeOverFromAi(input.conversationId, { operatorKey: input.operatorKey, signal }),
      ),
      markRead: apiCall<ConversationRead, { conversationId: string }>((input, { signal }) => api.markConversationRead(input.conversationId, { signal })),
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
    postChatStream: (payload, options) => api.postChatStream(payload, { ...options, operatorKey }),
  };
  return provideChatActors(chatMachine, { api: withKey, saveConversationId: () => {}, saveContactId: () => {} });
}

const CONVERSATION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The conversation a link to the console names (`?conversation=<id>`, as notification e-mails and
 * webhooks give it), opened at once; otherwise none, and the team member picks one from the list.
 */
function linkedConversationId(): string | null {
  if (typeof location === 'undefined') return null;
  const id = new URLSearchParams(location.search).get('conversation');
  return id && CONVERSATION_ID.test(id) ? id.toLowerCase() : null;
}

export function operatorChatInput(organisationId: string): ChatInput {
  return {
    organisationId,
    viewpoint: 'operator',
    referrer: typeof location === 'undefined' ? '' : location.href,
    conversationId: linkedConversationId(),
    contactId: null,
  };
}
