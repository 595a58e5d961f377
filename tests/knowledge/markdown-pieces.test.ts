// A large Markdown document is parsed in pieces cut at headings (bounded memory: one piece's syntax
// tree at a time); the pieces must read as the whole does, whatever the document holds.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { largeMarkdown } from '../../bench/large-markdown.ts';
import { extractMarkdown, markdownPieces } from '../../server/knowledge/extract-markdown.ts';

const REPO_ROOT = join(import.meta.dirname, '..', '..');
const WHOLE = Number.POSITIVE_INFINITY;

/** Blocks a cut at a blank line and a heading could break if it were made in the wrong place. */
const TRICKY = [
  '# Guide\n\nSee [the prices][prices] and [Booking] and a note[^refund].\n',
  '```md\nA fence\n\n# not a heading inside code\n\nstill code\n```\n',
  '~~~~\n\n## tilde fence, not a heading\n~~~\n\n## still in it\n~~~~\n',
  '<!-- a comment\n\n# not a heading inside a comment\n\n-->\n',
  '<pre>\n\n# preformatted, not a heading\n\n</pre>\n',
  '- a list item\n\n  with a second paragraph\n\n- another\n',
  '> a quote\n>\n> # a heading in the quote\n',
  '| a | b |\n|---|---|\n| 1 | 2 |\n',
  'Text\n[not]: a definition, it continues the paragraph\n',
  '## Prices\n\nThe [prices] are on [Booking][].\n',
  '[prices]: https://example.org/prices\n[booking]: https://example.org/book "Book"\n',
  '[^refund]: Refunds within 14 days.\n',
  '## Refunds\n\nSee[^refund] and [PRICES].\n',
];

const readAlike = (markdown: string, pieceChars: number) => expect(extractMarkdown(markdown, 'T', pieceChars)).toEqual(extractMarkdown(markdown, 'T', WHOLE));

describe('Markdown parsed in pieces', () => {
  it('reads the demo content files as their whole does, cut at every heading it may', () => {
    for (const file of readdirSync(join(REPO_ROOT, 'content')).filter((name) => name.endsWith('.md'))) {
      const markdown = readFileSync(join(REPO_ROOT, 'content', file), 'utf8');
      expect(markdownPieces(markdown, 1).length).toBeGreaterThan(10);
      readAlike(markdown, 1);
    }
  });

  it('never cuts inside code, comments or preformatted HTML, and carries link and footnote definitions to the pieces that use them', () => {
    const markdown = TRICKY.join('\n');
    const pieces = markdownPieces(markdown, 1);
    expect(pieces.some((piece) => piece.includes('# not a heading inside code'))).toBe(true);
    for (const piece of pieces) {
      expect(piece.trimStart().startsWith('# not a heading') || piece.trimStart().startsWith('## still in it')).toBe(false);
    }
    const prices = extractMarkdown(markdown, 'T', 1).blocks.find((block) => block.kind === 'paragraph' && block.text.startsWith('The prices'));
    expect(prices).toEqual({ kind: 'paragraph', text: 'The prices are on Booking.' });
    readAlike(markdown, 1);
  });

  it('reads any arrangement of such blocks as the whole does', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...TRICKY, '## Part\n\nA paragraph.\n', '### Detail\n\n1. one\n2. two\n'), { minLength: 1, maxLength: 25 }), fc.integer({ min: 1, max: 400 }), (blocks, pieceChars) => {
        readAlike(blocks.join('\n'), pieceChars);
      }),
      { numRuns: 100 },
    );
  });

  it("keeps every piece of a large manual near the piece size, so the parse's memory does not grow with the document", () => {
    const markdown = largeMarkdown(2 * 1024 * 1024);
    const pieces = markdownPieces(markdown, 64 * 1024);
    expect(pieces.length).toBeGreaterThan(25);
    // A piece ends at the first heading after the size: one part of the manual (~10 KB) at most beyond it.
    for (const piece of pieces) expect(piece.length).toBeLessThan(64 * 1024 + 16 * 1024);
    expect(pieces.join('\n')).toBe(markdown);
  });
});
