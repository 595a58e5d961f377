// What axe-core finds on a page: serious or critical by default (the console journeys also check every impact)
// (accessibility.test.ts has its own, stricter checks for the visitor's views).
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Each serious or critical violation (or, with everyImpact, every one), as "rule: the nodes' selectors". */
export async function seriousViolations(page: Page, options: { everyImpact?: boolean } = {}): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => options.everyImpact || violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}
