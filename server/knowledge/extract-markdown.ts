// Markdown and MDX to blocks with mdast (GFM tables and lists included). MDX pages (Docusaurus and
// the like) carry import/export lines, JSX components and `{expressions}`: those are dropped, while
// the text inside plain HTML/JSX blocks (<p>, <summary>, <h3>) is kept.
import { createRequire } from 'node:module';
import type GrayMatter from 'gray-matter';
import type { Nodes, Root, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { tidyText, type DocumentBlock, type ExtractedDocument } from './document.ts';
import { htmlFragmentBlocks } from './extract-html.ts';

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
/** An HTML block with structure of its own: lists, tables, headings or paragraphs inside. */
const HTML_BLOCK_TAG = /<(?:ul|ol|li|table|tr|dl|h[1-6]|p)\b/i;

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
      // A card or list written in HTML keeps its structure: its items are what a visitor asks about.
      if (HTML_BLOCK_TAG.test(node.value)) {
        blocks.push(...htmlFragmentBlocks(node.value));
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

/**
 * Characters of Markdown parsed at a time. A syntax tree of a 20 MB document took a 1.5 GB heap
 * (and about a minute of parsing); in pieces of this size the largest tree is a few MB, whatever
 * the document's size.
 */
export const MARKDOWN_PIECE_CHARS = 256 * 1024;

const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})/;
const ATX_HEADING = /^#{1,6}(?:[ \t]|$)/;
/** HTML blocks that a blank line does not end (CommonMark's kinds 1 and 2): they run to their closer. */
const RAW_HTML_OPEN = /^ {0,3}(?:<(script|pre|style|textarea)(?:\s|>|$)|<!--)/i;
/** A link reference or footnote definition: `[label]: destination` or `[^label]: text`. */
const DEFINITION = /^ {0,3}\[(\^?)((?:[^\]\\]|\\.)+)\]:/;
const normaliseLabel = (label: string) => label.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Markdown cut into pieces of about `pieceChars` that parse to the same blocks as the whole: each
 * cut is before an ATX heading that follows a blank line, outside fenced code and raw HTML (there a
 * heading always starts a new block, and no open list, quote or paragraph continues across it).
 * Link references and footnotes may be defined in another piece: each piece gets, appended, the
 * definitions it refers to (the document's first for each label, as CommonMark takes).
 */
export function markdownPieces(markdown: string, pieceChars = MARKDOWN_PIECE_CHARS): string[] {
  if (markdown.length <= pieceChars) return [markdown];
  const lines = markdown.split('\n');
  const definitions = new Map<string, string>();
  const pieces: string[][] = [[]];
  let pieceLength = 0;
  // The open fence's closer, built once when the fence opens (a 20 MB upload may be mostly code).
  let fenceCloser: RegExp | undefined;
  let rawHtmlCloser: RegExp | undefined;
  let previousBlank = true;
  // A definition cannot interrupt a paragraph: it starts after a blank line, a heading or another definition.
  let definitionMayStart = true;
  for (const line of lines) {
    let piece = pieces[pieces.length - 1];
    if (!fenceCloser && !rawHtmlCloser && previousBlank && pieceLength >= pieceChars && ATX_HEADING.test(line)) {
      piece = [];
      pieces.push(piece);
      pieceLength = 0;
    }
    piece.push(line);
    pieceLength += line.length + 1;
    previousBlank = line.trim() === '';
    const mayDefine = definitionMayStart;
    definitionMayStart = previousBlank || ATX_HEADING.test(line);
    if (fenceCloser) {
      if (fenceCloser.test(line)) fenceCloser = undefined;
      continue;
    }
    if (rawHtmlCloser) {
      if (rawHtmlCloser.test(line)) rawHtmlCloser = undefined;
      continue;
    }
    const fenceOpen = FENCE_OPEN.exec(line);
    if (fenceOpen && !(fenceOpen[1][0] === '`' && line.slice(fenceOpen[0].length).includes('`'))) {
      fenceCloser = new RegExp(`^ {0,3}\\${fenceOpen[1][0]}{${fenceOpen[1].length},}\\s*$`);
      continue;
    }
    const rawHtml = RAW_HTML_OPEN.exec(line);
    if (rawHtml) {
      const closer = rawHtml[1] ? new RegExp(`</${rawHtml[1]}>`, 'i') : /-->/;
      // The closer may be on the opening line itself, after the opener.
      if (!closer.test(line.slice(rawHtml[0].length))) rawHtmlCloser = closer;
      continue;
    }
    const definition = mayDefine ? DEFINITION.exec(line) : null;
    if (definition) {
      definitionMayStart = true;
      const key = normaliseLabel(definition[1] + definition[2]);
      if (!definitions.has(key)) definitions.set(key, definition[1] ? `${definition[0]} .` : line);
    }
  }
  return pieces.map((piece) => {
    const text = piece.join('\n');
    if (definitions.size === 0) return text;
    // Every bracketed label the piece has (`[text][label]`, `[label]`, `[^note]`): an extra definition changes nothing.
    const labels = new Set([...text.matchAll(/\[((?:[^[\]\\]|\\.)+)\]/g)].map((match) => normaliseLabel(match[1])));
    const wanted = [...definitions].filter(([key]) => labels.has(key)).map(([, line]) => line);
    // A blank line apart: a footnote's text would take the next line in as its continuation.
    return wanted.length > 0 ? `${text}\n\n${wanted.join('\n\n')}\n` : text;
  });
}

let grayMatter: typeof GrayMatter | undefined;

/**
 * The front matter's fields and the text after it. gray-matter and its YAML parser (~0.1 s of CPU to
 * load) are required by the first document that has front matter, not with this module.
 */
function frontMatter(markdown: string): { data: Record<string, unknown>; content: string } {
  // gray-matter's own test: no opening delimiter, no front matter, the text as it is.
  if (!markdown.startsWith('---')) return { data: {}, content: markdown };
  grayMatter ??= createRequire(import.meta.url)('gray-matter') as typeof GrayMatter;
  // Options, even none: without them gray-matter keeps every document it has read (and a Buffer
  // copy of it) in a cache for the life of the process.
  const { data, content } = grayMatter(markdown, {});
  return { data, content };
}

/** Parses Markdown (or MDX) into a title and blocks. `fallbackTitle` is used when there is no title. */
export function extractMarkdown(markdown: string, fallbackTitle = '', pieceChars = MARKDOWN_PIECE_CHARS): ExtractedDocument {
  const parsed = frontMatter(markdown.replace(/^\uFEFF/, ''));
  const data = parsed.data;
  const blocks: DocumentBlock[] = [];
  // One piece's tree at a time: it is garbage once its blocks are taken.
  for (const piece of markdownPieces(stripMdxSyntax(parsed.content), pieceChars)) {
    const tree: Root = fromMarkdown(piece, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
    for (const node of tree.children) blocksOf(node, blocks);
  }
  const firstH1 = blocks.find((block) => block.kind === 'heading' && block.depth === 1);
  const frontTitle = typeof data.title === 'string' ? tidyText(data.title) : '';
  const title = frontTitle || (firstH1?.kind === 'heading' ? firstH1.text : '') || fallbackTitle;
  const slug = typeof data.slug === 'string' ? data.slug : typeof data.id === 'string' ? data.id : undefined;
  return { title, blocks, slug };
}
