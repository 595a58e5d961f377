// The figures the evaluation reports for a group of cases (a set's dev half, its test half).
import type { EvalCase } from './eval-types.ts';
import type { EvalHalf } from './split.ts';

export interface CaseResult {
  evalCase: EvalCase;
  half: EvalHalf;
  passed: boolean;
  text: string;
  citations: string[];
  latencyMs: number;
  reason?: string;
  /** For an `answer` case with a section: whether one is among the five sections retrieval ranks best. */
  recalled?: boolean;
  /** Those five sections' names, when `recalled` is measured. */
  retrieved?: string[];
}

export interface Metrics {
  /** Share of `answer` cases with every fact and the expected citation. */
  accuracy: number;
  answerCount: number;
  /** Share of out-of-scope questions given the plain "couldn't find" reply without citations. */
  refusalPrecision: number;
  refusalCount: number;
  /** Share of human/greeting/thanks cases given their fixed reply. */
  intentAccuracy: number;
  /** Share of `answer` cases with a section whose section retrieval ranks among its best five: what the LLM engine sees. */
  recallAt5: number;
  recallCount: number;
  p50: number;
  p95: number;
  failures: number;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Share of passed results among those of `kinds` (1 when there are none: nothing was missed). */
function share(results: CaseResult[], kinds: EvalCase['kind'][]) {
  const relevant = results.filter((result) => kinds.includes(result.evalCase.kind));
  return { count: relevant.length, rate: relevant.length ? relevant.filter((result) => result.passed).length / relevant.length : 1 };
}

export function metricsOf(results: CaseResult[]): Metrics {
  const answers = share(results, ['answer']);
  const refusals = share(results, ['refusal']);
  const latencies = results.map((result) => result.latencyMs);
  const measured = results.filter((result) => result.recalled !== undefined);
  return {
    accuracy: answers.rate,
    answerCount: answers.count,
    refusalPrecision: refusals.rate,
    refusalCount: refusals.count,
    intentAccuracy: share(results, ['human', 'greeting', 'thanks']).rate,
    recallAt5: measured.length ? measured.filter((result) => result.recalled).length / measured.length : 1,
    recallCount: measured.length,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    failures: results.filter((result) => !result.passed).length,
  };
}
