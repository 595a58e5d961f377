import type { Message, Organisation } from '../services/contract';
import * as styles from './chat-states.css';
import { MessageBubble } from './message-bubble';
import { TypingIndicator } from './typing-indicator';

type ChatSendingFirstMessageProps = { organisation: Organisation; firstMessage: string };

/** SPEC.md §2 chat panel state 1: the conversation is being created with the visitor's message. */
export function ChatSendingFirstMessage({ organisation, firstMessage }: ChatSendingFirstMessageProps) {
  const message: Message = {
    id: 'first-message',
    user_id: '',
    user_name: '',
    user_profile_picture_url: '',
    message: firstMessage,
    creator: 'CONTACT',
    created_at: Date.now(),
    conversation_id: '',
    version: 2,
    citations: [],
  };
  return (
    <div className={styles.centred} aria-busy="true">
      <p className={styles.status} role="status">
        Creating conversation and sending your first message
      </p>
      <ol className={styles.firstMessage} aria-label="Messages">
        <MessageBubble message={message} side="visitor" organisationName={organisation.name} logoUrl={organisation.logo_url} />
      </ol>
      <TypingIndicator />
    </div>
  );
}
