// Every question set `npm run eval` and tests/eval/eval.test.ts run, in report order. Adding a set
// is one line here: a set with a `corpus` brings its own organisation and content.
import type { EvalSet } from './eval-types.ts';
import { HARBOURSIDE_PARAPHRASE_HELD_OUT_EVAL } from './harbourside-paraphrase-held-out-questions.ts';
import { HARBOURSIDE_EVAL } from './harbourside-questions.ts';
import { KIWI_PEDAL_HELD_OUT_EVAL } from './kiwi-pedal-held-out-questions.ts';
import { PLAUSIBLE_HELD_OUT_EVAL } from './plausible-held-out-questions.ts';
import { PLAUSIBLE_EVAL } from './plausible-questions.ts';
import { QUEENSTOWN_PARAPHRASE_HELD_OUT_EVAL } from './queenstown-paraphrase-held-out-questions.ts';
import { QUEENSTOWN_EVAL } from './queenstown-questions.ts';
import { RIVERBEND_MEDICAL_HELD_OUT_EVAL } from './riverbend-medical-held-out-questions.ts';
import { TOTARA_GROVE_HELD_OUT_EVAL } from './totara-grove-held-out-questions.ts';

export const EVAL_SETS: readonly EvalSet[] = [
  QUEENSTOWN_EVAL,
  HARBOURSIDE_EVAL,
  PLAUSIBLE_EVAL,
  PLAUSIBLE_HELD_OUT_EVAL,
  KIWI_PEDAL_HELD_OUT_EVAL,
  RIVERBEND_MEDICAL_HELD_OUT_EVAL,
  TOTARA_GROVE_HELD_OUT_EVAL,
  QUEENSTOWN_PARAPHRASE_HELD_OUT_EVAL,
  HARBOURSIDE_PARAPHRASE_HELD_OUT_EVAL,
];
