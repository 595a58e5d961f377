// Stores a source's sections. Unchanged content (same hash) changes nothing; changed content
// replaces the old sections: written in small batches under a new generation, then published in
// one statement (source-generations.ts), so a reader sees either the old sections or the new
// ones, never a mix or none, and other organisations' requests are served all along.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Store } from '../store/db.ts';
import { sources } from '../store/schema.ts';
import type { SectionDraft } from './document.ts';
import type { ExpansionRow } from './lexicon/expansions.ts';
import { refreshSemanticIndex } from './embeddings/semantic-index.ts';
import { ingestProgress, yieldToOthers } from './ingest-progress.ts';
import { onPage, onSourcePage } from './section-urls.ts';
import { abandonGeneration, claimGeneration, existingSource, publishGeneration, removeGenerations, writeGeneration } from './source-generations.ts';

export type SourceKind = 'content' | 'url' | 'file' | 'text';

export interface SourceDraft {
  organisationId: string;
  kind: SourceKind;
  /** URL, file name or content path: what identifies the source within its organisation. */
  location: string;
  name: string;
  publicUrl: string;
  sections: SectionDraft[];
  /** The sections' word expansions when a parse worker computed them; else computed here. */
  expansions?: ExpansionRow[];
}

export interface IngestResult {
  sourceId: string;
  location: string;
  status: 'created' | 'updated' | 'unchanged';
  sectionCount: number;
}

/**
 * What identifies a source's content: the SHA-256 of JSON.stringify([kind, name, publicUrl,
 * sections]), fed a section at a time with pauses so a 20 MB source is not one long block.
 */
export async function contentHash(draft: Pick<SourceDraft, 'kind' | 'name' | 'publicUrl' | 'sections'>): Promise<string> {
  const hash = createHash('sha256').update(`[${JSON.stringify(draft.kind)},${JSON.stringify(draft.name)},${JSON.stringify(draft.publicUrl)},[`);
  for (const [index, section] of draft.sections.entries()) {
    hash.update(`${index > 0 ? ',' : ''}${JSON.stringify(section)}`);
    if (index % 500 === 499) await yieldToOthers();
  }
  return hash.update(']]').digest('hex');
}

export interface SaveOptions {
  /** Write again even when the content is unchanged. */
  force?: boolean;
  /**
   * Words of the organisation whose WordNet expansions an earlier source of the same import has
   * stored (its sources share most of their words): they are not expanded again, and the words
   * this source stores are added once its sections are written.
   */
  expandedWords?: Set<string>;
}

export async function saveSource(store: Store, given: SourceDraft, options: SaveOptions = {}): Promise<IngestResult> {
  const result = await saveSections(store, given, options);
  // Outside the transaction: embedding calls a remote server, and a failure there never fails ingestion.
  await refreshSemanticIndex(store, given.organisationId);
  return result;
}

/**
 * A source's sections are written under a new generation in small transactions, with other
 * requests served between them (on PGlite one long transaction would hold every query of every
 * organisation), then published in one statement; the old generation is removed after, also in
 * batches. Concurrent writes of one source each claim their own generation; the newest published wins.
 */
async function saveSections(store: Store, given: SourceDraft, options: SaveOptions): Promise<IngestResult> {
  const [existing] = await existingSource(store.db, given);
  // Read again without a public URL (a file re-uploaded over HTTP that a folder import had
  // given its site's URL), the source keeps the one it has rather than losing its links.
  const keptPublicUrl = !given.publicUrl && existing?.publicUrl ? existing.publicUrl : undefined;
  const draft = keptPublicUrl ? { ...given, publicUrl: keptPublicUrl, sections: onPage(given.sections, keptPublicUrl) } : given;
  const hash = await contentHash(draft);
  if (existing && existing.contentHash === hash && existing.status === 'ready' && !options.force) {
    return { sourceId: existing.id, location: draft.location, status: 'unchanged', sectionCount: draft.sections.length };
  }
  const { sourceId, generation } = await claimGeneration(store, draft);
  // No public page: the sections link to the one Korero serves (its path needs the source id).
  const sectionDrafts = draft.publicUrl ? draft.sections : onSourcePage(draft.sections, draft.organisationId, sourceId);
  const target = { organisationId: draft.organisationId, sourceId, generation };
  try {
    await writeGeneration(store, target, sectionDrafts, { expansions: draft.expansions, expandedWords: options.expandedWords });
  } catch (error) {
    // Never published: answers still read the old sections; this write's partial ones go.
    await abandonGeneration(store, target).catch(() => {});
    ingestProgress.emit('abandoned', { organisationId: draft.organisationId, sourceId, error: error instanceof Error ? error.message : String(error) });
    throw error;
  }
  const published = await publishGeneration(store, sourceId, generation, {
    kind: draft.kind,
    name: draft.name,
    publicUrl: draft.publicUrl,
    contentHash: hash,
    status: 'ready',
    error: null,
    sectionCount: draft.sections.length,
    updatedAt: Date.now(),
  });
  if (published) ingestProgress.emit('published', { organisationId: draft.organisationId, sourceId, sectionCount: draft.sections.length });
  // Published: every older generation goes (a crashed write's too). Beaten by a newer write: ours goes.
  await removeGenerations(store, draft.organisationId, sourceId, published ? { below: generation } : { only: generation });
  return { sourceId, location: draft.location, status: existing ? 'updated' : 'created', sectionCount: draft.sections.length };
}

/**
 * A stored source that could not be read again: it keeps its sections (answers still cite what it
 * last said) and shows `failed` with the reason until a read succeeds. A location never stored
 * stays unstored: that attempt's caller reports the error. True when a source was marked.
 */
export async function markSourceFailed(store: Store, organisationId: string, location: string, error: string): Promise<boolean> {
  const marked = await store.db
    .update(sources)
    .set({ status: 'failed', error, updatedAt: Date.now() })
    .where(and(eq(sources.organisationId, organisationId), eq(sources.location, location)))
    .returning({ id: sources.id });
  return marked.length > 0;
}

export async function deleteSource(store: Store, organisationId: string, sourceId: string): Promise<boolean> {
  // Hidden at once (no generation -1 exists), then its sections go in batches, then the row.
  const [hidden] = await store.db
    .update(sources)
    .set({ generation: -1 })
    .where(and(eq(sources.organisationId, organisationId), eq(sources.id, sourceId)))
    .returning({ id: sources.id });
  if (!hidden) return false;
  await removeGenerations(store, organisationId, sourceId, 'all');
  await store.db.delete(sources).where(eq(sources.id, sourceId));
  await refreshSemanticIndex(store, organisationId);
  return true;
}
