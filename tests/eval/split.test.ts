// The dev/test split: a pure function of the question text, fixed once and for all.
import { describe, expect, it } from 'vitest';
import { EVAL_SETS } from './eval-sets.ts';
import { casesOfHalf, evalHalf } from './split.ts';

describe('evalHalf', () => {
  it("puts a question in the dev half when its sha256's first byte is even, in the test half when odd", () => {
    // sha256("abc") = ba78…, sha256("e") = 3f79…, sha256("") = e3b0…
    expect(evalHalf('abc')).toBe('dev');
    expect(evalHalf('e')).toBe('test');
    expect(evalHalf('')).toBe('test');
    // 763a… : the demo's first question stays a dev question.
    expect(evalHalf('How much does a tandem jump cost?')).toBe('dev');
  });

  it('uses both halves: short texts already land on either side', () => {
    expect(new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map(evalHalf))).toEqual(new Set(['dev', 'test']));
  });
});

describe('casesOfHalf', () => {
  it('splits a set into two disjoint halves that together hold every case, each in its order', () => {
    for (const set of EVAL_SETS) {
      const dev = casesOfHalf(set.cases, 'dev');
      const test = casesOfHalf(set.cases, 'test');
      expect(dev.length + test.length, set.label ?? set.organisationId).toBe(set.cases.length);
      expect(dev.filter((evalCase) => test.includes(evalCase))).toEqual([]);
      expect(set.cases.filter((evalCase) => dev.includes(evalCase))).toEqual(dev);
      expect(set.cases.filter((evalCase) => test.includes(evalCase))).toEqual(test);
    }
  });

  it('leaves answer questions in both halves of every set, so both halves measure something', () => {
    for (const set of EVAL_SETS) {
      for (const half of ['dev', 'test'] as const) {
        expect(casesOfHalf(set.cases, half).filter((evalCase) => evalCase.kind === 'answer').length, `${set.label ?? set.organisationId} ${half}`).toBeGreaterThan(0);
      }
    }
  });
});
