// At ingest: for each word of a source, the words a visitor may write for it (WordNet's forms and
// commonest synonyms), stored per organisation with the index's stem of the content's word. A
// question then reads its words' rows by key (query-terms.ts) instead of the lexical database.
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../rows.ts';
import { heldWordNet } from './wordnet.ts';

/** The distinct words of some texts, lowercased, in any alphabet: what WordNet is asked about. */
export function wordsOf(texts: string[]): string[] {
  const words = new Set<string>();
  for (const text of texts) for (const word of text.toLowerCase().match(/\p{L}[\p{L}\p{M}'-]*\p{L}/gu) ?? []) if (word.length >= 3) words.add(word);
  return [...words];
}

/** A word without its accents, as a visitor types it and as the question's reading keeps it ("Māpua" → "mapua"). */
export const withoutAccents = (word: string) => word.normalize('NFKD').replace(/\p{M}/gu, '');

/** A word a visitor may write, the content's word it stands for, and how they are related. */
export type ExpansionRow = [word: string, target: string, relation: string];

/**
 * WordNet's expansions of the texts' words: CPU and the lexical files' memory, so a large upload
 * computes them in its parse worker (parse-job.ts). `seen`: words already expanded by this caller,
 * skipped and then added to.
 */
export function expansionRows(texts: string[], seen?: Set<string>): ExpansionRow[] {
  const lexicon = heldWordNet();
  const rows: ExpansionRow[] = [];
  for (const target of wordsOf(texts)) {
    if (seen?.has(target)) continue;
    seen?.add(target);
    for (const { word, relation } of lexicon.related(target)) rows.push([word.replace(/_/g, ' '), target, relation]);
    // "ebike" and "e-bike", "checkin" and "check-in": one word, written with or without its hyphen.
    if (target.includes('-')) rows.push([target.replace(/-/g, ''), target, 'form']);
    const plain = withoutAccents(target);
    if (plain !== target) rows.push([plain, target, 'form']);
  }
  return rows;
}

/** Rows per statement: a few tens of milliseconds on PGlite, where other requests wait behind it. */
export const EXPANSIONS_PER_STATEMENT = 250;

export async function storeExpansionRows(db: Executor, organisationId: string, rows: ExpansionRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += EXPANSIONS_PER_STATEMENT) {
    // The content's word is stemmed by PostgreSQL itself, as the index is; a stop word has no stem.
    await db.execute(sql`
      INSERT INTO word_expansions (organisation_id, word, lexeme, relation)
      SELECT DISTINCT ON (r.word, t.lexeme) ${organisationId}, r.word, t.lexeme, r.relation
      FROM jsonb_to_recordset(${JSON.stringify(rows.slice(start, start + EXPANSIONS_PER_STATEMENT).map(([word, target, relation]) => ({ word, target, relation })))}::jsonb)
        AS r(word text, target text, relation text),
        unnest(to_tsvector('english', r.target)) AS t
      ORDER BY r.word, t.lexeme, r.relation
      ON CONFLICT (organisation_id, word, lexeme) DO UPDATE SET relation = 'form' WHERE excluded.relation = 'form'`);
  }
}

export async function addWordExpansions(db: Executor, organisationId: string, texts: string[], seen?: Set<string>): Promise<void> {
  await storeExpansionRows(db, organisationId, expansionRows(texts, seen));
}

const BACKFILL_BATCH = 500;

/**
 * Organisations whose sections were stored before word expansions existed (an upgraded data
 * directory) get theirs from the stored sections: answered at start, off the request path.
 */
export async function backfillWordExpansions(db: Executor): Promise<string[]> {
  const missing = await queryRows<{ id: string }>(db, sql`
    SELECT o.id FROM organisations o
    WHERE EXISTS (SELECT 1 FROM sections s WHERE s.organisation_id = o.id)
      AND NOT EXISTS (SELECT 1 FROM word_expansions x WHERE x.organisation_id = o.id)`);
  for (const { id } of missing) {
    for (let offset = 0; ; offset += BACKFILL_BATCH) {
      const rows = await queryRows<{ text: string }>(db, sql`
        SELECT heading || ' ' || body AS text FROM sections WHERE organisation_id = ${id} ORDER BY id LIMIT ${BACKFILL_BATCH} OFFSET ${offset}`);
      if (rows.length === 0) break;
      await addWordExpansions(db, id, rows.map((row) => row.text));
    }
  }
  return missing.map((row) => row.id);
}
