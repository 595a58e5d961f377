import type { ConversationSummary } from '../../contract/contract';
import { ConversationCard } from './conversation-card';
import { Icon } from '../shared/icon';
import * as styles from './past-conversations.css';
import { useTexts } from '../shared/i18n/texts';

type PastConversationsProps = {
  /** Already sorted, latest message first. */
  conversations: ConversationSummary[];
  selectedConversationId: string | null;
  onOpen: (conversationId: string) => void;
  onCreateNew: () => void;
};

/** SPEC.md §2 fullscreen page, left panel. */
export function PastConversations({ conversations, selectedConversationId, onOpen, onCreateNew }: PastConversationsProps) {
  const { t } = useTexts();
  return (
    <nav className={styles.sidebar} aria-labelledby="past-conversations-heading">
      <h2 id="past-conversations-heading" className={styles.heading}>
        {t('pastConversations')}
      </h2>
      <ul className={styles.cards}>
        <li>
          <button
            type="button"
            className={`${styles.card} ${styles.createCard}`}
            aria-current={selectedConversationId ? undefined : 'true'}
            onClick={onCreateNew}
          >
            <Icon name="chat" size={18} />
            {t('createNewConversation')}
          </button>
        </li>
        {conversations.map((conversation) => (
          <li key={conversation.id}>
            <ConversationCard
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
