// Where section vectors live: `section_embeddings`, keyed by organisation, model and the section's
// text hash, so a section whose text is unchanged keeps its vector when its source is re-read.
// Created at start and only when embeddings are configured, so an installation without them (and a
// PostgreSQL server without pgvector) migrates and runs as before. With pgvector (always on PGlite,
// which loads it when embeddings are configured) the column is a `vector` and `<=>` ranks; without
// it the column is `real[]` and cosine similarity is computed in SQL, exactly but without an index.
import { sql } from 'drizzle-orm';
import type { Store } from '../../store/db.ts';
import { queryRows } from '../rows.ts';

export type VectorMode = 'pgvector' | 'array';

/** Creates the extension (when it can) and the table; answers how vectors are stored. */
export async function ensureVectorTable(store: Store): Promise<VectorMode> {
  const existing = await queryRows<{ type: string }>(store.db, sql`
    SELECT format_type(atttypid, atttypmod) AS type FROM pg_attribute
    WHERE attrelid = to_regclass('section_embeddings') AND attname = 'embedding'`);
  if (existing.length > 0) return existing[0].type === 'real[]' ? 'array' : 'pgvector';
  const mode = (await createVectorExtension(store)) ? 'pgvector' : 'array';
  await store.db.execute(sql.raw(`
    CREATE TABLE IF NOT EXISTS section_embeddings (
      organisation_id text NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
      model text NOT NULL,
      text_hash text NOT NULL,
      embedding ${mode === 'pgvector' ? 'vector' : 'real[]'} NOT NULL,
      PRIMARY KEY (organisation_id, model, text_hash)
    )`));
  // A vector of 1536 floats is 6 KB: by default it would live in TOAST, and every question reads
  // all of an organisation's vectors (2–3 times slower measured). MAIN keeps it in the row while it
  // fits a page and moves only longer vectors out.
  await store.db.execute(sql`ALTER TABLE section_embeddings ALTER COLUMN embedding SET STORAGE MAIN`);
  return mode;
}

async function createVectorExtension(store: Store): Promise<boolean> {
  try {
    await store.db.execute(sql`CREATE EXTENSION IF NOT EXISTS vector`);
    return true;
  } catch {
    // Not installed on this PostgreSQL server (or not allowed): vectors are stored as arrays.
    return false;
  }
}

const literal = (mode: VectorMode, vector: number[]) => (mode === 'pgvector' ? `[${vector.join(',')}]` : `{${vector.join(',')}}`);
const vectorParam = (mode: VectorMode, vector: number[]) =>
  mode === 'pgvector' ? sql`${literal(mode, vector)}::vector` : sql`${literal(mode, vector)}::real[]`;

export interface StoredVector {
  textHash: string;
  vector: number[];
}

export async function storeVectors(store: Store, mode: VectorMode, organisationId: string, model: string, vectors: StoredVector[]): Promise<void> {
  if (vectors.length === 0) return;
  const values = sql.join(
    vectors.map((entry) => sql`(${organisationId}, ${model}, ${entry.textHash}, ${vectorParam(mode, entry.vector)})`),
    sql`, `,
  );
  await store.db.execute(sql`
    INSERT INTO section_embeddings (organisation_id, model, text_hash, embedding) VALUES ${values}
    ON CONFLICT (organisation_id, model, text_hash) DO NOTHING`);
}

export interface SectionToEmbed {
  textHash: string;
  heading: string;
  body: string;
}

/** The organisation's section texts that have no vector from this model yet (one per text). */
export async function sectionsWithoutVectors(store: Store, organisationId: string, model: string): Promise<SectionToEmbed[]> {
  return queryRows<SectionToEmbed>(store.db, sql`
    SELECT DISTINCT ON (s.text_hash) s.text_hash AS "textHash", s.heading, s.body
    FROM sections s
    WHERE s.organisation_id = ${organisationId}
      AND NOT EXISTS (
        SELECT 1 FROM section_embeddings e
        WHERE e.organisation_id = s.organisation_id AND e.model = ${model} AND e.text_hash = s.text_hash)
    ORDER BY s.text_hash`);
}

/** Vectors no section of the organisation has any more (deleted or changed text, or another model's). */
export async function deleteOrphanVectors(store: Store, organisationId: string, model: string): Promise<void> {
  await store.db.execute(sql`
    DELETE FROM section_embeddings e
    WHERE e.organisation_id = ${organisationId}
      AND (e.model <> ${model} OR NOT EXISTS (
        SELECT 1 FROM sections s WHERE s.organisation_id = e.organisation_id AND s.text_hash = e.text_hash))`);
}

/** Organisations with at least one section that has no vector from this model (for the start-up catch-up). */
export async function organisationsMissingVectors(store: Store, model: string): Promise<string[]> {
  const rows = await queryRows<{ organisationId: string }>(store.db, sql`
    SELECT DISTINCT s.organisation_id AS "organisationId" FROM sections s
    WHERE NOT EXISTS (
      SELECT 1 FROM section_embeddings e
      WHERE e.organisation_id = s.organisation_id AND e.model = ${model} AND e.text_hash = s.text_hash)`);
  return rows.map((row) => row.organisationId);
}

export interface NearestSection {
  id: string;
  name: string;
  url: string;
  heading: string;
  body: string;
  similarity: number;
}

/**
 * The organisation's sections nearest to a unit-length vector by cosine similarity, best first.
 * Filtered by organisation (and model) in SQL before anything is ranked.
 */
export async function nearestSections(
  store: Store,
  mode: VectorMode,
  organisationId: string,
  model: string,
  vector: number[],
  options: { limit: number; minSimilarity: number },
): Promise<NearestSection[]> {
  const similarity =
    mode === 'pgvector'
      ? sql`1 - (e.embedding <=> ${vectorParam(mode, vector)})`
      : sql`(SELECT sum(a * b) FROM unnest(e.embedding, ${vectorParam(mode, vector)}) AS pair(a, b))`;
  const rows = await queryRows<NearestSection>(store.db, sql`
    SELECT s.id, s.name, s.url, s.heading, s.body, nearest.similarity
    FROM (
      SELECT e.text_hash, ${similarity} AS similarity
      FROM section_embeddings e
      WHERE e.organisation_id = ${organisationId} AND e.model = ${model}
      ORDER BY similarity DESC
      LIMIT ${options.limit}
    ) nearest
    JOIN sections s ON s.organisation_id = ${organisationId} AND s.text_hash = nearest.text_hash
    -- Published sections only (source-generations.ts).
    JOIN sources src ON src.id = s.source_id AND src.generation = s.generation
    WHERE nearest.similarity >= ${options.minSimilarity}
    ORDER BY nearest.similarity DESC, s.position
    LIMIT ${options.limit}`);
  return rows.map((row) => ({ ...row, similarity: Number(row.similarity) }));
}
