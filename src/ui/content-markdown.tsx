import type { Element, ElementContent } from 'hast';
import type { ComponentPropsWithoutRef } from 'react';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { sectionAnchor } from '../services/contract';

type HeadingProps = ComponentPropsWithoutRef<'h2'> & { node?: Element };

function textOf(nodes: ElementContent[]): string {
  return nodes.map((node) => (node.type === 'text' ? node.value : node.type === 'element' ? textOf(node.children) : '')).join('');
}

// Headings carry the same anchor the knowledge ingestion gives each section, so a citation's
// URL (/queenstownadventures#pricing) lands on the section it quotes.
function SectionHeading(level: 'h2' | 'h3') {
  return function Heading({ node, ...headingProps }: HeadingProps) {
    const Tag = level;
    return <Tag id={node ? sectionAnchor(textOf(node.children)) : undefined} {...headingProps} />;
  };
}

const components = { h2: SectionHeading('h2'), h3: SectionHeading('h3') };
const remarkPlugins = [remarkGfm];

/** An organisation's source content, as the knowledge base reads it. */
export function ContentMarkdown({ markdown }: { markdown: string }) {
  return (
    <Markdown remarkPlugins={remarkPlugins} components={components}>
      {markdown}
    </Markdown>
  );
}
