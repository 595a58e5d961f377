// What axe-core finds on a page. The console's views are held to no violation of any impact; the
// visitor's views are too, in every colour mode (accessibility.test.ts), which also asks for the
// serious ones alone on some views and checks that axe looked inside the widget's iframe.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** axe-core's results (axe-core itself is @axe-core/playwright's dependency, not ours). */
export type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

export interface AxeOptions {
  /** Only serious and critical violations. */
  seriousOnly?: boolean;
  /** The page has an iframe axe must have looked inside (else that is reported as a finding). */
  insideFrames?: boolean;
  /** Only these rules (by id); else every rule axe runs by default. */
  rules?: readonly string[];
}

/**
 * axe's results for the page and its frames. When every frame is the page's own origin, axe runs
 * in the page and reaches the frames itself (legacy mode): the default mode merges the frames'
 * results in a blank page it opens and closes at every run, which was most of a run's time (the
 * chat's start screen: 0.64–1.06 s against 0.31–0.54 s, interleaved at load 8; same rules, same
 * results). A page with another origin's frame keeps the default, which can reach that frame.
 */
export async function axeResults(page: Page, rules?: readonly string[]): Promise<AxeResults> {
  const origin = new URL(page.url()).origin;
  const oneOrigin = page.frames().every((frame) => !/^https?:/.test(frame.url()) || new URL(frame.url()).origin === origin);
  const builder = new AxeBuilder({ page }).setLegacyMode(oneOrigin);
  return (rules ? builder.withRules([...rules]) : builder).analyze();
}

/** Each violation, as "impact rule: help — the first nodes with their HTML and failure summary". */
export function findings(results: AxeResults, options: AxeOptions = {}): string[] {
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

export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<string[]> {
  return findings(await axeResults(page, options.rules), options);
}
