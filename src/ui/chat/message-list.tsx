import { Fragment, useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import * as bubbleStyles from './message-bubble.css';
import type { Message } from '../../contract/contract';
import * as styles from './chat-thread.css';
import { localMessage } from './local-message';
import { MessageBubble } from './message-bubble';
import { TypingIndicator } from './typing-indicator';
import { useTexts } from '../shared/i18n/texts';

export type Viewpoint = 'contact' | 'operator';

type MessageListProps = {
  messages: Message[];
  viewpoint: Viewpoint;
  organisationName: string;
  logoUrl: string;
  /** The AI is answering: show the typing indicator after the last message. */
  awaitingReply: boolean;
  /** The answer so far while it streams in (shown instead of the typing indicator), else null. */
  streamedAnswer?: string | null;
  /** The follow-up that failed to send, marked with a retry. */
  failedMessageId?: string | null;
  onRetry?: () => void;
  /** What goes under each stored AI answer (the visitor's thumbs), if anything. */
  renderFeedback?: (answer: Message) => ReactNode;
};

/** The visitor's own messages sit on the right; the operator sees the contact's on the left. */
function sideOf(message: Message, viewpoint: Viewpoint) {
  const fromContact = message.creator === 'CONTACT';
  return fromContact === (viewpoint === 'contact') ? 'visitor' : 'organisation';
}

/** The messages that are a team member's first reply: "{name} from {organisation} joined the conversation" goes before each. */
function firstRepliesByMember(messages: Message[]): Set<string> {
  const seen = new Set<string>();
  const first = new Set<string>();
  for (const message of messages) {
    if (message.creator !== 'USER' || !message.author_name || seen.has(message.author_name)) continue;
    seen.add(message.author_name);
    first.add(message.id);
  }
  return first;
}

export function MessageList(props: MessageListProps) {
  const { messages, viewpoint, organisationName, logoUrl, awaitingReply, streamedAnswer = null, failedMessageId, onRetry, renderFeedback } = props;
  const { t } = useTexts();
  const joinedBefore = useMemo(() => firstRepliesByMember(messages), [messages]);
  const listRef = useRef<HTMLOListElement>(null);
  const followingNewest = useRef(true);

  // Keep the newest message in view whenever one arrives (sent, answered or polled).
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    list.scrollTop = list.scrollHeight;
    followingNewest.current = true;
  }, [messages.length, awaitingReply, streamedAnswer]);

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
    <ol ref={listRef} className={styles.messages} aria-label={t('messages')} aria-live="polite" tabIndex={0}>
      {messages.map((message) => (
        <Fragment key={message.id}>
          {joinedBefore.has(message.id) && (
            <li className={bubbleStyles.notice} data-testid="member-joined">
              {t('teamMemberJoined', { name: message.author_name ?? '', organisation: organisationName })}
            </li>
          )}
          <MessageBubble
            message={message}
            side={sideOf(message, viewpoint)}
            organisationName={organisationName}
            logoUrl={logoUrl}
            onRetry={message.id === failedMessageId ? onRetry : undefined}
            feedback={message.creator === 'AGENT' && message.kind !== 'notice' ? renderFeedback?.(message) : undefined}
          />
        </Fragment>
      ))}
      {streamedAnswer !== null && (
        <MessageBubble
          key="streamed-answer"
          message={localMessage('streamed-answer', 'AGENT', streamedAnswer)}
          side={viewpoint === 'contact' ? 'organisation' : 'visitor'}
          organisationName={organisationName}
          logoUrl={logoUrl}
          streaming
        />
      )}
      {awaitingReply && streamedAnswer === null && (
        <li className={styles.typing}>
          <TypingIndicator />
        </li>
      )}
    </ol>
  );
}
