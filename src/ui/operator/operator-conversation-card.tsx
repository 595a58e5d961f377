import { formatDistanceToNow } from 'date-fns';
import type { Contact } from '../../contract/contract';
import type { InboxConversation } from '../../contract/inbox';
import * as styles from './operator-console.css';
import * as cardStyles from '../chat/past-conversations.css';
import { useTexts } from '../shared/i18n/texts';
import type { ConsoleText } from './i18n/console-texts-context';
import { useConsoleTexts } from './i18n/console-texts-context';

/** Who the team member is talking to: the name the contact left and how to reach them, or that they are anonymous. */
export function contactLabel(contact: Contact, t: ConsoleText): string {
  const known = [contact.name, contact.email || contact.phone].filter(Boolean);
  return known.length ? known.join(' · ') : t('anonymousVisitor');
}

/** The card's preview: whose last message it is, and its first words. */
function previewOf(conversation: InboxConversation, t: ConsoleText, newConversation: string): string {
  const last = conversation.last_message;
  if (!last) return conversation.summary || newConversation;
  const message = last.message.replace(/\s+/g, ' ').trim();
  return last.creator === 'CONTACT' ? message : t(last.creator === 'AGENT' ? 'previewAi' : 'previewTeam', { message });
}

type OperatorConversationCardProps = {
  conversation: InboxConversation;
  selected: boolean;
  onOpen: (conversationId: string) => void;
};

export function OperatorConversationCard({ conversation, selected, onOpen }: OperatorConversationCardProps) {
  const t = useConsoleTexts();
  const texts = useTexts();
  const waiting = conversation.wants_human && !conversation.ai_paused;
  const time = formatDistanceToNow(conversation.last_message_at, { locale: texts.dateLocale });
  const timeAgo = formatDistanceToNow(conversation.last_message_at, { locale: texts.dateLocale, addSuffix: true });
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
        <span className={styles.cardName}>{contactLabel(conversation.contact, t)}</span>
        {conversation.unread && <span className={`${styles.marker} ${styles.unread}`}>{t('unread')}</span>}
      </span>
      <span className={styles.preview}>{previewOf(conversation, t, texts.t('newConversation'))}</span>
      <span className={cardStyles.lastMessage}>{texts.t('lastMessage', { time, timeAgo })}</span>
      {(conversation.wants_human || conversation.ai_paused) && (
        <span className={styles.markers}>
          {conversation.wants_human && (
            <span className={`${styles.marker} ${styles.wantsPerson}`}>{t(waiting ? 'wantsPerson' : 'askedForPerson')}</span>
          )}
          {conversation.ai_paused && <span className={styles.marker}>{conversation.answering_name ? t('memberHasIt', { name: conversation.answering_name }) : t('aiPaused')}</span>}
        </span>
      )}
    </button>
  );
}
