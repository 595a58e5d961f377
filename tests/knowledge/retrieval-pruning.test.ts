// Retrieval reads few candidates (rarest term first, then only the sections that hold enough of
// the other terms to beat the k-th best, found by the index): it must rank exactly as scoring
// every section that holds a selecting term would. Checked on a synthetic Zipf corpus large
// enough for common terms to stop selecting, on PGlite and PostgreSQL.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BENCH_ORGANISATION, growCorpus, syntheticQuestions } from '../../bench/synthetic-corpus.ts';
import { retrieveSections } from '../../server/knowledge/retrieve.ts';
import { reachingQuery } from '../../server/knowledge/score-bound.ts';
import { describeStore, openTestStore, STORE_KINDS, type TestStore } from '../server/helpers/test-stores.ts';

it('lists the smallest sets of terms whose bound reaches the score, each with a selecting term', () => {
  const terms = [
    { lexemes: ['rare'], weight: 4, selecting: true },
    { lexemes: ['mid', "o'k"], weight: 2, selecting: true },
    { lexemes: ['common'], weight: 1, selecting: false },
  ];
  // Bounds: rare 6.01, mid 3.01, common 1.51; rare alone reaches 6, mid needs common (4.51 < 6 stays out).
  expect(reachingQuery(terms, 6, 0.5, 0.01)).toBe("(('rare'))");
  expect(reachingQuery(terms, 4.5, 0.5, 0.01)).toBe("(('rare')) | (('mid' | 'o''k') & ('common'))");
  // The common term alone selects nothing, however low the score to beat.
  expect(reachingQuery([terms[2]], 0, 0.5, 0.01)).toBeNull();
  expect(reachingQuery(terms, 11, 0.5, 0.01)).toBeNull();
  expect(reachingQuery(Array.from({ length: 11 }, () => terms[0]), 1, 0.5, 0.01)).toBeUndefined();
});

for (const kind of STORE_KINDS) {
  describeStore(kind, 'pruned retrieval ranks as reading every candidate', () => {
    let testStore: TestStore;

    beforeAll(async () => {
      testStore = await openTestStore(kind);
      // 3,000 sections: common words pass the share where they stop selecting candidates.
      await growCorpus(testStore.store, 3000);
    }, 120_000);
    afterAll(async () => {
      await testStore?.dispose();
    });

    it('returns the same sections, scores and order for every question', async () => {
      const questions = syntheticQuestions(40);
      let pruned = 0;
      for (const question of questions) {
        const fast = await retrieveSections(testStore.store, BENCH_ORGANISATION, question);
        const every = await retrieveSections(testStore.store, BENCH_ORGANISATION, question, { exhaustive: true });
        expect(fast.sections.map((section) => [section.id, section.score])).toEqual(every.sections.map((section) => [section.id, section.score]));
        if (fast.sections.length === 6) pruned += 1;
      }
      // The comparison is about full top-6 lists, not empty ones.
      expect(pruned).toBeGreaterThan(30);
    });
  });
}
