import type { ReactNode } from 'react';
import type { InboxConversation } from '../../contract/inbox';
import * as styles from './operator-console.css';
import { OperatorConversationCard } from './operator-conversation-card';
import * as listStyles from '../chat/past-conversations.css';
import { Spinner } from '../shared/spinner';
import type { ConsoleTextKey } from './i18n/console-texts';
import { useConsoleTexts } from './i18n/console-texts-context';
import { useTexts } from '../shared/i18n/texts';

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

const LIVE_TEXTS: Record<NonNullable<OperatorConversationsProps['liveStatus']>, ConsoleTextKey | null> = {
  connecting: 'liveConnecting',
  live: 'liveOn',
  reconnecting: 'liveReconnecting',
  polling: 'livePolling',
  refused: null,
};

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
  const t = useConsoleTexts();
  // Errors are the machines' catalogue texts (English): shown in the page's language.
  const { known } = useTexts();
  const liveKey = liveStatus ? LIVE_TEXTS[liveStatus] : null;
  const liveText = liveKey ? t(liveKey) : null;
  return (
    <nav className={listStyles.sidebar} aria-labelledby="operator-conversations-heading">
      <div className={styles.listHeader}>
        <h2 id="operator-conversations-heading" className={listStyles.heading}>
          {t('conversations')}
        </h2>
        <button type="button" className={styles.quietButton} onClick={onSignOut}>
          {t('signOut')}
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
          {waitingCount === 1 ? t('waitingOne') : t('waitingMany', { count: waitingCount })}
        </p>
      )}
      {filters}
      {error && (
        <p className={styles.error} role="alert">
          {known(error)}
        </p>
      )}
      {conversations.length === 0 && <p className={styles.empty}>{t('noConversations')}</p>}
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
          {t('showMore')}
        </button>
      )}
    </nav>
  );
}
