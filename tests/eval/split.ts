// The dev/test split of every question set: decided once by a hash of the question text, so a
// question stays in its half whatever set it moves to or however the set is reordered. Rules and
// constants are tuned on the dev half; the suite gates on the test half, whose failures the
// report only counts (tests/eval/run-eval.ts), so nobody fits the engine to them.
import { createHash } from 'node:crypto';

export type EvalHalf = 'dev' | 'test';
export const EVAL_HALVES: readonly EvalHalf[] = ['dev', 'test'];

/** sha256 of the question (UTF-8, as written): first byte even → dev, odd → test. */
export function evalHalf(question: string): EvalHalf {
  return createHash('sha256').update(question, 'utf8').digest()[0] % 2 === 0 ? 'dev' : 'test';
}

/** The cases of one half, in their set's order. */
export function casesOfHalf<Case extends { question: string }>(cases: readonly Case[], half: EvalHalf): Case[] {
  return cases.filter((evalCase) => evalHalf(evalCase.question) === half);
}
