import { useLayoutEffect, useRef } from 'react';
import type { Message } from '../services/contract';
import * as styles from './chat-thread.css';
import { MessageBubble } from './message-bubble';
import { TypingIndicator } from './typing-indicator';

export type Viewpoint = 'contact' | 'operator';

type MessageListProps = {
  messages: Message[];
  viewpoint: Viewpoint;
  organisationName: string;
  logoUrl: string;
  /** The AI is answering: show the typing indicator after the last message. */
  awaitingReply: boolean;
};

/** The visitor's own messages sit on the right; the operator sees the contact's on the left. */
function sideOf(message: Message, viewpoint: Viewpoint) {
  const fromContact = message.creator === 'CONTACT';
  return fromContact === (viewpoint === 'contact') ? 'visitor' : 'organisation';
}

export function MessageList({ messages, viewpoint, organisationName, logoUrl, awaitingReply }: MessageListProps) {
  const listRef = useRef<HTMLOListElement>(null);

  // Keep the newest message in view whenever one arrives (sent, answered or polled).
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length, awaitingReply]);

  return (
    <ol ref={listRef} className={styles.messages} aria-label="Messages" aria-live="polite" tabIndex={0}>
      {messages.map((message) => (
        <MessageBubble
          key={message.id}
          message={message}
          side={sideOf(message, viewpoint)}
          organisationName={organisationName}
          logoUrl={logoUrl}
        />
      ))}
      {awaitingReply && (
        <li className={styles.typing}>
          <TypingIndicator />
        </li>
      )}
    </ol>
  );
}
