// The real call behind the fullscreen page's past conversations (a file of its own: the machine is
// built when its module loads, so importing it from chat-actors.ts put it in the widget's frame,
// which never shows the list).
import type { ConversationSummary } from '../../contract/contract.ts';
import { pastConversationsMachine } from '../../machines/past-conversations-machine.ts';
import { readContactId } from '../../services/storage.ts';
import { apiCall, browserServices, type ChatServices } from './chat-actors.ts';

export function providePastConversationsActors(
  machine: typeof pastConversationsMachine = pastConversationsMachine,
  { api }: Pick<ChatServices, 'api'> = browserServices,
) {
  return machine.provide({
    actors: {
      fetchPastConversations: apiCall<ConversationSummary[], { contactId: string; organisationId: string }>((input, options) =>
        api.getContactConversations(input.contactId, { ...options, organisationId: input.organisationId }),
      ),
    },
  });
}

/** The past-conversations input for the fullscreen sidebar. */
export function readPastConversationsInput(organisationId: string) {
  return { organisationId, contactId: readContactId(organisationId) };
}
