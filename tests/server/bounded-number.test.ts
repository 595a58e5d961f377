// The one reading of "a bounded number" that environment variables, query parameters, command-line
// options and request bodies share.
import { describe, expect, it } from 'vitest';
import { boundedNumber, type NumberBounds } from '../../server/bounded-number.ts';

const fail = (problem: string) => new RangeError(`LIMIT ${problem}`);
const read = (raw: string | number | undefined, bounds: NumberBounds) => boundedNumber(raw, bounds, fail);
const WHOLE = { fallback: 30, min: 1, max: 100, integer: true };

describe('boundedNumber', () => {
  it('gives the fallback when the value is absent, and the value when it is within bounds', () => {
    expect(read(undefined, WHOLE)).toBe(30);
    expect(read('1', WHOLE)).toBe(1);
    expect(read(' 100 ', WHOLE)).toBe(100);
    expect(read(42, WHOLE)).toBe(42);
    expect(read('0.25', { fallback: 0.2, min: 0, max: 2 })).toBe(0.25);
    expect(read('7000', { fallback: 1, min: 1 })).toBe(7000);
  });

  it.each([
    ['', WHOLE, 'LIMIT must be a whole number, got ""'],
    ['ten', WHOLE, 'LIMIT must be a whole number, got "ten"'],
    ['0x10', WHOLE, 'LIMIT must be a whole number, got "0x10"'],
    ['1e2', WHOLE, 'LIMIT must be a whole number, got "1e2"'],
    ['Infinity', { fallback: 1, min: 0, max: 2 }, 'LIMIT must be a number, got "Infinity"'],
    ['1.5', WHOLE, 'LIMIT must be a whole number, got "1.5"'],
    [2.5, WHOLE, 'LIMIT must be a whole number, got 2.5'],
    ['0', WHOLE, 'LIMIT must be between 1 and 100, got "0"'],
    [101, WHOLE, 'LIMIT must be between 1 and 100, got 101'],
    ['-3', { fallback: 1, min: 1, integer: true }, 'LIMIT must be at least 1, got "-3"'],
  ] as [string | number, NumberBounds, string][])('refuses %j through the caller’s own error', (raw, bounds, message) => {
    expect(() => read(raw, bounds)).toThrow(RangeError);
    expect(() => read(raw, bounds)).toThrow(message);
  });
});
