// What axe-core finds on a page, of any impact: the console's views are held to none at all
// (accessibility.test.ts has its own checks for the visitor's views, in every colour mode).
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Each violation, as "rule: the nodes' selectors". */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}
