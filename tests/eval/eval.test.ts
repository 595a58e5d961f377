// Runs the answer evaluation through the real API and gates on the sets' TEST halves (the dev
// halves are for tuning; ./split.ts): the demo organisations at ≥ 90 %, the others no worse than
// their test half scored when the gate was set (rounded down to 5 %; raised as the engine improves).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestStore, type TestStore } from '../server/helpers/test-stores.ts';
import { formatReport } from './report.ts';
import { runEval, type EvalRun, type SetReport } from './run-eval.ts';

/**
 * Each set's floors on its test half, by label: accuracy, and refusal precision where it is not
 * yet 100 % (issue 11's target for every set; below it, an out-of-scope question was answered).
 */
const TEST_HALF_FLOORS: Record<string, { accuracy: number; refusals?: number }> = {
  // The demo organisations' floor.
  'queenstown-adventures': { accuracy: 0.9 },
  'harbourside-dental': { accuracy: 0.9 },
  // 100 % (4 of 4).
  'plausible-docs': { accuracy: 1 },
  // Held out (written by someone who never saw the engine), today's test halves rounded down to 5 %.
  // Plausible: 54.5 % (6 of 11) with the hand-tuned rules this engine replaced, 45.5 % after, 54.5 %
  // since clauses and several questions in one message are read as such.
  'plausible (held out)': { accuracy: 0.5 },
  // 57.1 % (8 of 14; 42.9 % when the gate was first set); 4 of 5 out-of-scope questions refused (the
  // engine before issue 11's rework refused all 5: a regression to close, not a level to keep).
  'kiwi-pedal': { accuracy: 0.55, refusals: 0.8 },
  // 52.4 % (11 of 21; 47.6 % before a situation's words and qualifiers weighed less, 28.6 % before
  // clauses and parts); 1 of 2 refused (the engine before the rework refused both).
  'riverbend-medical': { accuracy: 0.5, refusals: 0.5 },
  // A primary school (tests/fixtures/corpora/totara-grove-school), written by someone who never saw the
  // engine, added when the other sets' dev halves were tuned out: 55.6 % (10 of 18; 38.9 % when it
  // was added), 3 of 3 refused.
  'totara-grove-school': { accuracy: 0.55 },
  // 63.6 % (7 of 11; 36.4 % before clauses and parts, 45.5 % before a visitor's own number found the content's limit).
  'queenstown-adventures (held out)': { accuracy: 0.6 },
  // 90.9 % (10 of 11; 72.7 % before a situation's words and qualifiers weighed less, 63.6 % before
  // a short paragraph was quoted whole, 45.5 % before WordNet kinds).
  'harbourside-dental (held out)': { accuracy: 0.9 },
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
    // retrieval on PostgreSQL is covered by tests/knowledge. A copy of the run's seeded template:
    // the demo organisations' content is ingested already (runEval's seed then only sets its key).
    testStore = await openTestStore('pglite', { template: 'demo' });
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
    const refusals = floor.refusals ?? 1;
    it(`${label}: refuses ≥ ${refusals * 100} % of out-of-scope questions and answers ≥ ${floor.accuracy * 100} % of its test half`, () => {
      const { test } = report(label);
      expect(test.refusalPrecision).toBeGreaterThanOrEqual(refusals);
      expect(test.answerCount).toBeGreaterThan(0);
      expect(test.accuracy).toBeGreaterThanOrEqual(floor.accuracy);
    });
  }

  it('Queenstown Adventures: a set large enough to mean something, and every greeting, thanks and request for a person recognised', () => {
    const queenstown = report('queenstown-adventures');
    expect(queenstown.answerCount).toBeGreaterThanOrEqual(40);
    expect(queenstown.intentAccuracy).toBe(1);
  });
});
