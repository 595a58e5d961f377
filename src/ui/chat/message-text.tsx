import { lazy, Suspense } from 'react';
import * as styles from './message-markdown.css';

const loadMessageMarkdown = () => import('./message-markdown');
const MessageMarkdown = lazy(loadMessageMarkdown);

let markdownWanted = false;

/**
 * Starts loading the markdown renderer before a message needs it: on the first key or pointer in
 * the chat (a question is coming) and while a stored conversation loads. Later calls do nothing.
 */
export function wantMessageMarkdown(): void {
  if (markdownWanted) return;
  markdownWanted = true;
  void loadMessageMarkdown();
}

/**
 * A message's text. The markdown renderer loads on demand; until it arrives (a moment, once per
 * visit, and usually before the first answer: wantMessageMarkdown) the text shows as written.
 * A visitor's message is always shown as written: markdown is for the organisation's side.
 */
export function MessageText({ text, markdown = true }: { text: string; markdown?: boolean }) {
  const plain = <div className={`${styles.markdown} ${styles.plain}`}>{text.replace(/\t/g, '    ')}</div>;
  if (!markdown) return plain;
  return (
    <Suspense fallback={plain}>
      <MessageMarkdown text={text} />
    </Suspense>
  );
}
