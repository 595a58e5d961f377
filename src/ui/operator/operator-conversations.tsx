import type { ReactNode } from 'react';
import type { OperatorConversation } from '../../contract/contract';
import * as styles from './operator-console.css';
import { OperatorConversationCard } from './operator-conversation-card';
import * as listStyles from '../chat/past-conversations.css';

type OperatorConversationsProps = {
  /** Latest message first. */
  conversations: OperatorConversation[];
  selectedConversationId: string | null;
  /** The last refresh failed; the list shown is the one before it. */
  error: string | null;
  onOpen: (conversationId: string) => void;
  onSignOut: () => void;
  /** The team's tools under the heading (the contacts export). */
  toolbar?: ReactNode;
};

/** The operator console's left panel: every conversation of the organisation. */
export function OperatorConversations({ conversations, selectedConversationId, error, onOpen, onSignOut, toolbar }: OperatorConversationsProps) {
  return (
    <nav className={listStyles.sidebar} aria-labelledby="operator-conversations-heading">
      <div className={styles.listHeader}>
        <h2 id="operator-conversations-heading" className={listStyles.heading}>
          Conversations
        </h2>
        <button type="button" className={styles.quietButton} onClick={onSignOut}>
          Sign out
        </button>
      </div>
      {toolbar && <div className={styles.toolbar}>{toolbar}</div>}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {conversations.length === 0 && <p className={styles.empty}>No conversations yet.</p>}
      <ul className={listStyles.cards}>
        {conversations.map((conversation) => (
          <li key={conversation.id}>
            <OperatorConversationCard
              conversation={conversation}
              selected={conversation.id === selectedConversationId}
              onOpen={onOpen}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
