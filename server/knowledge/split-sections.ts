// Splits an extracted document at its headings into sections. Each section keeps a name
// ("Queenstown Adventures — Pricing") and a URL with the anchor the page gives that heading, so a
// citation opens the page at the cited section.
import { sectionAnchor } from '../../src/contract/contract.ts';
import type { DocumentBlock, ExtractedDocument, SectionDraft } from './document.ts';

/** Longest body kept per section; longer ones are cut at a block boundary (a page, not a book). */
export const MAX_SECTION_CHARS = 12_000;

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** Renders blocks as the tidy Markdown stored in a section body (and parsed again by the quoter). */
export function renderBlocks(blocks: DocumentBlock[]): string {
  const parts: string[] = [];
  for (const block of blocks) {
    switch (block.kind) {
      case 'heading':
        parts.push(`### ${block.text}`);
        break;
      case 'paragraph':
        parts.push(block.text);
        break;
      case 'list':
        parts.push(block.items.map((item) => `- ${item}`).join('\n'));
        break;
      case 'table': {
        const width = Math.max(block.header.length, ...block.rows.map((row) => row.length));
        const pad = (row: string[]) => Array.from({ length: width }, (_, index) => cell(row[index] ?? ''));
        parts.push(
          [pad(block.header), Array(width).fill('---'), ...block.rows.map(pad)].map((row) => `| ${row.join(' | ')} |`).join('\n'),
        );
        break;
      }
      case 'code':
        parts.push(`\`\`\`${block.lang}\n${block.text.replace(/\n+$/, '')}\n\`\`\``);
        break;
    }
  }
  let body = '';
  for (const part of parts) {
    if (body.length + part.length > MAX_SECTION_CHARS) break;
    body += (body ? '\n\n' : '') + part;
  }
  return body;
}

/**
 * The deepest heading that starts a section: the document's shallowest below its title (`##` in most)
 * and the level under it, so a FAQ's `###` question is a section of its own, cited by its own
 * anchor and found by its own words; deeper headings stay sub-headings inside their section.
 */
function splitDepth(blocks: DocumentBlock[]): number {
  // A loop, not Math.min(...depths): a large manual's tens of thousands of headings as arguments
  // would overflow the call stack.
  let shallowest = Number.POSITIVE_INFINITY;
  for (const block of blocks) if (block.kind === 'heading' && block.depth > 1 && block.depth < shallowest) shallowest = block.depth;
  return shallowest === Number.POSITIVE_INFINITY ? 1 : shallowest + 1;
}

export interface SplitOptions {
  /** The source's display name, the first half of every section name. */
  sourceName: string;
  /** The page the sections link to; '' for sources with no public page. */
  publicUrl: string;
}

function withAnchor(publicUrl: string, anchor: string): string {
  if (!publicUrl) return anchor ? `#${anchor}` : '';
  const base = publicUrl.split('#')[0];
  return anchor ? `${base}#${anchor}` : base;
}

export function splitSections(document: ExtractedDocument, options: SplitOptions): SectionDraft[] {
  const depth = splitDepth(document.blocks);
  const sections: SectionDraft[] = [];
  let heading = '';
  let anchor = '';
  let pending: DocumentBlock[] = [];
  const flush = () => {
    const body = renderBlocks(pending);
    if (body) {
      sections.push({
        heading,
        name: heading ? `${options.sourceName} — ${heading}` : options.sourceName,
        url: withAnchor(options.publicUrl, anchor),
        body,
      });
    }
    pending = [];
  };
  for (const block of document.blocks) {
    const isTitle = block.kind === 'heading' && block.depth === 1 && block.text === document.title;
    if (isTitle) continue;
    if (block.kind === 'heading' && block.depth <= depth) {
      flush();
      heading = block.text;
      anchor = block.anchor ?? sectionAnchor(block.text);
      continue;
    }
    pending.push(block);
  }
  flush();
  return sections;
}
