// At ingest: for each word of a source, the words a visitor may write for it (WordNet's forms and
// commonest synonyms), stored per organisation with the index's stem of the content's word. A
// question then reads its words' rows by key (query-terms.ts) instead of the lexical database.
import { sql } from 'drizzle-orm';
import type { Executor } from '../rows.ts';
import { openWordNet, type WordNet } from './wordnet.ts';

/** The lexical database is held between the sources of one import, then let go (34 MB). */
const HOLD_MS = 30_000;
let held: { wordnet: WordNet; timer: NodeJS.Timeout } | undefined;

function wordnet(): WordNet {
  if (held) clearTimeout(held.timer);
  const instance = held?.wordnet ?? openWordNet();
  held = { wordnet: instance, timer: setTimeout(() => (held = undefined), HOLD_MS).unref() };
  return instance;
}

/** The distinct words of some texts, lowercased: what WordNet is asked about. */
export function wordsOf(texts: string[]): string[] {
  const words = new Set<string>();
  for (const text of texts) for (const word of text.toLowerCase().match(/[a-z][a-z'-]*[a-z]/g) ?? []) if (word.length >= 3) words.add(word);
  return [...words];
}

const INSERT_CHUNK = 2000;

export async function addWordExpansions(db: Executor, organisationId: string, texts: string[]): Promise<void> {
  const lexicon = wordnet();
  const rows: [string, string, string][] = [];
  for (const target of wordsOf(texts)) for (const { word, relation } of lexicon.related(target)) rows.push([word.replace(/_/g, ' '), target, relation]);
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    // The content's word is stemmed by PostgreSQL itself, as the index is; a stop word has no stem.
    await db.execute(sql`
      INSERT INTO word_expansions (organisation_id, word, lexeme, relation)
      SELECT DISTINCT ON (r.word, t.lexeme) ${organisationId}, r.word, t.lexeme, r.relation
      FROM jsonb_to_recordset(${JSON.stringify(rows.slice(start, start + INSERT_CHUNK).map(([word, target, relation]) => ({ word, target, relation })))}::jsonb)
        AS r(word text, target text, relation text),
        unnest(to_tsvector('english', r.target)) AS t
      ORDER BY r.word, t.lexeme, r.relation
      ON CONFLICT (organisation_id, word, lexeme) DO UPDATE SET relation = 'form' WHERE excluded.relation = 'form'`);
  }
}
