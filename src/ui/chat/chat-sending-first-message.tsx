import type { Organisation } from '../../contract/contract';
import * as styles from './chat-states.css';
import { localMessage } from './local-message';
import { MessageBubble } from './message-bubble';
import { TypingIndicator } from './typing-indicator';
import { useTexts } from '../shared/i18n/texts';

type ChatSendingFirstMessageProps = {
  organisation: Organisation;
  firstMessage: string;
  /** The answer so far while it streams in, else null (the assistant is typing). */
  streamedAnswer: string | null;
};

/** SPEC.md §2 chat panel state 1: the conversation is being created with the visitor's message. */
export function ChatSendingFirstMessage({ organisation, firstMessage, streamedAnswer }: ChatSendingFirstMessageProps) {
  const bubble = { organisationName: organisation.name, logoUrl: organisation.logo_url };
  const { t } = useTexts();
  return (
    <div className={styles.centred} aria-busy="true">
      <p className={styles.status} role="status">
        {t('creatingConversation')}
      </p>
      <ol className={styles.firstMessage} aria-label={t('messages')}>
        <MessageBubble message={localMessage('first-message', 'CONTACT', firstMessage)} side="visitor" {...bubble} />
        {streamedAnswer !== null && (
          <MessageBubble message={localMessage('streamed-answer', 'AGENT', streamedAnswer)} side="organisation" streaming {...bubble} />
        )}
      </ol>
      {streamedAnswer === null && <TypingIndicator />}
    </div>
  );
}
