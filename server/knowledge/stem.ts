// English stems of many short texts in one round trip, from PostgreSQL itself, so that a quoted
// sentence is matched with exactly the stemming the index used.
import { sql } from 'drizzle-orm';
import type { Store } from '../store/db.ts';
import { queryRows } from './rows.ts';

export async function stemTexts(store: Store, texts: string[]): Promise<Set<string>[]> {
  if (texts.length === 0) return [];
  const rows = await queryRows<{ ord: number; lexemes: string | null }>(store.db, sql`
    SELECT ord::int AS ord, array_to_string(tsvector_to_array(to_tsvector('english', text)), ' ') AS lexemes
    FROM jsonb_array_elements_text(${JSON.stringify(texts)}::jsonb) WITH ORDINALITY AS t(text, ord)`);
  const stems = texts.map(() => new Set<string>());
  for (const row of rows) {
    for (const lexeme of (row.lexemes ?? '').split(' ')) if (lexeme) stems[row.ord - 1].add(lexeme);
  }
  return stems;
}
