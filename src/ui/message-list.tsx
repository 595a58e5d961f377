import { useEffect, useLayoutEffect, useRef } from 'react';
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
  const followingNewest = useRef(true);

  // Keep the newest message in view whenever one arrives (sent, answered or polled).
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    list.scrollTop = list.scrollHeight;
    followingNewest.current = true;
  }, [messages.length, awaitingReply]);

  // The list also changes size (the contact form opens and closes, markdown arrives, the window
  // resizes); a visitor who was reading the newest message stays there.
  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined') return;
    const onScroll = () => {
      followingNewest.current = list.scrollHeight - list.scrollTop - list.clientHeight < 24;
    };
    const observer = new ResizeObserver(() => {
      if (followingNewest.current) list.scrollTop = list.scrollHeight;
    });
    observer.observe(list);
    for (const child of Array.from(list.children)) observer.observe(child);
    list.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      list.removeEventListener('scroll', onScroll);
    };
  }, [messages.length]);

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
