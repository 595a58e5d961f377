import type { AnchorHTMLAttributes } from 'react';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import * as styles from './message-markdown.css';
import { useTexts } from '../shared/i18n/texts';

// A link in a message leaves the chat in a new tab so the visitor does not lose the conversation.
function MessageLink({ node: _node, ...anchorProps }: AnchorHTMLAttributes<HTMLAnchorElement> & { node?: unknown }) {
  return <a {...anchorProps} target="_blank" rel="noopener noreferrer" />;
}

/**
 * An image in a message is a link to it, never an <img>: a message is written by a visitor, a team
 * member or quoted content, and an image would be fetched by whoever reads it (their address,
 * browser and the time they read it, sent to a host the sender chose).
 */
function MessageImageLink({ src, alt }: { src?: string | Blob; alt?: string }) {
  const href = typeof src === 'string' ? src : undefined;
  const { t } = useTexts();
  const label = alt?.trim() || href || t('image');
  if (!href) return <>{label}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  );
}

const components = { a: MessageLink, img: MessageImageLink };
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
