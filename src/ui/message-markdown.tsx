import type { AnchorHTMLAttributes } from 'react';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import * as styles from './message-markdown.css';

// A link in a message leaves the chat in a new tab so the visitor does not lose the conversation.
function MessageLink({ node: _node, ...anchorProps }: AnchorHTMLAttributes<HTMLAnchorElement> & { node?: unknown }) {
  return <a {...anchorProps} target="_blank" rel="noopener noreferrer" />;
}

const components = { a: MessageLink };
const remarkPlugins = [remarkGfm];

/**
 * A message's text rendered as markdown (SPEC.md §2 thread view); tabs become 4 spaces. The
 * default export is for React.lazy: the markdown parser is the heaviest part of the chat, and a
 * visitor on the start screen does not need it yet.
 */
export default function MessageMarkdown({ text }: { text: string }) {
  return (
    <div className={styles.markdown}>
      <Markdown remarkPlugins={remarkPlugins} components={components}>
        {text.replace(/\t/g, '    ')}
      </Markdown>
    </div>
  );
}
