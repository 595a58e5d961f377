import { useSelector } from '@xstate/react';
import { selectContact, selectConversationId, selectPanel } from '../../machines/chat-selectors';
import {
  selectHandbackError,
  selectIsHandingBack,
  selectListError,
  selectOperatorConversations,
} from '../../machines/operator-console-selectors';
import type { Organisation } from '../../services/contract';
import { FullscreenPage } from '../../ui/fullscreen-page';
import * as styles from '../../ui/operator-console.css';
import { OperatorConversationBar } from '../../ui/operator-conversation-bar';
import { OperatorConversations } from '../../ui/operator-conversations';
import { OrganisationChat } from '../-chat/organisation-chat';
import type { OperatorConsoleRef } from './operator-console-screen';
import { useOperatorChat } from './use-operator-chat';

type OperatorWorkspaceProps = {
  organisation: Organisation;
  consoleRef: OperatorConsoleRef;
  operatorKey: string;
};

/** Signed in: the organisation's conversations beside the selected one, in the operator viewpoint. */
export function OperatorWorkspace({ organisation, consoleRef, operatorKey }: OperatorWorkspaceProps) {
  const chatRef = useOperatorChat(organisation.id, operatorKey, consoleRef);
  const conversations = useSelector(consoleRef, selectOperatorConversations);
  const listError = useSelector(consoleRef, selectListError);
  const handingBack = useSelector(consoleRef, selectIsHandingBack);
  const handbackError = useSelector(consoleRef, selectHandbackError);
  const selectedConversationId = useSelector(chatRef, selectConversationId);
  const panel = useSelector(chatRef, selectPanel);
  const contact = useSelector(chatRef, selectContact);
  const selected = conversations.find((conversation) => conversation.id === selectedConversationId);

  // An operator answers existing conversations only: no start screen, no suggestions to send.
  const conversation =
    panel === 'start' ? (
      <p className={styles.nothingSelected}>Select a conversation to read it and respond to the contact.</p>
    ) : (
      <div className={styles.conversationColumn}>
        <OperatorConversationBar
          contact={contact ?? selected?.contact ?? null}
          aiPaused={selected?.ai_paused ?? false}
          handingBack={handingBack}
          handbackError={handbackError}
          onHandBack={() => selectedConversationId && consoleRef.send({ type: 'handback.requested', conversationId: selectedConversationId })}
        />
        <div className={styles.chatArea}>
          <OrganisationChat chatRef={chatRef} organisation={organisation} hideTitleBar />
        </div>
      </div>
    );

  return (
    <FullscreenPage
      organisation={organisation}
      title={`Operator console for ${organisation.name}`}
      loadingText="Loading operator console"
      pastConversations={
        <OperatorConversations
          conversations={conversations}
          selectedConversationId={selectedConversationId}
          error={listError}
          onOpen={(conversationId) => chatRef.send({ type: 'conversation.selected', conversationId })}
          onSignOut={() => consoleRef.send({ type: 'signedOut' })}
        />
      }
      chat={conversation}
    />
  );
}
