// Stores a source's sections. Unchanged content (same hash) changes nothing; changed content
// replaces the old sections, the source row and the organisation's vocabulary in one transaction,
// so a reader sees either the old sections or the new ones, never a mix or none.
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Store } from '../store/db.ts';
import { sections, sources } from '../store/schema.ts';
import type { SectionDraft } from './document.ts';
import { refreshSemanticIndex } from './embeddings/semantic-index.ts';
import { addWordExpansions } from './lexicon/expansions.ts';
import { onPage, onSourcePage } from './section-urls.ts';

export type SourceKind = 'content' | 'url' | 'file' | 'text';

export interface SourceDraft {
  organisationId: string;
  kind: SourceKind;
  /** URL, file name or content path: what identifies the source within its organisation. */
  location: string;
  name: string;
  publicUrl: string;
  sections: SectionDraft[];
}

export interface IngestResult {
  sourceId: string;
  location: string;
  status: 'created' | 'updated' | 'unchanged';
  sectionCount: number;
}

export function contentHash(draft: Pick<SourceDraft, 'kind' | 'name' | 'publicUrl' | 'sections'>): string {
  return createHash('sha256')
    .update(JSON.stringify([draft.kind, draft.name, draft.publicUrl, draft.sections]))
    .digest('hex');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type Executor = Pick<Store['db'], 'execute'>;

/**
 * Adds (sign 1) or removes (sign -1) one source's lexemes to its organisation's vocabulary.
 * ts_stat takes its query as text, so the source id is inlined — after checking it is a UUID.
 */
export async function adjustVocabulary(db: Executor, organisationId: string, sourceId: string, sign: 1 | -1): Promise<void> {
  if (!UUID.test(sourceId)) throw new Error(`not a source id: ${sourceId}`);
  const statQuery = `SELECT search FROM sections WHERE source_id = '${sourceId}'`;
  await db.execute(sql`
    INSERT INTO vocabulary (organisation_id, lexeme, section_count)
    SELECT ${organisationId}, word, ndoc * ${sign} FROM ts_stat(${statQuery})
    ON CONFLICT (organisation_id, lexeme) DO UPDATE SET section_count = vocabulary.section_count + excluded.section_count`);
  if (sign < 0) {
    await db.execute(sql`DELETE FROM vocabulary WHERE organisation_id = ${organisationId} AND section_count <= 0`);
  }
}

const INSERT_CHUNK = 200;

export async function saveSource(store: Store, given: SourceDraft, options: { force?: boolean } = {}): Promise<IngestResult> {
  const result = await saveSections(store, given, options);
  // Outside the transaction: embedding calls a remote server, and a failure there never fails ingestion.
  await refreshSemanticIndex(store, given.organisationId);
  return result;
}

async function saveSections(store: Store, given: SourceDraft, options: { force?: boolean }): Promise<IngestResult> {
  const now = Date.now();
  return store.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: sources.id, contentHash: sources.contentHash, status: sources.status, publicUrl: sources.publicUrl })
      .from(sources)
      .where(and(eq(sources.organisationId, given.organisationId), eq(sources.location, given.location)))
      .for('update');
    // Read again without a public URL (a file re-uploaded over HTTP that a folder import had
    // given its site's URL), the source keeps the one it has rather than losing its links.
    const keptPublicUrl = !given.publicUrl && existing?.publicUrl ? existing.publicUrl : undefined;
    const draft = keptPublicUrl ? { ...given, publicUrl: keptPublicUrl, sections: onPage(given.sections, keptPublicUrl) } : given;
    const hash = contentHash(draft);
    if (existing && existing.contentHash === hash && existing.status === 'ready' && !options.force) {
      return { sourceId: existing.id, location: draft.location, status: 'unchanged', sectionCount: draft.sections.length };
    }
    const sourceId = existing?.id ?? randomUUID();
    // No public page: the sections link to the one Korero serves (its path needs the source id).
    const sectionDrafts = draft.publicUrl ? draft.sections : onSourcePage(draft.sections, draft.organisationId, sourceId);
    if (existing) {
      await adjustVocabulary(tx, draft.organisationId, sourceId, -1);
      await tx.delete(sections).where(eq(sections.sourceId, sourceId));
      await tx
        .update(sources)
        .set({
          kind: draft.kind,
          name: draft.name,
          publicUrl: draft.publicUrl,
          contentHash: hash,
          status: 'ready',
          error: null,
          sectionCount: draft.sections.length,
          updatedAt: now,
        })
        .where(eq(sources.id, sourceId));
    } else {
      await tx.insert(sources).values({
        id: sourceId,
        organisationId: draft.organisationId,
        kind: draft.kind,
        name: draft.name,
        location: draft.location,
        publicUrl: draft.publicUrl,
        contentHash: hash,
        sectionCount: draft.sections.length,
        createdAt: now,
        updatedAt: now,
      });
    }
    for (let start = 0; start < sectionDrafts.length; start += INSERT_CHUNK) {
      await tx.insert(sections).values(
        sectionDrafts.slice(start, start + INSERT_CHUNK).map((section, offset) => ({
          id: randomUUID(),
          organisationId: draft.organisationId,
          sourceId,
          position: start + offset,
          name: section.name,
          url: section.url,
          heading: section.heading,
          body: section.body,
        })),
      );
    }
    await adjustVocabulary(tx, draft.organisationId, sourceId, 1);
    await addWordExpansions(tx, draft.organisationId, draft.sections.map((section) => `${section.heading}\n${section.body}`));
    return { sourceId, location: draft.location, status: existing ? 'updated' : 'created', sectionCount: draft.sections.length };
  });
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
  const deleted = await deleteSections(store, organisationId, sourceId);
  if (deleted) await refreshSemanticIndex(store, organisationId);
  return deleted;
}

async function deleteSections(store: Store, organisationId: string, sourceId: string): Promise<boolean> {
  return store.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: sources.id })
      .from(sources)
      .where(and(eq(sources.organisationId, organisationId), eq(sources.id, sourceId)));
    if (!existing) return false;
    await adjustVocabulary(tx, organisationId, sourceId, -1);
    await tx.delete(sources).where(eq(sources.id, sourceId));
    return true;
  });
}
