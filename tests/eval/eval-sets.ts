// Every question set `npm run eval` and tests/eval/eval.test.ts run, in report order. Adding a set
// is one line here: a set with a `corpus` brings its own organisation and content.
import type { EvalSet } from './eval-types.ts';
import { HARBOURSIDE_EVAL } from './harbourside-questions.ts';
import { PLAUSIBLE_HELD_OUT_EVAL } from './plausible-held-out-questions.ts';
import { PLAUSIBLE_EVAL } from './plausible-questions.ts';
import { QUEENSTOWN_EVAL } from './queenstown-questions.ts';

export const EVAL_SETS: readonly EvalSet[] = [
  QUEENSTOWN_EVAL,
  HARBOURSIDE_EVAL,
  PLAUSIBLE_EVAL,
  PLAUSIBLE_HELD_OUT_EVAL,
  // ── Held-out sets on new organisations and paraphrases (issue 11) go here, one line each:
  // KIWI_PEDAL_HELD_OUT_EVAL (./kiwi-pedal-held-out-questions.ts),
  // RIVERBEND_MEDICAL_HELD_OUT_EVAL (./riverbend-medical-held-out-questions.ts),
  // QUEENSTOWN_PARAPHRASE_HELD_OUT_EVAL (./queenstown-paraphrase-held-out-questions.ts),
  // HARBOURSIDE_PARAPHRASE_HELD_OUT_EVAL (./harbourside-paraphrase-held-out-questions.ts),
  // and a gate for each one's test half in ./eval.test.ts.
];
