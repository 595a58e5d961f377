import type { ReactNode } from 'react';
import type { InboxConversation } from '../../contract/inbox';
import * as styles from './operator-console.css';
import { OperatorConversationCard } from './operator-conversation-card';
import * as listStyles from '../chat/past-conversations.css';
import { Spinner } from '../shared/spinner';

type OperatorConversationsProps = {
  /** Latest message first: the pages loaded so far. */
  conversations: InboxConversation[];
  selectedConversationId: string | null;
  /** The last refresh failed; the list shown is the one before it. */
  error: string | null;
  onOpen: (conversationId: string) => void;
  onSignOut: () => void;
  /** The team's tools under the heading (the contacts export). */
  toolbar?: ReactNode;
  /** The search and filters, above the cards. */
  filters?: ReactNode;
  /** Another page can be loaded. */
  hasMore?: boolean;
  loadingMore?: boolean;
  onMore?: () => void;
  /** Conversations waiting for a person, beside the heading. */
  waitingCount?: number | null;
  /** How the list is kept fresh (the console's live stream). */
  liveStatus?: 'connecting' | 'live' | 'reconnecting' | 'polling' | 'refused';
};

const LIVE_TEXTS = {
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Reconnecting…',
  polling: 'Live updates are off: checking every 10 seconds',
  refused: null,
} as const;

/** The operator console's left panel: the organisation's conversations, a page at a time. */
export function OperatorConversations({
  conversations,
  selectedConversationId,
  error,
  onOpen,
  onSignOut,
  toolbar,
  filters,
  hasMore = false,
  loadingMore = false,
  onMore,
  waitingCount = null,
  liveStatus,
}: OperatorConversationsProps) {
  const liveText = liveStatus ? LIVE_TEXTS[liveStatus] : null;
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
      {liveText && (
        <p className={styles.liveStatus} data-live={liveStatus}>
          {liveText}
        </p>
      )}
      {toolbar && <div className={styles.toolbar}>{toolbar}</div>}
      {waitingCount !== null && waitingCount > 0 && (
        <p className={styles.waiting} role="status">
          {waitingCount === 1 ? '1 conversation waits for a person' : `${waitingCount} conversations wait for a person`}
        </p>
      )}
      {filters}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {conversations.length === 0 && <p className={styles.empty}>No conversations yet.</p>}
      <ul className={listStyles.cards}>
        {conversations.map((conversation) => (
          <li key={conversation.id}>
            <OperatorConversationCard conversation={conversation} selected={conversation.id === selectedConversationId} onOpen={onOpen} />
          </li>
        ))}
      </ul>
      {hasMore && onMore && (
        <button type="button" className={styles.quietButton} onClick={onMore} disabled={loadingMore}>
          {loadingMore && <Spinner size={16} />}
          Show more conversations
        </button>
      )}
    </nav>
  );
}
