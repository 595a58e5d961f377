import { formatDistanceToNow } from 'date-fns';
import type { ConversationSummary } from '../services/contract';
import * as styles from './past-conversations.css';

type ConversationCardProps = {
  conversation: ConversationSummary;
  selected: boolean;
  onOpen: (conversationId: string) => void;
};

export function ConversationCard({ conversation, selected, onOpen }: ConversationCardProps) {
  return (
    <button
      type="button"
      className={styles.card}
      aria-current={selected ? 'true' : undefined}
      onClick={() => onOpen(conversation.id)}
    >
      <span className={styles.summary}>{conversation.summary || 'New conversation'}</span>
      <span className={styles.lastMessage}>Last message {formatDistanceToNow(conversation.last_message_at)} ago</span>
    </button>
  );
}
