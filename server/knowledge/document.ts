// The shape every extractor (Markdown, HTML, PDF, plain text) produces, so that splitting,
// hashing and indexing do not care where a document came from.

export type DocumentBlock =
  | { kind: 'heading'; depth: number; text: string; /** The page's own anchor, when it has one. */ anchor?: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'table'; header: string[]; rows: string[][] }
  | { kind: 'code'; text: string; lang: string };

export interface ExtractedDocument {
  /** The document's title: front matter, <title>, first `#` heading or file name. */
  title: string;
  blocks: DocumentBlock[];
  /** Front-matter fields that shape a public URL (Docusaurus `slug` or `id`). */
  slug?: string;
}

/** A section as stored: what a citation shows (name) and opens (url). */
export interface SectionDraft {
  heading: string;
  name: string;
  url: string;
  /** Tidy Markdown: paragraphs, `- ` items, GFM tables, `### ` sub-headings. */
  body: string;
}

/** Collapse whitespace the way a reader sees it. */
export function tidyText(text: string): string {
  return text.replace(/\u00a0/g, ' ').replace(/\s+/g, ' ').trim();
}
