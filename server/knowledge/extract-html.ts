// HTML to blocks with cheerio: the page's main content only (main/article/role=main when present),
// without navigation, headers, footers, scripts or forms. Links are collected from the whole page
// first, because a crawl follows the navigation that the extracted text leaves out.
import type { CheerioAPI } from 'cheerio';
import { cheerio } from './load-cheerio.ts';
import type { AnyNode, Element } from 'domhandler';
import { tidyText, type DocumentBlock, type ExtractedDocument } from './document.ts';

export interface ExtractedPage extends ExtractedDocument {
  /** Absolute http(s) links found on the page, without fragments. */
  links: string[];
  /** <meta name="robots" content="noindex"> or "nofollow". */
  noindex: boolean;
  nofollow: boolean;
}

const NOISE =
  'script, style, noscript, template, svg, canvas, iframe, object, nav, header, footer, aside, form, button, select, ' +
  '[role=navigation], [role=banner], [role=contentinfo], [aria-hidden=true], [hidden], .sidebar, .menu, .breadcrumbs, .cookie-banner';
const MAIN = ['main', 'article', '[role=main]', '#content', '.content'];
const BLOCK_TAGS = new Set([
  'address', 'article', 'aside', 'blockquote', 'dd', 'details', 'div', 'dl', 'dt', 'fieldset', 'figcaption', 'figure',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'li', 'main', 'ol', 'p', 'pre', 'section', 'summary', 'table', 'ul',
]);

const isElement = (node: AnyNode): node is Element => node.type === 'tag';

function headingAnchor($: CheerioAPI, heading: Element): string | undefined {
  const own = $(heading).attr('id');
  if (own) return own;
  const inner = $(heading).find('[id], a[name]').first();
  return inner.attr('id') ?? inner.attr('name') ?? undefined;
}

function walk($: CheerioAPI, node: Element, blocks: DocumentBlock[]): void {
  const tag = node.tagName.toLowerCase();
  const text = () => tidyText($(node).text());
  if (/^h[1-6]$/.test(tag)) {
    const heading = text();
    if (heading) blocks.push({ kind: 'heading', depth: Number(tag[1]), text: heading, anchor: headingAnchor($, node) });
    return;
  }
  if (tag === 'ul' || tag === 'ol') {
    const items = $(node).children('li').toArray().map((item) => tidyText($(item).text())).filter(Boolean);
    if (items.length) blocks.push({ kind: 'list', items });
    return;
  }
  if (tag === 'dl') {
    const items = $(node)
      .children('dt')
      .toArray()
      .map((term) => `${tidyText($(term).text())}: ${tidyText($(term).nextUntil('dt', 'dd').text())}`);
    if (items.length) blocks.push({ kind: 'list', items });
    return;
  }
  if (tag === 'table') {
    const rows = $(node)
      .find('tr')
      .toArray()
      .map((row) => $(row).children('th, td').toArray().map((cell) => tidyText($(cell).text())))
      .filter((row) => row.some(Boolean));
    const [header, ...rest] = rows;
    if (header) blocks.push({ kind: 'table', header, rows: rest });
    return;
  }
  if (tag === 'pre') {
    const code = $(node).text();
    if (code.trim()) blocks.push({ kind: 'code', text: code, lang: '' });
    return;
  }
  const children = node.children;
  const hasBlockChild = children.some((child) => isElement(child) && BLOCK_TAGS.has(child.tagName.toLowerCase()));
  if (!hasBlockChild) {
    const paragraph = text();
    if (paragraph) blocks.push({ kind: 'paragraph', text: paragraph });
    return;
  }
  walkMixed($, children, blocks);
}

/** Mixed content: loose text between block children becomes its own paragraph. */
function walkMixed($: CheerioAPI, children: AnyNode[], blocks: DocumentBlock[]): void {
  let loose = '';
  const flushLoose = () => {
    const paragraph = tidyText(loose);
    if (paragraph) blocks.push({ kind: 'paragraph', text: paragraph });
    loose = '';
  };
  for (const child of children) {
    if (isElement(child) && BLOCK_TAGS.has(child.tagName.toLowerCase())) {
      flushLoose();
      walk($, child, blocks);
    } else {
      loose += $(child).text();
    }
  }
  flushLoose();
}

/**
 * The blocks of an HTML fragment inside another document (a card of links in a Markdown page): its
 * headings, lists and paragraphs as the page's own, not one run-on paragraph of all its text.
 */
export function htmlFragmentBlocks(html: string): DocumentBlock[] {
  const $ = cheerio().load(html, null, false);
  $(NOISE).remove();
  const blocks: DocumentBlock[] = [];
  walkMixed($, $.root().contents().toArray(), blocks);
  return blocks;
}

export function extractHtml(html: string, pageUrl?: string): ExtractedPage {
  const $ = cheerio().load(html);
  const robots = ($('meta[name="robots"]').attr('content') ?? '').toLowerCase();
  const links = new Set<string>();
  $('a[href]').each((_, anchor) => {
    const href = $(anchor).attr('href') ?? '';
    try {
      const url = new URL(href, pageUrl);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
      url.hash = '';
      links.add(url.href);
    } catch {
      // Not a URL: nothing to follow.
    }
  });
  const pageTitle = tidyText($('title').first().text());
  $(NOISE).remove();
  const mainSelector = MAIN.find((selector) => $(selector).length > 0);
  const root = (mainSelector ? $(mainSelector).first() : $('body').first()).get(0);
  const blocks: DocumentBlock[] = [];
  if (root && isElement(root)) walk($, root, blocks);
  const firstH1 = blocks.find((block) => block.kind === 'heading' && block.depth === 1);
  return {
    title: (firstH1?.kind === 'heading' ? firstH1.text : '') || pageTitle,
    blocks,
    links: [...links],
    noindex: robots.includes('noindex'),
    nofollow: robots.includes('nofollow'),
  };
}
