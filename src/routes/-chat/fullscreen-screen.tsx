import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { selectConversationId } from '../../machines/chat-selectors';
import { clearWidgetSession } from '../../services/storage';
import { FullscreenPage } from '../../ui/pages/fullscreen-page';
import { PastConversations } from '../../ui/chat/past-conversations';
import { IdentityGate } from './identity-gate';
import { OrganisationChat } from './organisation-chat';
import { useChat } from './use-chat';
import { useOrganisation } from './use-routed-organisation';
import { usePastConversations } from './use-past-conversations';

/** /fullscreen and /{organisation_id}/fullscreen: past conversations beside the chat (SPEC.md §2). */
export function FullscreenScreen({ organisationId }: { organisationId: string }) {
  return (
    <IdentityGate organisationId={organisationId}>
      <FullscreenChat organisationId={organisationId} />
    </IdentityGate>
  );
}

function FullscreenChat({ organisationId }: { organisationId: string }) {
  useEffect(() => clearWidgetSession(), []);
  const organisation = useOrganisation(organisationId);
  const chatRef = useChat(organisationId);
  const conversations = usePastConversations(organisationId, chatRef);
  const selectedConversationId = useSelector(chatRef, selectConversationId);
  return (
    <FullscreenPage
      organisation={organisation}
      pastConversations={
        <PastConversations
          conversations={conversations}
          selectedConversationId={selectedConversationId}
          onOpen={(conversationId) => chatRef.send({ type: 'conversation.selected', conversationId })}
          onCreateNew={() => chatRef.send({ type: 'conversation.reset' })}
        />
      }
      chat={organisation && <OrganisationChat chatRef={chatRef} organisation={organisation} />}
    />
  );
}
