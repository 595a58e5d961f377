import { formatDistanceToNow } from 'date-fns';
import type { Contact } from '../../contract/contract';
import type { InboxConversation } from '../../contract/inbox';
import * as styles from './operator-console.css';
import * as cardStyles from '../chat/past-conversations.css';

/** Who the team member is talking to: the name the contact left and how to reach them, or that they are anonymous. */
export function contactLabel(contact: Contact): string {
  const known = [contact.name, contact.email || contact.phone].filter(Boolean);
  return known.length ? known.join(' · ') : 'Anonymous visitor';
}

/** The card's preview: whose last message it is, and its first words. */
function previewOf(conversation: InboxConversation): string {
  const last = conversation.last_message;
  if (!last) return conversation.summary || 'New conversation';
  const who = last.creator === 'CONTACT' ? '' : last.creator === 'AGENT' ? 'AI: ' : 'Team: ';
  return `${who}${last.message.replace(/\s+/g, ' ').trim()}`;
}

type OperatorConversationCardProps = {
  conversation: InboxConversation;
  selected: boolean;
  onOpen: (conversationId: string) => void;
};

export function OperatorConversationCard({ conversation, selected, onOpen }: OperatorConversationCardProps) {
  const waiting = conversation.wants_human && !conversation.ai_paused;
  return (
    <button
      type="button"
      className={cardStyles.card}
      aria-current={selected ? 'true' : undefined}
      data-conversation-id={conversation.id}
      data-unread={conversation.unread ? 'true' : undefined}
      onClick={() => onOpen(conversation.id)}
    >
      <span className={styles.cardTop}>
        <span className={styles.cardName}>{contactLabel(conversation.contact)}</span>
        {conversation.unread && <span className={`${styles.marker} ${styles.unread}`}>Unread</span>}
      </span>
      <span className={styles.preview}>{previewOf(conversation)}</span>
      <span className={cardStyles.lastMessage}>Last message {formatDistanceToNow(conversation.last_message_at)} ago</span>
      {(conversation.wants_human || conversation.ai_paused) && (
        <span className={styles.markers}>
          {conversation.wants_human && (
            <span className={`${styles.marker} ${styles.wantsPerson}`}>{waiting ? 'Wants a person' : 'Asked for a person'}</span>
          )}
          {conversation.ai_paused && <span className={styles.marker}>{conversation.answering_name ? `${conversation.answering_name} has it` : 'AI paused'}</span>}
        </span>
      )}
    </button>
  );
}
