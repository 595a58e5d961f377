import { lazy, Suspense } from 'react';
import * as styles from './message-markdown.css';

const MessageMarkdown = lazy(() => import('./message-markdown'));

/**
 * A message's text. The markdown renderer loads on demand; until it arrives (a moment, once per
 * visit) the text shows as written.
 */
export function MessageText({ text }: { text: string }) {
  return (
    <Suspense fallback={<div className={`${styles.markdown} ${styles.plain}`}>{text.replace(/\t/g, '    ')}</div>}>
      <MessageMarkdown text={text} />
    </Suspense>
  );
}
