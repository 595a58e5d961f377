// Runs the answer evaluation through the real API and gates on the sets' TEST halves (the dev
// halves are for tuning; ./split.ts): every out-of-scope question refused, the demo organisations
// at ≥ 90 %, the others no worse than their test half scored when the gate was set (rounded down
// to 5 %; raised as the engine improves, never lowered).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestStore, type TestStore } from '../server/helpers/test-stores.ts';
import { formatReport } from './report.ts';
import { runEval, type EvalRun, type SetReport } from './run-eval.ts';

/** Each set's floor on its test half's accuracy, by label. */
const TEST_HALF_FLOORS: Record<string, number> = {
  // The demo organisations' floor.
  'queenstown-adventures': 0.9,
  'harbourside-dental': 0.9,
  // 100 % (4 of 4) when set.
  'plausible-docs': 1,
  // 54.5 % (6 of 11) when set: questions typed as visitors type them, never tuned against.
  'plausible (held out)': 0.5,
  // ── Gates of the held-out sets on new organisations and paraphrases (issue 11) go here.
};

describe('answer evaluation (extractive engine, through POST /api/chat), test halves', () => {
  let testStore: TestStore;
  let run: EvalRun;
  const report = (label: string): SetReport => {
    const found = run.reports.find((entry) => entry.engine === 'extractive' && entry.label === label);
    if (!found) throw new Error(`No evaluation set labelled ${label}`);
    return found;
  };

  beforeAll(async () => {
    // The evaluation is about answers, not back-ends: PGlite (the default store) is enough here;
    // retrieval on PostgreSQL is covered by tests/knowledge.
    testStore = await openTestStore('pglite');
    run = await runEval(testStore.store);
    console.log(formatReport(run));
  }, 300_000);
  afterAll(async () => {
    await testStore?.dispose();
  });

  it('gates every set it runs', () => {
    expect(run.reports.map((entry) => entry.label).sort()).toEqual(Object.keys(TEST_HALF_FLOORS).sort());
  });

  for (const [label, floor] of Object.entries(TEST_HALF_FLOORS)) {
    it(`${label}: refuses every out-of-scope question and answers ≥ ${floor * 100} % of its test half`, () => {
      const { dev, test } = report(label);
      expect(dev.refusalPrecision).toBe(1);
      expect(test.refusalPrecision).toBe(1);
      expect(test.answerCount).toBeGreaterThan(0);
      expect(test.accuracy).toBeGreaterThanOrEqual(floor);
    });
  }

  it('Queenstown Adventures: a set large enough to mean something, and every greeting, thanks and request for a person recognised', () => {
    const queenstown = report('queenstown-adventures');
    expect(queenstown.answerCount).toBeGreaterThanOrEqual(40);
    expect(queenstown.intentAccuracy).toBe(1);
  });
});
