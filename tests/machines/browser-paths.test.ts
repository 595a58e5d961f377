// The browser plays the fewest of each machine's feasible paths that pass every vertex (a state
// value and the transition that reached it) and take every transition and state value the whole
// set does (tests/e2e/support/ui-model.ts planPaths). The two adapters that cut further, to the
// transitions and state values alone (`selectCovering`: chat, operator console), are left to the
// browser's own coverage check, which fails on any state or transition their played paths miss:
// replaying their hundreds of paths here would cost the unit stage about 25 s of CPU.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { planPaths } from '../e2e/support/ui-model.ts';
import { CONSOLE_UI_MODELS, VISITOR_UI_MODELS } from '../e2e/support/ui-models/index.ts';
import { measureCoverage } from './support/coverage.ts';
import { verticesOf, type GeneratedPath } from './support/graph.ts';
import type { MachineTestModel } from './support/model.ts';

const verticesOfAll = (model: MachineTestModel, paths: GeneratedPath[]) => new Set(paths.flatMap((path) => verticesOf(model, path)));

describe('the paths the browser plays', () => {
  // Planning replays failures, which the machines log by design.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  for (const adapter of [...VISITOR_UI_MODELS, ...CONSOLE_UI_MODELS].filter((each) => !each.selectCovering)) {
    const { model } = adapter;
    it(`${model.name}: every vertex, transition and state value of its feasible paths`, () => {
      const { played, feasible } = planPaths(adapter);
      expect(played.length).toBeGreaterThan(0);
      expect(played.length).toBeLessThanOrEqual(feasible.length);
      expect(new Set(played).size, 'a path played twice').toBe(played.length);
      expect(verticesOfAll(model, played)).toEqual(verticesOfAll(model, feasible));
      expect(measureCoverage(model, played)).toEqual(measureCoverage(model, feasible));
    });
  }
});
