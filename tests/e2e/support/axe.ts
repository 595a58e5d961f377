// What axe-core finds on a page. The console's views are held to no violation of any impact; the
// visitor's views are too, in every colour mode (accessibility.test.ts), which also asks for the
// serious ones alone on some views and checks that axe looked inside the widget's iframe.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export interface AxeOptions {
  /** Only serious and critical violations. */
  seriousOnly?: boolean;
  /** The page has an iframe axe must have looked inside (else that is reported as a finding). */
  insideFrames?: boolean;
}

/** Each violation, as "impact rule: help — the first nodes with their HTML and failure summary". */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  // A node inside an iframe has a target that starts with the frame's selector.
  const framed = results.passes.flatMap((rule) => rule.nodes).filter((node) => node.target.length > 1);
  if (options.insideFrames && framed.length === 0) return ['axe did not look inside the page’s iframe'];
  return results.violations
    .filter((violation) => !options.seriousOnly || violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)} (${node.failureSummary?.replace(/\s+/g, ' ').slice(0, 240)})`)
          .join(' | ')}`,
    );
}
