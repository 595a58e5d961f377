// Retrieval scores candidates from section_terms (migration 0027) instead of the sections' search
// vectors: its rows must say what the vectors say, for the sections a store had before the
// migration and for every later write (ingestion's batches, a bulk INSERT … SELECT, an UPDATE, a
// delete), on PGlite and PostgreSQL.
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { growCorpus } from '../../bench/synthetic-corpus.ts';
import { deleteSource, ingestText } from '../../server/knowledge/index.ts';
import { openStore, type Store } from '../../server/store/db.ts';
import { organisations } from '../../server/store/schema.ts';
import { queryRows } from '../../server/knowledge/rows.ts';
import { emptyStoreOptions, migrationsBefore } from '../server/helpers/migration-folders.ts';
import { describeStore, STORE_KINDS } from '../server/helpers/test-stores.ts';

/** Sections whose terms row is missing or says something else than its search vector, and rows without a section. */
async function disagreements(store: Store) {
  const [row] = await queryRows<{ missing: number; differing: number; orphans: number; sections: number }>(store.db, sql`
    SELECT
      count(*) FILTER (WHERE t.section_id IS NULL)::int AS missing,
      count(*) FILTER (WHERE t.terms <> strip(s.search) OR t.heading_terms <> strip(ts_filter(s.search, '{a}'))
        OR (t.organisation_id, t.source_id, t.generation, t.position) <> (s.organisation_id, s.source_id, s.generation, s.position))::int AS differing,
      (SELECT count(*)::int FROM section_terms o WHERE NOT EXISTS (SELECT 1 FROM sections WHERE id = o.section_id)) AS orphans,
      count(*)::int AS sections
    FROM sections s LEFT JOIN section_terms t ON t.section_id = s.id`);
  return row;
}

/** For some of the content's words: sections matched through the vectors and through the terms, in the body and in the name. */
async function matchesDisagreeing(store: Store): Promise<string[]> {
  const rows = await queryRows<{ lexeme: string; any: number; anyTerms: number; name: number; nameTerms: number }>(store.db, sql`
    SELECT v.lexeme,
      (SELECT count(*)::int FROM sections WHERE search @@ to_tsquery('simple', quote_literal(v.lexeme))) AS any,
      (SELECT count(*)::int FROM section_terms WHERE terms @@ to_tsquery('simple', quote_literal(v.lexeme))) AS "anyTerms",
      (SELECT count(*)::int FROM sections WHERE search @@ to_tsquery('simple', quote_literal(v.lexeme) || ':A')) AS name,
      (SELECT count(*)::int FROM section_terms WHERE heading_terms @@ to_tsquery('simple', quote_literal(v.lexeme))) AS "nameTerms"
    FROM (SELECT lexeme FROM vocabulary ORDER BY section_count DESC, lexeme LIMIT 40) v`);
  expect(rows.some((row) => row.name > 0 && row.name < row.any)).toBe(true);
  return rows.filter((row) => row.any !== row.anyTerms || row.name !== row.nameTerms).map((row) => row.lexeme);
}

for (const kind of STORE_KINDS) {
  describeStore(kind, 'section terms', () => {
    const cleanups: (() => Promise<void> | void)[] = [];
    let store: Store;

    beforeAll(async () => {
      const oldMigrations = migrationsBefore('0027_section_terms');
      cleanups.push(() => rmSync(oldMigrations, { recursive: true, force: true }));
      const place = await emptyStoreOptions(kind);
      cleanups.push(place.dispose);
      // Sections written before the migration, as an existing data directory or database has them.
      const old = await openStore({ ...place.options, migrationsFolder: oldMigrations });
      await growCorpus(old, 300);
      await old.close();
      store = await openStore(place.options);
      cleanups.push(() => store.close());
    }, 120_000);
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    it("the migration gives every existing section its terms, matching as its search vector does", async () => {
      expect(await disagreements(store)).toEqual({ missing: 0, differing: 0, orphans: 0, sections: 300 });
      expect(await matchesDisagreeing(store)).toEqual([]);
    });

    it('every later write keeps them: a bulk insert, ingestion, an update and a delete', async () => {
      await growCorpus(store, 400);
      await store.db.insert(organisations).values({ id: 'terms', name: 'Terms' });
      const notes = await ingestText(store, { organisationId: 'terms', name: 'Notes', location: 'notes', text: 'Kayaks\n\nWe rent kayaks by the hour.\n\nCanoes\n\nCanoes by the day.' });
      await store.db.execute(sql`UPDATE sections SET name = 'Paddle boards', position = position + 10 WHERE organisation_id = 'terms' AND heading = 'Canoes'`);
      expect(await disagreements(store)).toEqual({ missing: 0, differing: 0, orphans: 0, sections: 402 });
      const [boards] = await queryRows<{ count: number }>(store.db, sql`SELECT count(*)::int AS count FROM section_terms WHERE organisation_id = 'terms' AND heading_terms @@ 'board'::tsquery`);
      expect(boards.count).toBe(1);

      expect(await deleteSource(store, 'terms', notes.sourceId)).toBe(true);
      expect(await disagreements(store)).toEqual({ missing: 0, differing: 0, orphans: 0, sections: 400 });
      expect(await matchesDisagreeing(store)).toEqual([]);
    });
  });
}
