// Reads a file's document by its extension: the parsers every ingestion path shares. Light on
// imports (no store): the parse worker (parse-worker.ts) loads it.
import { basename, extname } from 'node:path';
import type { ExtractedDocument } from './document.ts';
import { extractHtml } from './extract-html.ts';
import { extractPdf } from './extract-pdf.ts';
import { extractPlainText } from './extract-text.ts';

export const SUPPORTED_FILE_TYPES = ['.md', '.mdx', '.markdown', '.html', '.htm', '.txt', '.text', '.pdf'];

/** Largest uploaded or imported file read, in bytes. */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

export const titleFromFileName = (fileName: string) =>
  basename(fileName, extname(fileName))
    .replace(/[-_]+/g, ' ')
    .replace(/^\w/, (letter) => letter.toUpperCase());

/** Extracts a file's document by its extension. */
export async function extractFile(bytes: Uint8Array, fileName: string): Promise<ExtractedDocument> {
  const extension = extname(fileName).toLowerCase();
  const fallbackTitle = titleFromFileName(fileName);
  const text = () => new TextDecoder().decode(bytes);
  switch (extension) {
    case '.md':
    case '.mdx':
    case '.markdown': {
      // The Markdown parser (micromark, mdast, GFM: ~0.2 s of CPU to load) comes with the first Markdown read, not at every start.
      const { extractMarkdown } = await import('./extract-markdown.ts');
      return extractMarkdown(text(), fallbackTitle);
    }
    case '.html':
    case '.htm': {
      const page = extractHtml(text());
      return { title: page.title || fallbackTitle, blocks: page.blocks };
    }
    case '.txt':
    case '.text':
      return extractPlainText(text(), fallbackTitle);
    case '.pdf':
      return extractPdf(bytes, fallbackTitle);
    default:
      throw new Error(`Unsupported file type "${extension || fileName}"; supported: ${SUPPORTED_FILE_TYPES.join(', ')}`);
  }
}

