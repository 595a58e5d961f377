// UI-level model-based tests: the machine-level models' generated paths, played in Chromium against
// the built client. The API is stubbed per call (page.route) so every path is deterministic; the
// journeys in journeys.test.ts cover the real server. Needs `npm run build`.
import { describe, expect, it, vi } from 'vitest';
import { measureCoverage } from '../machines/support/coverage.ts';
import { useBrowserSuite } from './support/suite.ts';
import { createUi, missingDomAssertions, planPaths, runUiPath, uiPathTitle, type UiModelAdapter } from './support/ui-model.ts';
import { UI_MODEL_ADAPTERS } from './support/ui-models/index.ts';

const suite = useBrowserSuite();

function describeUiModel(adapter: UiModelAdapter): void {
  const { feasible, infeasible } = planPaths(adapter);
  describe(`${adapter.model.name} machine in the browser`, () => {
    it('has a DOM assertion for every state of its model', () => {
      expect(missingDomAssertions(adapter)).toEqual([]);
    });

    for (const generated of feasible) {
      it(uiPathTitle(generated), async () => {
        const ui = await createUi(suite.page, suite.origin);
        await runUiPath(adapter, ui, generated);
      });
    }

    it('takes every state and every transition of the machine at UI level', () => {
      // Replaying the paths on the machine takes its failures, which it logs by design.
      const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
      const coverage = measureCoverage(adapter.model, feasible);
      quiet.mockRestore();
      console.info(
        `${adapter.model.name} (UI): ${feasible.length} paths in the browser, ${infeasible.length} left to the machine level` +
          (infeasible.length ? ` (${[...new Set(infeasible.map((path) => path.reason))].join('; ')})` : ''),
      );
      expect(coverage.states.missing, 'states on no path played in the browser').toEqual([]);
      expect(coverage.transitions.missing, 'transitions on no path played in the browser').toEqual([]);
    });
  });
}

for (const adapter of UI_MODEL_ADAPTERS) describeUiModel(adapter);
