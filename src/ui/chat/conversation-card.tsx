import { formatDistanceToNow } from 'date-fns';
import type { ConversationSummary } from '../../contract/contract';
import * as styles from './past-conversations.css';
import { useTexts } from '../shared/i18n/texts';

type ConversationCardProps = {
  conversation: ConversationSummary;
  selected: boolean;
  onOpen: (conversationId: string) => void;
};

export function ConversationCard({ conversation, selected, onOpen }: ConversationCardProps) {
  const { t, dateLocale } = useTexts();
  // "Last message about 1 hour ago" in English; in another language its own word order, with the
  // whole "vor etwa 1 Stunde" ({timeAgo}).
  const time = formatDistanceToNow(conversation.last_message_at, { locale: dateLocale });
  const timeAgo = formatDistanceToNow(conversation.last_message_at, { locale: dateLocale, addSuffix: true });
  return (
    <button
      type="button"
      className={styles.card}
      aria-current={selected ? 'true' : undefined}
      onClick={() => onOpen(conversation.id)}
    >
      <span className={styles.summary}>{conversation.summary || t('newConversation')}</span>
      <span className={styles.lastMessage}>{t('lastMessage', { time, timeAgo })}</span>
    </button>
  );
}
