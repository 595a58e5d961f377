import type { Element, ElementContent } from 'hast';
import { useMemo, type ComponentPropsWithoutRef } from 'react';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { sectionAnchor } from '../../contract/contract';

type HeadingProps = ComponentPropsWithoutRef<'h2'> & { node?: Element };

function textOf(nodes: ElementContent[]): string {
  return nodes.map((node) => (node.type === 'text' ? node.value : node.type === 'element' ? textOf(node.children) : '')).join('');
}

// Headings carry the same anchor the knowledge ingestion gives each section, so a citation's
// URL (/queenstownadventures#pricing) lands on the section it quotes. The cited one is marked
// (data-cited): the browser's :target does not follow an element rendered after the page loaded.
function SectionHeading(level: 'h2' | 'h3', citedId: string) {
  return function Heading({ node, ...headingProps }: HeadingProps) {
    const Tag = level;
    const id = node ? sectionAnchor(textOf(node.children)) : undefined;
    return <Tag id={id} data-cited={id && id === citedId ? 'true' : undefined} {...headingProps} />;
  };
}

const remarkPlugins = [remarkGfm];

/** An organisation's source content, as the knowledge base reads it; `citedId` marks a section. */
export function ContentMarkdown({ markdown, citedId = '' }: { markdown: string; citedId?: string }) {
  const components = useMemo(() => ({ h2: SectionHeading('h2', citedId), h3: SectionHeading('h3', citedId) }), [citedId]);
  return (
    <Markdown remarkPlugins={remarkPlugins} components={components}>
      {markdown}
    </Markdown>
  );
}
