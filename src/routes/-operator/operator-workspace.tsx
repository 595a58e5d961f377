import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { ConversationRecordView } from './conversation-record-view';
import { selectContact, selectConversationId, selectPanel } from '../../machines/chat-selectors';
import {
  selectHandbackError,
  selectIsHandingBack,
  selectListError,
  selectOperatorConversations,
} from '../../machines/operator-console-selectors';
import type { Organisation } from '../../contract/contract';
import { FullscreenPage } from '../../ui/pages/fullscreen-page';
import * as styles from '../../ui/operator/operator-console.css';
import { OperatorConversationBar } from '../../ui/operator/operator-conversation-bar';
import { OperatorConversations } from '../../ui/operator/operator-conversations';
import { OrganisationChat } from '../-chat/organisation-chat';
import { ContactsExport } from './contacts-export';
import type { OperatorConsoleRef } from './operator-console-screen';
import { useOperatorChat } from './use-operator-chat';

type OperatorWorkspaceProps = {
  organisation: Organisation;
  consoleRef: OperatorConsoleRef;
  /** '' when signed in as a member: the session goes with the calls instead. */
  operatorKey: string;
  /** Signing out of a member's session is the sign-in machine's; a key's is the console's own. */
  onSignOut?: () => void;
  /** Below the conversations: the team panel for a signed-in member. */
  sidebarExtra?: ReactNode;
};

/** Signed in: the organisation's conversations beside the selected one, in the operator viewpoint. */
export function OperatorWorkspace({ organisation, consoleRef, operatorKey, onSignOut, sidebarExtra }: OperatorWorkspaceProps) {
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
        {selectedConversationId && (
          <ConversationRecordView key={selectedConversationId} conversationId={selectedConversationId} operatorKey={operatorKey} version={selected?.message_count ?? 0} />
        )}
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
        <>
          <OperatorConversations
            conversations={conversations}
            selectedConversationId={selectedConversationId}
            error={listError}
            onOpen={(conversationId) => chatRef.send({ type: 'conversation.selected', conversationId })}
            onSignOut={onSignOut ?? (() => consoleRef.send({ type: 'signedOut' }))}
            toolbar={<ContactsExport organisationId={organisation.id} operatorKey={operatorKey} />}
          />
          {sidebarExtra}
        </>
      }
      chat={conversation}
    />
  );
}
