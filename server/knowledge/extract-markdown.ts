// Markdown and MDX to blocks with mdast (GFM tables and lists included). MDX pages (Docusaurus and
// the like) carry import/export lines, JSX components and `{expressions}`: those are dropped, while
// the text inside plain HTML/JSX blocks (<p>, <summary>, <h3>) is kept.
import matter from 'gray-matter';
import type { Nodes, Root, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { tidyText, type DocumentBlock, type ExtractedDocument } from './document.ts';

/** Removes MDX-only syntax outside fenced code so the Markdown parser sees plain Markdown. */
export function stripMdxSyntax(markdown: string): string {
  const lines = markdown.split('\n');
  let fence: string | null = null;
  const kept: string[] = [];
  for (const line of lines) {
    const fenceMatch = /^\s*(```|~~~)/.exec(line);
    if (fenceMatch) {
      if (fence === null) fence = fenceMatch[1];
      else if (fenceMatch[1] === fence) fence = null;
      kept.push(line);
      continue;
    }
    if (fence === null && /^(import|export)\s.+/.test(line)) continue;
    // Docusaurus admonitions: ":::tip Title" keeps its title as text, a bare ":::" closes it.
    if (fence === null && /^\s*:::/.test(line)) {
      const title = line.replace(/^\s*:::\w*\s*/, '').trim();
      if (title) kept.push(title, '');
      continue;
    }
    if (fence !== null) {
      kept.push(line);
      continue;
    }
    // JSX attribute expressions (src={useBaseUrl('…')}) make a tag invalid HTML, so the parser would
    // keep it as text; as plain attributes the tag is recognised as HTML and dropped.
    const withoutComments = line.replace(/\{\/\*[\s\S]*?\*\/\}/g, '');
    kept.push(/<[A-Za-z]/.test(withoutComments) ? withoutComments.replace(/=\{\{[^{}]*\}\}|=\{[^{}]*\}/g, '=""') : withoutComments);
  }
  return kept.join('\n');
}

/** Text of an HTML or JSX fragment: tags, scripts and `{…}` expressions removed. */
export function textOfHtml(html: string): string {
  return tidyText(
    html
      .replace(/<(script|style|head)\b[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<[A-Za-z/][^<>]*?\/?>/g, ' ')
      .replace(/\{[^{}]*\}/g, ' ')
      .replace(/&nbsp;/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'"),
  );
}

function inlineText(node: Nodes): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      return node.value;
    case 'html':
      return textOfHtml(node.value);
    case 'image':
    case 'imageReference':
    case 'footnoteReference':
      return '';
    case 'break':
      return ' ';
    default:
      return 'children' in node ? (node.children as Nodes[]).map(inlineText).join('') : '';
  }
}

const HEADING_ID = /\s*\{#([\w-]+)\}\s*$/;
const HTML_HEADING = /^<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/i;

function blocksOf(node: RootContent, blocks: DocumentBlock[]): void {
  switch (node.type) {
    case 'heading': {
      const raw = tidyText(inlineText(node));
      const custom = HEADING_ID.exec(raw);
      const text = custom ? raw.replace(HEADING_ID, '') : raw;
      if (text) blocks.push({ kind: 'heading', depth: node.depth, text, anchor: custom?.[1] });
      return;
    }
    case 'paragraph': {
      const text = tidyText(inlineText(node));
      if (text) blocks.push({ kind: 'paragraph', text });
      return;
    }
    case 'blockquote':
      for (const child of node.children) blocksOf(child, blocks);
      return;
    case 'list': {
      const items = node.children.map((item) => tidyText(inlineText(item))).filter(Boolean);
      if (items.length) blocks.push({ kind: 'list', items });
      return;
    }
    case 'table': {
      const [head, ...rows] = node.children.map((row) => row.children.map((cell) => tidyText(inlineText(cell))));
      if (head) blocks.push({ kind: 'table', header: head, rows });
      return;
    }
    case 'code':
      if (node.value.trim()) blocks.push({ kind: 'code', text: node.value, lang: node.lang ?? '' });
      return;
    case 'html': {
      const heading = HTML_HEADING.exec(node.value.trim());
      if (heading) {
        const text = textOfHtml(heading[2]);
        if (text) blocks.push({ kind: 'heading', depth: Number(heading[1]), text });
        return;
      }
      const text = textOfHtml(node.value);
      if (text) blocks.push({ kind: 'paragraph', text });
      return;
    }
    default:
      return;
  }
}

/** Parses Markdown (or MDX) into a title and blocks. `fallbackTitle` is used when there is no title. */
export function extractMarkdown(markdown: string, fallbackTitle = ''): ExtractedDocument {
  const parsed = matter(markdown.replace(/^\uFEFF/, ''));
  const data = parsed.data as Record<string, unknown>;
  const tree: Root = fromMarkdown(stripMdxSyntax(parsed.content), {
    extensions: [gfm()],
    mdastExtensions: [gfmFromMarkdown()],
  });
  const blocks: DocumentBlock[] = [];
  for (const node of tree.children) blocksOf(node, blocks);
  const firstH1 = blocks.find((block) => block.kind === 'heading' && block.depth === 1);
  const frontTitle = typeof data.title === 'string' ? tidyText(data.title) : '';
  const title = frontTitle || (firstH1?.kind === 'heading' ? firstH1.text : '') || fallbackTitle;
  const slug = typeof data.slug === 'string' ? data.slug : typeof data.id === 'string' ? data.id : undefined;
  return { title, blocks, slug };
}
