// A source's sections change in generations. A write claims the next generation, stores its
// sections under it in small transactions (each a few milliseconds; requests of every
// organisation run between them), publishes it on the source row in one statement, and removes
// the generations it replaced, again in small batches. Answers read only a source's published
// generation (retrieve.ts), so they see the old sections or the new ones, never a mix. The
// organisation's vocabulary counts a generation from its first batch to its removal: a word
// statistic, off by one source's words while it is replaced.
import { randomUUID } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Store } from '../store/db.ts';
import { sections, sources } from '../store/schema.ts';
import type { SectionDraft } from './document.ts';
import { ingestProgress, pacer } from './ingest-progress.ts';
import { addWordExpansions, EXPANSIONS_PER_STATEMENT, storeExpansionRows, type ExpansionRow } from './lexicon/expansions.ts';
import type { SourceDraft } from './ingest.ts';
import { queryRows, type Executor } from './rows.ts';

/**
 * One batch's size: on PGlite, inserting 32 KB of sections (their tsvectors and index entries)
 * takes a few tens of milliseconds, the longest any other request waits behind ingestion.
 */
const BATCH_CHARS = 12_000;
const BATCH_SECTIONS = 20;
const REMOVE_BATCH = 200;

type SourceRow = { id: string; contentHash: string; status: string; publicUrl: string };

export function existingSource(db: Store['db'], draft: Pick<SourceDraft, 'organisationId' | 'location'>): Promise<SourceRow[]> {
  return db
    .select({ id: sources.id, contentHash: sources.contentHash, status: sources.status, publicUrl: sources.publicUrl })
    .from(sources)
    .where(and(eq(sources.organisationId, draft.organisationId), eq(sources.location, draft.location)));
}

/**
 * The source row (made when new, with nothing published and no hash, so a concurrent write of the
 * same content is not told "unchanged") and a generation no other write holds.
 */
export async function claimGeneration(store: Store, draft: SourceDraft): Promise<{ sourceId: string; generation: number }> {
  const now = Date.now();
  const [claimed] = await store.db
    .insert(sources)
    .values({
      id: randomUUID(),
      organisationId: draft.organisationId,
      kind: draft.kind,
      name: draft.name,
      location: draft.location,
      publicUrl: draft.publicUrl,
      contentHash: '',
      sectionCount: 0,
      generation: 0,
      lastGeneration: 1,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({ target: [sources.organisationId, sources.location], set: { lastGeneration: sql`${sources.lastGeneration} + 1` } })
    .returning({ sourceId: sources.id, generation: sources.lastGeneration });
  return claimed;
}

function* batches(drafts: SectionDraft[]): Generator<{ start: number; drafts: SectionDraft[] }> {
  let start = 0;
  while (start < drafts.length) {
    let end = start;
    let chars = 0;
    while (end < drafts.length && end - start < BATCH_SECTIONS && (end === start || chars + drafts[end].body.length <= BATCH_CHARS)) {
      chars += drafts[end].body.length + drafts[end].name.length;
      end += 1;
    }
    yield { start, drafts: drafts.slice(start, end) };
    start = end;
  }
}

interface Generation {
  organisationId: string;
  sourceId: string;
  generation: number;
}

interface GenerationWords {
  /** The sections' expansions when a parse worker computed them. */
  expansions?: ExpansionRow[];
  /** Words this organisation's import has already expanded (ingest.ts SaveOptions). */
  expandedWords?: Set<string>;
}

export async function writeGeneration(store: Store, target: Generation, drafts: SectionDraft[], { expansions, expandedWords }: GenerationWords = {}): Promise<void> {
  const pause = pacer(store);
  // Expansions a parse worker computed go first, a statement at a time; otherwise each batch's
  // words are expanded with it, each word once per write (once per import with expandedWords).
  for (let start = 0; expansions && start < expansions.length; start += EXPANSIONS_PER_STATEMENT) {
    await storeExpansionRows(store.db, target.organisationId, expansions.slice(start, start + EXPANSIONS_PER_STATEMENT));
    await pause();
  }
  // A copy: the import's set learns this write's words only once all its batches are stored, so a
  // write that fails part-way leaves no word marked whose expansions it did not store.
  const expanded = new Set(expandedWords);
  let written = 0;
  for (const batch of batches(drafts)) {
    const rows = batch.drafts.map((section, offset) => ({
      id: randomUUID(),
      organisationId: target.organisationId,
      sourceId: target.sourceId,
      generation: target.generation,
      position: batch.start + offset,
      name: section.name,
      url: section.url,
      heading: section.heading,
      body: section.body,
    }));
    await store.db.transaction(async (tx) => {
      await tx.insert(sections).values(rows);
      await adjustVocabulary(tx, target.organisationId, rows.map((row) => row.id), 1);
      if (!expansions) await addWordExpansions(tx, target.organisationId, batch.drafts.map((section) => `${section.heading}\n${section.body}`), expanded);
    });
    written += rows.length;
    ingestProgress.emit('batch', { organisationId: target.organisationId, sourceId: target.sourceId, written, total: drafts.length });
    await pause();
  }
  if (expandedWords) for (const word of expanded) expandedWords.add(word);
}

/** Makes `generation` the one answers read, unless a newer write published first. */
export async function publishGeneration(
  store: Store,
  sourceId: string,
  generation: number,
  row: Partial<typeof sources.$inferInsert>,
): Promise<boolean> {
  const published = await store.db
    .update(sources)
    .set({ ...row, generation })
    .where(and(eq(sources.id, sourceId), lt(sources.generation, generation)))
    .returning({ id: sources.id });
  return published.length > 0;
}

/**
 * A write that failed before publishing: its sections go (answers never read them), and a source
 * it created goes too unless another write has claimed it since, so a failed first upload leaves
 * no empty source behind. A source that was published keeps its old sections.
 */
export async function abandonGeneration(store: Store, target: Generation): Promise<void> {
  await removeGenerations(store, target.organisationId, target.sourceId, { only: target.generation });
  await store.db
    .delete(sources)
    .where(and(eq(sources.id, target.sourceId), eq(sources.generation, 0), eq(sources.lastGeneration, target.generation)));
}

/** Removes a source's sections of some generations, a batch at a time, and their words' counts. */
export async function removeGenerations(
  store: Store,
  organisationId: string,
  sourceId: string,
  which: { below: number } | { only: number } | 'all',
): Promise<void> {
  const pause = pacer(store);
  const filter =
    which === 'all' ? sql`TRUE` : 'below' in which ? sql`generation < ${which.below}` : sql`generation = ${which.only}`;
  for (;;) {
    const done = await store.db.transaction(async (tx) => {
      const doomed = await queryRows<{ id: string }>(tx, sql`
        SELECT id FROM sections WHERE source_id = ${sourceId} AND ${filter} LIMIT ${REMOVE_BATCH}`);
      if (doomed.length === 0) return true;
      const ids = doomed.map((row) => row.id);
      await adjustVocabulary(tx, organisationId, ids, -1);
      await tx.execute(sql`DELETE FROM sections WHERE id IN (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})`);
      return false;
    });
    if (done) break;
    await pause();
  }
  // Once, not per batch: it reads the organisation's whole vocabulary.
  await store.db.execute(sql`DELETE FROM vocabulary WHERE organisation_id = ${organisationId} AND section_count <= 0`);
}

/** Adds (sign 1) or removes (sign -1) some sections' lexemes to their organisation's vocabulary. */
async function adjustVocabulary(db: Executor, organisationId: string, sectionIds: string[], sign: 1 | -1): Promise<void> {
  if (sectionIds.length === 0) return;
  // unnest(tsvector) gives each lexeme once per section: the count is the sections containing it.
  await db.execute(sql`
    INSERT INTO vocabulary (organisation_id, lexeme, section_count)
    SELECT ${organisationId}, word.lexeme, count(*) * ${sign}
    FROM sections s, unnest(s.search) AS word
    WHERE s.id IN (${sql.join(sectionIds.map((id) => sql`${id}::uuid`), sql`, `)})
    GROUP BY word.lexeme
    ON CONFLICT (organisation_id, lexeme) DO UPDATE SET section_count = vocabulary.section_count + excluded.section_count`);
}
