// What the parse worker does, as plain functions: the CPU-heavy reading of a document (a 20 MB
// Markdown file is over a minute of parsing) that must not run on the thread serving requests.
// parse-pool.ts runs these in a worker thread; they are also callable in-thread (the CLI, tests).
import type { SectionDraft } from './document.ts';
import { extractHtml, type ExtractedPage } from './extract-html.ts';
import { extractFile } from './extract-file.ts';
import { expansionRows, type ExpansionRow } from './lexicon/expansions.ts';
import { splitSections } from './split-sections.ts';

/** A file to read and split: an upload, or a fetched document that is not HTML (a PDF). */
export interface FileJob {
  kind: 'file';
  bytes: Uint8Array;
  fileName: string;
  /** Section names start with this; defaults to the document's title, else `location`. */
  name?: string;
  location: string;
  publicUrl: string;
}

/** A fetched HTML page: its text blocks, links and robots directives. */
export interface PageJob {
  kind: 'page';
  html: string;
  url: string;
}

export type ParseJob = FileJob | PageJob;

export interface SplitDocument {
  /** The name the sections carry (the given name, the title or the location). */
  name: string;
  title: string;
  blockCount: number;
  sections: SectionDraft[];
  /** WordNet's expansions of the sections' words (lexicon/expansions.ts), computed here too. */
  expansions: ExpansionRow[];
}

export type ParseResult<Job extends ParseJob> = Job extends FileJob ? SplitDocument : ExtractedPage;

export async function readFileJob(job: FileJob): Promise<SplitDocument> {
  const document = await extractFile(job.bytes, job.fileName);
  const name = job.name || document.title || job.location;
  const sections = splitSections(document, { sourceName: name, publicUrl: job.publicUrl });
  const expansions = expansionRows(sections.map((section) => `${section.heading}\n${section.body}`));
  return { name, title: document.title, blockCount: document.blocks.length, sections, expansions };
}

export function readPageJob(job: PageJob): ExtractedPage {
  return extractHtml(job.html, job.url);
}
