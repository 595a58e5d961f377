// UI-level model-based tests: the machine-level models' generated paths, played in Chromium against
// the built client. The API is stubbed per call (page.route) so every path is deterministic; the
// journeys in journeys.test.ts cover the real server. Needs `npm run build`. The machines are
// played by two test files (ui-model-visitor, ui-model-console) so that the browser tests' two
// workers share them; they share one server (useBrowserSuite's sharedServer: the paths stub the API)
// and the test process's browser.
import { describe, expect, it, vi } from 'vitest';
import { measureCoverage } from '../../machines/support/coverage.ts';
import { useBrowserSuite, type BrowserSuite } from './suite.ts';
import { createUi, missingDomAssertions, planPaths, runUiPath, uiPathTitle, uncoveredInBrowser, type UiModelAdapter } from './ui-model.ts';

/** Registers the file's server and browser, then every adapter's paths and coverage check. */
export function describeUiModels(adapters: readonly UiModelAdapter[]): void {
  const suite = useBrowserSuite({ pagePerTest: false, sharedServer: true });
  for (const adapter of adapters) describeUiModel(suite, adapter);
}

function describeUiModel(suite: BrowserSuite, adapter: UiModelAdapter): void {
  // Planning replays paths on the machine, which logs the failures it takes by design.
  const quietPlan = [vi.spyOn(console, 'error').mockImplementation(() => {}), vi.spyOn(console, 'warn').mockImplementation(() => {})];
  const { played, feasible, infeasible } = planPaths(adapter);
  for (const spy of quietPlan) spy.mockRestore();
  describe(`${adapter.model.name} machine in the browser`, () => {
    it('has a DOM assertion for every state of its model', () => {
      expect(missingDomAssertions(adapter)).toEqual([]);
    });

    // The paths run a few at a time (maxConcurrency in vitest.e2e.config.ts), each in a page of its
    // own (reset after the path before: support/page-pool.ts) with its own stubbed API and paused
    // clock: a path spends most of its time waiting for the page, so one at a time left the cores idle.
    for (const generated of played) {
      it.concurrent(uiPathTitle(generated), async () => {
        await suite.withPage(async (page) => runUiPath(adapter, await createUi(page, suite.origin), generated));
      });
    }

    it('takes every state and every transition of the machine at UI level', () => {
      // Replaying the paths on the machine takes its failures, which it logs by design.
      const quiet = [vi.spyOn(console, 'error').mockImplementation(() => {}), vi.spyOn(console, 'warn').mockImplementation(() => {})];
      const coverage = measureCoverage(adapter.model, played);
      for (const spy of quiet) spy.mockRestore();
      console.info(
        `${adapter.model.name} (UI): ${played.length} of ${feasible.length} feasible paths in the browser, ${infeasible.length} left to the machine level` +
          (infeasible.length ? ` (${[...new Set(infeasible.map((path) => path.reason))].join('; ')})` : ''),
      );
      const leftToMachines = Object.entries(adapter.machineLevelOnly ?? {}).map(([part, why]) => `${part}: ${why}`);
      if (leftToMachines.length) console.info(`${adapter.model.name} (UI): left to the machine level: ${leftToMachines.join('; ')}`);
      expect(uncoveredInBrowser(adapter, coverage.states.missing), 'states on no path played in the browser').toEqual([]);
      expect(uncoveredInBrowser(adapter, coverage.transitions.missing), 'transitions on no path played in the browser').toEqual([]);
      // Each exemption is still needed: nothing it names is taken in the browser after all.
      for (const part of Object.keys(adapter.machineLevelOnly ?? {})) {
        const missing = [...coverage.states.missing, ...coverage.transitions.missing];
        expect(missing.some((item) => item.includes(part)), `'${part}' is covered in the browser: drop it from machineLevelOnly`).toBe(true);
      }
    });
  });
}
