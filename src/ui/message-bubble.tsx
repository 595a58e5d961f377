import type { Message } from '../services/contract';
import { Avatar } from './avatar';
import { CitationButtons } from './citation-buttons';
import * as styles from './message-bubble.css';
import { MessageText } from './message-text';
import { visuallyHidden } from './theme.css';

export type MessageSide = 'visitor' | 'organisation';

type MessageBubbleProps = {
  message: Message;
  /** Which side the message sits on, from the viewer's point of view. */
  side: MessageSide;
  organisationName: string;
  logoUrl: string;
};

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

export function MessageBubble({ message, side, organisationName, logoUrl }: MessageBubbleProps) {
  const fromAi = message.creator === 'AGENT';
  const author = fromAi ? `${organisationName} AI` : message.user_name || (message.creator === 'CONTACT' ? 'You' : organisationName);
  return (
    <li className={`${styles.row} ${styles.side[side]}`} data-creator={message.creator}>
      {side === 'organisation' &&
        (fromAi ? (
          <Avatar kind="ai" logoUrl={logoUrl} organisationName={organisationName} />
        ) : (
          <Avatar kind="person" name={author} />
        ))}
      <div className={styles.column}>
        <div className={`${styles.bubble} ${styles.bubbleSide[side]}`}>
          <MessageText text={message.message} markdown={message.creator !== 'CONTACT'} />
        </div>
        {fromAi && <CitationButtons citations={message.citations} />}
        <span className={`${styles.meta} ${styles.metaSide[side]}`}>
          <span className={visuallyHidden}>{author}, </span>
          <time dateTime={new Date(message.created_at).toISOString()}>{timeFormat.format(message.created_at)}</time>
        </span>
      </div>
    </li>
  );
}
