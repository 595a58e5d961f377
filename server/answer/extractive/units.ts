// A section body (the tidy Markdown that ingestion stores) split into the pieces an answer can
// quote: sentences, list items, table rows (with their header) and code blocks. Each unit knows its
// sub-heading, so a FAQ answer is found by its question.

export interface QuoteUnit {
  kind: 'sentence' | 'item' | 'row' | 'code';
  text: string;
  /** Units of the same paragraph, list or table share a group; quoting keeps their order. */
  group: number;
  /** The `###` sub-heading above it ('' if none). */
  subheading: string;
  /** The table's header cells, for rows. */
  header?: string[];
  /** Someone's words in quotation marks (a testimonial, a review): never stated as the organisation's. */
  quoted?: boolean;
}

/** A paragraph that is a quotation: in quotation marks, maybe followed by who said it, or a block quote. */
const QUOTATION = /^(?:>|["“][^]*["”](?:\s*[—–-]+\s*[^"“”]+)?$)/;

const SENTENCE_END = /(?<=[.!?])["”)]?\s+(?=["“(]?[A-Z0-9])/;
/** Abbreviations that end with a full stop but do not end a sentence. */
const ABBREVIATION = /\b(e\.g|i\.e|etc|approx|incl|Dr|Mr|Mrs|Ms|St|No|vs)\.$/;

export function splitSentences(paragraph: string): string[] {
  const pieces = paragraph.split(SENTENCE_END);
  const sentences: string[] = [];
  for (const piece of pieces) {
    const previous = sentences[sentences.length - 1];
    if (previous !== undefined && ABBREVIATION.test(previous)) sentences[sentences.length - 1] = `${previous} ${piece}`;
    else sentences.push(piece);
  }
  return sentences.map((sentence) => sentence.trim()).filter(Boolean);
}

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'));

/** Blank-line separated blocks, keeping fenced code (which may hold blank lines) in one block. */
function bodyBlocks(body: string): string[] {
  const blocks: string[] = [];
  let current: string[] = [];
  let inFence = false;
  for (const line of body.split('\n')) {
    if (line.startsWith('```')) inFence = !inFence;
    if (!inFence && !line.trim()) {
      if (current.length) blocks.push(current.join('\n'));
      current = [];
    } else {
      current.push(line);
    }
  }
  if (current.length) blocks.push(current.join('\n'));
  return blocks;
}

export function bodyUnits(body: string): QuoteUnit[] {
  const units: QuoteUnit[] = [];
  let subheading = '';
  let group = 0;
  for (const block of bodyBlocks(body)) {
    const text = block.trim();
    if (!text) continue;
    group += 1;
    if (text.startsWith('### ')) {
      subheading = text.slice(4).trim();
    } else if (text.startsWith('```')) {
      units.push({ kind: 'code', text, group, subheading });
    } else if (text.startsWith('|')) {
      const [header, , ...rows] = text.split('\n');
      for (const row of rows) units.push({ kind: 'row', text: row, group, subheading, header: cells(header) });
    } else if (text.startsWith('- ')) {
      for (const item of text.split('\n')) units.push({ kind: 'item', text: item.replace(/^- /, ''), group, subheading });
    } else {
      const quoted = QUOTATION.test(text) || undefined;
      for (const sentence of splitSentences(text.replace(/\n/g, ' '))) units.push({ kind: 'sentence', text: sentence, group, subheading, quoted });
    }
  }
  return units;
}

/** The text a unit is matched on: a row is read with its header ("Price (NZD)"), as a reader does. */
export function unitSearchText(unit: QuoteUnit): string {
  return unit.kind === 'row' ? [...(unit.header ?? []), ...cells(unit.text)].join(' ') : unit.text;
}

export { cells as tableCells };
