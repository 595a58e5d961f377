// What axe-core finds serious or critical on a page: the console's views are held to that
// (accessibility.test.ts has its own, stricter checks for the visitor's views).
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Each serious or critical violation, as "rule: the nodes' selectors". */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}
