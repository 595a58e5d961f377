// The order the test stages start their files in (tests/slowest-first-sequencer.ts): slowest first
// by the committed timings, a file not timed yet after them.
import { describe, expect, it } from 'vitest';
import { readStageTimings, slowestFirst } from '../slowest-first-sequencer.ts';

describe('slowest-first test order', () => {
  const byName = (name: string) => name;

  it('starts the slowest files first and a file not timed yet after them', () => {
    const timings = { 'tests/a.test.ts': 3, 'tests/b.test.ts': 40, 'tests/c.test.ts': 12 };
    expect(slowestFirst(['tests/a.test.ts', 'tests/b.test.ts', 'tests/new.test.ts', 'tests/c.test.ts'], byName, timings)).toEqual([
      'tests/b.test.ts',
      'tests/c.test.ts',
      'tests/a.test.ts',
      'tests/new.test.ts',
    ]);
  });

  it('keeps the given order among files of equal time', () => {
    expect(slowestFirst(['x', 'y', 'z'], byName, { x: 1, y: 1, z: 1 })).toEqual(['x', 'y', 'z']);
  });

  // A name that no longer exists is only ignored (the next refresh drops it).
  it.each(['unit', 'e2e'])("reads the %s stage's committed timings: seconds by a test file's path from the repository root", (stage) => {
    const timings = readStageTimings(stage);
    expect(Object.keys(timings).length).toBeGreaterThan(10);
    for (const [file, seconds] of Object.entries(timings)) {
      expect(file).toMatch(/^tests\/.+\.test\.tsx?$/);
      expect(seconds).toBeGreaterThanOrEqual(0);
    }
  });
});
