import type { ReactNode } from 'react';
import type { Message } from '../../contract/contract';
import { Avatar } from '../shared/avatar';
import { CitationButtons } from './citation-buttons';
import * as styles from './message-bubble.css';
import { MessageText } from './message-text';
import { visuallyHidden } from '../shared/theme.css';
import { useTexts } from '../shared/i18n/texts';

export type MessageSide = 'visitor' | 'organisation';

type MessageBubbleProps = {
  message: Message;
  /** Which side the message sits on, from the viewer's point of view. */
  side: MessageSide;
  organisationName: string;
  logoUrl: string;
  /** This message failed to send: marked, with a retry that sends it again. */
  onRetry?: () => void;
  /** The answer is still being generated (no time, no citations yet). */
  streaming?: boolean;
  /** Under an AI answer: the visitor's thumbs up or down. */
  feedback?: ReactNode;
};

export function MessageBubble({ message, side, organisationName, logoUrl, onRetry, streaming, feedback }: MessageBubbleProps) {
  const { t, time, known } = useTexts();
  if (message.kind === 'notice') {
    return (
      <li className={styles.notice} data-kind="notice">
        {known(message.message)}
      </li>
    );
  }
  const fromAi = message.creator === 'AGENT';
  const author = fromAi
    ? t('aiAuthor', { name: organisationName })
    : message.author_name || message.user_name || (message.creator === 'CONTACT' ? t('you') : organisationName);
  // A team member's reply is signed with their name (issue 13); the AI's and the visitor's are not,
  // except in the console, where the team's replies sit on the right beside the AI's: there each
  // says who wrote it, so the team can tell the AI's answers from a person's.
  const answerInConsole = side === 'visitor' && message.creator !== 'CONTACT';
  const signed = (message.creator === 'USER' && Boolean(message.author_name)) || answerInConsole;
  return (
    <li
      className={`${styles.row} ${styles.side[side]}`}
      data-creator={message.creator}
      data-send-failed={onRetry ? 'true' : undefined}
      data-streaming={streaming ? 'true' : undefined}
      aria-busy={streaming || undefined}
    >
      {(side === 'organisation' || answerInConsole) &&
        (fromAi ? (
          <Avatar kind="ai" logoUrl={logoUrl} organisationName={organisationName} />
        ) : (
          <Avatar kind="person" name={author} />
        ))}
      <div className={styles.column}>
        {signed && (
          <span className={styles.authorName} data-testid="author-name">
            {author}
          </span>
        )}
        <div className={`${styles.bubble} ${styles.bubbleSide[side]} ${answerInConsole && fromAi ? styles.aiInConsole : ''}`}>
          <MessageText text={message.message} markdown={message.creator !== 'CONTACT'} />
        </div>
        {fromAi && !streaming && <CitationButtons citations={message.citations} />}
        {onRetry ? (
          <span className={`${styles.meta} ${styles.metaSide[side]} ${styles.failed}`}>
            <span>{t('messageNotSent')}</span>
            <button type="button" className={styles.retry} onClick={onRetry}>
              {t('retrySend')}
            </button>
          </span>
        ) : (
          !streaming && (
            <span className={`${styles.meta} ${styles.metaSide[side]}`}>
              {!signed && <span className={visuallyHidden}>{author}, </span>}
              <time dateTime={new Date(message.created_at).toISOString()}>{time(message.created_at)}</time>
            </span>
          )
        )}
        {fromAi && !streaming && feedback}
      </div>
    </li>
  );
}
