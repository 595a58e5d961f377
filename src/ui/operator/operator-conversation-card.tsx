import { formatDistanceToNow } from 'date-fns';
import type { Contact, OperatorConversation } from '../../contract/contract';
import * as styles from './operator-console.css';
import * as cardStyles from '../chat/past-conversations.css';

/** Who the team member is talking to: what the contact left, or that they are anonymous. */
export function contactLabel(contact: Contact): string {
  const known = [contact.name, contact.email || contact.phone].filter(Boolean);
  return known.length ? known.join(' · ') : 'Anonymous visitor';
}

type OperatorConversationCardProps = {
  conversation: OperatorConversation;
  selected: boolean;
  onOpen: (conversationId: string) => void;
};

export function OperatorConversationCard({ conversation, selected, onOpen }: OperatorConversationCardProps) {
  return (
    <button
      type="button"
      className={cardStyles.card}
      aria-current={selected ? 'true' : undefined}
      onClick={() => onOpen(conversation.id)}
    >
      <span className={styles.contactLine}>{contactLabel(conversation.contact)}</span>
      <span className={cardStyles.summary}>{conversation.summary || 'New conversation'}</span>
      <span className={cardStyles.lastMessage}>Last message {formatDistanceToNow(conversation.last_message_at)} ago</span>
      {(conversation.wants_human || conversation.ai_paused) && (
        <span className={styles.markers}>
          {conversation.wants_human && <span className={`${styles.marker} ${styles.wantsPerson}`}>Wants a person</span>}
          {conversation.ai_paused && <span className={styles.marker}>AI paused</span>}
        </span>
      )}
    </button>
  );
}
