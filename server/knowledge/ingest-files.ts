// Ingestion of the product's own content files, uploaded files, folders of documents and pasted
// text. Each reads, extracts with the parser for its type, splits and saves one source.
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, extname, join, relative, sep } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Store } from '../store/db.ts';
import { sources } from '../store/schema.ts';
import type { ExtractedDocument } from './document.ts';
import { extractFile, MAX_FILE_BYTES, SUPPORTED_FILE_TYPES } from './extract-file.ts';
import { extractPlainText, extractQuestionAnswers, type QuestionAnswer } from './extract-text.ts';
import { saveSource, type IngestResult, type SaveOptions, type SourceKind } from './ingest.ts';
import { readFileJob } from './parse-job.ts';
import { parseOffThread } from './parse-pool.ts';
import { splitSections } from './split-sections.ts';

export { extractFile, MAX_FILE_BYTES, SUPPORTED_FILE_TYPES } from './extract-file.ts';

interface DocumentSource {
  organisationId: string;
  kind: SourceKind;
  location: string;
  /** Section names start with this; defaults to the document's title. */
  name?: string;
  publicUrl: string;
}

export function saveDocument(store: Store, document: ExtractedDocument, source: DocumentSource, options: SaveOptions = {}) {
  const name = source.name || document.title || source.location;
  const drafts = splitSections(document, { sourceName: name, publicUrl: source.publicUrl });
  return saveSource(store, { ...source, name, sections: drafts }, options);
}

/**
 * A content file shipped with the product (the demo pages). Its location is `content/<file name>`
 * so that re-seeding from another working directory finds the same source.
 */
export async function ingestContentFile(
  store: Store,
  options: { organisationId: string; path: string; publicUrl: string; name?: string; force?: boolean; offThread?: boolean },
): Promise<IngestResult> {
  const { path, ...rest } = options;
  return ingestFileBytes(store, { ...rest, kind: 'content', fileName: path, location: `content/${basename(path)}`, bytes: await readFile(path) });
}

/**
 * An uploaded file (HTML, Markdown, plain text or PDF): read and split by the parse job, the
 * one route from bytes to a saved source. `offThread`: in a parse worker, as uploads over HTTP
 * are (the server's seed and reindex): the Markdown parser and WordNet's ~34 MB of files then
 * live and die with that thread. Read here, their buffers, freed, stayed resident in the server
 * (about 50 MB of its peak under load); the CLI reads here.
 */
export async function ingestFileBytes(
  store: Store,
  options: {
    organisationId: string;
    fileName: string;
    bytes: Uint8Array;
    publicUrl?: string;
    name?: string;
    location?: string;
    force?: boolean;
    offThread?: boolean;
    kind?: Extract<SourceKind, 'file' | 'content'>;
  },
): Promise<IngestResult> {
  if (options.bytes.byteLength > MAX_FILE_BYTES) throw new Error(`${options.fileName} is larger than ${MAX_FILE_BYTES} bytes`);
  const location = options.location ?? options.fileName;
  const publicUrl = options.publicUrl ?? '';
  const job = { kind: 'file', bytes: options.bytes, fileName: options.fileName, name: options.name, location, publicUrl } as const;
  const split = options.offThread ? await parseOffThread(job) : await readFileJob(job);
  return saveSource(
    store,
    { organisationId: options.organisationId, kind: options.kind ?? 'file', location, name: split.name, publicUrl, sections: split.sections, expansions: split.expansions },
    { force: options.force },
  );
}

/** Lists the supported files under a folder, depth first, in a stable order. */
export async function listDocumentFiles(folder: string): Promise<string[]> {
  const found: string[] = [];
  const visit = async (dir: string) => {
    const entries = (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await visit(path);
      else if (entry.isFile() && SUPPORTED_FILE_TYPES.includes(extname(entry.name).toLowerCase())) found.push(path);
    }
  };
  await visit(folder);
  return found;
}

export interface FolderProgress {
  done: number;
  total: number;
  path: string;
  result?: IngestResult;
  error?: string;
}

/**
 * A whole folder of documents, one source per file. With `baseUrl`, each file's sections link to
 * baseUrl + its slug (front-matter slug/id, else its path without extension), as a docs site does.
 */
export async function ingestFolder(
  store: Store,
  options: { organisationId: string; folder: string; baseUrl?: string; force?: boolean; onProgress?: (progress: FolderProgress) => void },
): Promise<{ results: IngestResult[]; failures: { path: string; error: string }[] }> {
  const files = await listDocumentFiles(options.folder);
  const results: IngestResult[] = [];
  const failures: { path: string; error: string }[] = [];
  // A folder's files share most of their words: each is expanded once per import, not once per file.
  const expandedWords = new Set<string>();
  for (const [index, path] of files.entries()) {
    const relativePath = relative(options.folder, path).split(sep).join('/');
    try {
      const info = await stat(path);
      if (info.size > MAX_FILE_BYTES) throw new Error(`larger than ${MAX_FILE_BYTES} bytes`);
      const document = await extractFile(await readFile(path), path);
      const slug = (document.slug ?? relativePath.replace(/\.[^.]+$/, '')).replace(/^\/+/, '');
      const publicUrl = options.baseUrl ? new URL(slug, options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`).href : '';
      const result = await saveDocument(
        store,
        document,
        { organisationId: options.organisationId, kind: 'file', location: relativePath, publicUrl },
        { force: options.force, expandedWords },
      );
      results.push(result);
      options.onProgress?.({ done: index + 1, total: files.length, path: relativePath, result });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      failures.push({ path: relativePath, error: message });
      options.onProgress?.({ done: index + 1, total: files.length, path: relativePath, error: message });
    }
  }
  return { results, failures };
}

/** Pasted text; `location` names it within the organisation (re-pasting under it replaces it). */
export function ingestText(
  store: Store,
  options: { organisationId: string; name: string; text: string; publicUrl?: string; location?: string },
): Promise<IngestResult> {
  const document = extractPlainText(options.text, options.name);
  return saveDocument(store, document, {
    organisationId: options.organisationId,
    kind: 'text',
    location: options.location ?? `text:${options.name}`,
    name: options.name,
    publicUrl: options.publicUrl ?? '',
  });
}

/** Pasted question-and-answer pairs: one section per question. */
export function ingestQuestionAnswers(
  store: Store,
  options: { organisationId: string; name: string; pairs: QuestionAnswer[]; publicUrl?: string; location?: string },
): Promise<IngestResult> {
  const document = extractQuestionAnswers(options.pairs, options.name);
  return saveDocument(store, document, {
    organisationId: options.organisationId,
    kind: 'text',
    location: options.location ?? `qa:${options.name}`,
    name: options.name,
    publicUrl: options.publicUrl ?? '',
  });
}

/** The organisation's sources by location, or the one with `sourceId` (none when it is another's). */
export async function listSources(store: Store, organisationId: string, sourceId?: string) {
  return store.db
    .select({
      id: sources.id,
      kind: sources.kind,
      name: sources.name,
      location: sources.location,
      publicUrl: sources.publicUrl,
      status: sources.status,
      error: sources.error,
      sectionCount: sources.sectionCount,
      updatedAt: sources.updatedAt,
    })
    .from(sources)
    .where(and(eq(sources.organisationId, organisationId), sourceId === undefined ? undefined : eq(sources.id, sourceId)))
    .orderBy(sources.location);
}
