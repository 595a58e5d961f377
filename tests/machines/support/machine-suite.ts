// One Vitest suite per test model: a test per generated path (fake actors, simulated time) and a
// coverage test that fails when any state or transition of the machine is on no generated path.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { measureCoverage, selectCoveringPaths } from './coverage.ts';
import { describePath, generatePaths } from './graph.ts';
import type { MachineTestModel } from './model.ts';
import { runPath } from './run-path.ts';

/** The machines log failures by design (SPEC.md §8; a refused identity warns); the paths take every failure. */
function quietly<T>(run: () => T): T {
  const spies = [vi.spyOn(console, 'error').mockImplementation(() => {}), vi.spyOn(console, 'warn').mockImplementation(() => {})];
  try {
    return run();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

export function describeMachineModel(model: MachineTestModel): void {
  describe(`${model.name} machine, paths from its graph`, () => {
    const paths = quietly(() => selectCoveringPaths(model, generatePaths(model)));

    beforeEach(() => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      vi.spyOn(console, 'warn').mockImplementation(() => {});
    });
    afterEach(() => {
      vi.restoreAllMocks();
    });

    for (const generated of paths) {
      it(describePath(generated), async () => {
        await runPath(model, generated);
      });
    }

    it('covers every state and every transition', () => {
      const coverage = quietly(() => measureCoverage(model, paths));
      console.info(
        `${model.name}: ${paths.length} paths; states ${coverage.states.total - coverage.states.missing.length}/${coverage.states.total}, ` +
          `transitions ${coverage.transitions.total - coverage.transitions.missing.length}/${coverage.transitions.total}`,
      );
      expect(coverage.states.missing, 'states on no generated path').toEqual([]);
      expect(coverage.transitions.missing, 'transitions on no generated path').toEqual([]);
    });
  });
}
