// Retrieval scores candidates from section_terms (migrations 0027, 0028: lexemes as numbers from
// `words`) instead of the sections' search vectors: its rows must say what the vectors say, for the sections a store had before the
// migration and for every later write (ingestion's batches, a bulk INSERT … SELECT, an UPDATE, a
// delete), on PGlite and PostgreSQL.
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { growCorpus } from '../../bench/synthetic-corpus.ts';
import { deleteSource, ingestText } from '../../server/knowledge/index.ts';
import { openStore, type Store } from '../../server/store/db.ts';
import { organisations, sources } from '../../server/store/schema.ts';
import { queryRows } from '../../server/knowledge/rows.ts';
import { emptyStoreOptions, migrationsBefore } from '../server/helpers/migration-folders.ts';
import { describeStore, openTestStore, STORE_KINDS, type TestStore } from '../server/helpers/test-stores.ts';

/** Sections whose terms row is missing or says something else than its search vector, and rows without a section. */
async function disagreements(store: Store) {
  const [row] = await queryRows<{ missing: number; differing: number; orphans: number; sections: number }>(store.db, sql`
    SELECT
      count(*) FILTER (WHERE t.section_id IS NULL)::int AS missing,
      count(*) FILTER (WHERE words_of(t.terms) <> lexemes_of(s.search) OR words_of(t.heading_terms) <> lexemes_of(ts_filter(s.search, '{a}'))
        OR (t.organisation_id, t.source_id, t.generation, t.position) <> (s.organisation_id, s.source_id, s.generation, s.position))::int AS differing,
      (SELECT count(*)::int FROM section_terms o WHERE NOT EXISTS (SELECT 1 FROM sections WHERE id = o.section_id)) AS orphans,
      count(*)::int AS sections
    FROM sections s LEFT JOIN section_terms t ON t.section_id = s.id`);
  return row;
}

/** What the rows' numbers and the vectors' lexemes say, as sorted lists of words (test-only functions). */
async function createComparisons(store: Store) {
  await store.db.execute(sql`CREATE FUNCTION words_of(ids integer[]) RETURNS text[] LANGUAGE sql STABLE AS
    $$ SELECT coalesce(array_agg(w.word ORDER BY w.word), '{}') FROM unnest(ids) AS i(id) JOIN words w ON w.id = i.id $$`);
  await store.db.execute(sql`CREATE FUNCTION lexemes_of(vector tsvector) RETURNS text[] LANGUAGE sql IMMUTABLE AS
    $$ SELECT coalesce(array_agg(l ORDER BY l), '{}') FROM unnest(tsvector_to_array(vector)) AS l $$`);
}

/** For some of the content's words: sections matched through the vectors and through the terms, in the body and in the name. */
async function matchesDisagreeing(store: Store): Promise<string[]> {
  const rows = await queryRows<{ lexeme: string; any: number; anyTerms: number; name: number; nameTerms: number }>(store.db, sql`
    SELECT v.lexeme,
      (SELECT count(*)::int FROM sections WHERE search @@ to_tsquery('simple', quote_literal(v.lexeme))) AS any,
      (SELECT count(*)::int FROM section_terms WHERE terms && ARRAY(SELECT id FROM words WHERE word = v.lexeme)) AS "anyTerms",
      (SELECT count(*)::int FROM sections WHERE search @@ to_tsquery('simple', quote_literal(v.lexeme) || ':A')) AS name,
      (SELECT count(*)::int FROM section_terms WHERE heading_terms && ARRAY(SELECT id FROM words WHERE word = v.lexeme)) AS "nameTerms"
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
      await createComparisons(store);
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
      const [boards] = await queryRows<{ count: number }>(store.db, sql`SELECT count(*)::int AS count FROM section_terms WHERE organisation_id = 'terms' AND heading_terms && ARRAY(SELECT id FROM words WHERE word = 'board')`);
      expect(boards.count).toBe(1);

      expect(await deleteSource(store, 'terms', notes.sourceId)).toBe(true);
      expect(await disagreements(store)).toEqual({ missing: 0, differing: 0, orphans: 0, sections: 400 });
      expect(await matchesDisagreeing(store)).toEqual([]);
    });
  });
}

// Words are numbered once for every organisation: two writers meeting the same new word at once
// must both end with its one number (the second waits for the first's commit, then finds it).
describeStore('postgres', 'section terms, two writers at once', () => {
  let testStore: TestStore;
  beforeAll(async () => {
    testStore = await openTestStore('postgres');
  }, 120_000);
  afterAll(async () => {
    await testStore?.dispose();
  });

  it('both organisations find a new word that each wrote while the other had not committed it', async () => {
    const { store } = testStore;
    const sourceOf = new Map<string, string>();
    for (const id of ['first', 'second']) {
      await store.db.insert(organisations).values({ id, name: id });
      const sourceId = randomUUID();
      await store.db.insert(sources).values({ id: sourceId, organisationId: id, kind: 'text', name: id, location: id, createdAt: 0, updatedAt: 0 });
      sourceOf.set(id, sourceId);
    }
    const write = (organisationId: string) => sql`
      INSERT INTO sections (id, organisation_id, source_id, position, name, url, heading, body)
      VALUES (${randomUUID()}, ${organisationId}, ${sourceOf.get(organisationId)}, 0, 'Zorblaxes', '/z', 'Zorblaxes', 'Every zorblax quenches a vorpling.')`;
    const waitingOnLocks = async () => {
      const [row] = await queryRows<{ waiting: number }>(store.db, sql`
        SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`);
      return row.waiting;
    };
    let second: Promise<unknown> | undefined;
    await store.db.transaction(async (tx) => {
      await tx.execute(write('first'));
      // Drizzle runs a query when it is awaited: then() starts it now, on another connection.
      second = store.db.execute(write('second')).then((result) => result);
      // The second writer's new words wait on the first's uncommitted ones.
      await expect.poll(waitingOnLocks, { timeout: 20_000 }).toBe(1);
    });
    await second;
    const found = await queryRows<{ organisation_id: string }>(store.db, sql`
      SELECT organisation_id FROM section_terms
      WHERE terms @> ARRAY(SELECT id FROM words WHERE word IN ('zorblax', 'vorpl'))
        AND heading_terms && ARRAY(SELECT id FROM words WHERE word = 'zorblax')
      ORDER BY organisation_id`);
    expect(found.map((row) => row.organisation_id)).toEqual(['first', 'second']);
    const [numbers] = await queryRows<{ count: number }>(store.db, sql`SELECT count(*)::int AS count FROM words WHERE word IN ('zorblax', 'vorpl')`);
    expect(numbers.count).toBe(2);
  });
});
