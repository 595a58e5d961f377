// PDF text with unpdf (pdf.js). A PDF has no reliable headings, so each page is a section and its
// citation opens the PDF at that page (#page=N is understood by browsers' PDF viewers).
import { extractText, getDocumentProxy, getMeta } from 'unpdf';
import { tidyText, type DocumentBlock, type ExtractedDocument } from './document.ts';

/** Pages are split into paragraphs where a line ends a sentence, so quoting stays readable. */
function pageParagraphs(text: string): string[] {
  const paragraphs: string[] = [];
  let current = '';
  for (const line of text.split('\n')) {
    current += ` ${line}`;
    if (/[.!?:]\s*$/.test(line) || !line.trim()) {
      if (tidyText(current)) paragraphs.push(tidyText(current));
      current = '';
    }
  }
  if (tidyText(current)) paragraphs.push(tidyText(current));
  return paragraphs;
}

export async function extractPdf(bytes: Uint8Array, fallbackTitle: string): Promise<ExtractedDocument> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const meta = await getMeta(pdf).catch(() => ({ info: {} as Record<string, unknown> }));
    const info = meta.info as Record<string, unknown>;
    const { text } = await extractText(pdf, { mergePages: false });
    const blocks: DocumentBlock[] = [];
    text.forEach((pageText, index) => {
      const paragraphs = pageParagraphs(pageText);
      if (paragraphs.length === 0) return;
      blocks.push({ kind: 'heading', depth: 2, text: `Page ${index + 1}`, anchor: `page=${index + 1}` });
      for (const paragraph of paragraphs) blocks.push({ kind: 'paragraph', text: paragraph });
    });
    const title = typeof info.Title === 'string' && info.Title.trim() ? tidyText(info.Title) : fallbackTitle;
    return { title, blocks };
  } finally {
    await pdf.destroy();
  }
}
