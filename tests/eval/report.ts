// The evaluation's printed report: per engine and set, one line per half; the dev half's failures
// and recall@5 misses in detail, the test half's only counted unless asked for (--show-test, for a
// final report), so nobody tunes the engine on the questions the suite gates on.
import type { Metrics } from './metrics.ts';
import type { EvalRun } from './run-eval.ts';
import type { EvalHalf } from './split.ts';

const pct = (value: number) => `${(value * 100).toFixed(1)}%`;

function metricsLine(half: EvalHalf, metrics: Metrics): string {
  return [
    `${half.padEnd(4)} accuracy ${pct(metrics.accuracy).padStart(6)} (${metrics.answerCount})`,
    `refusals ${pct(metrics.refusalPrecision)} (${metrics.refusalCount})`,
    `intents ${pct(metrics.intentAccuracy)}`,
    `recall@5 ${pct(metrics.recallAt5)} (${metrics.recallCount})`,
    `p50 ${metrics.p50.toFixed(1)} ms  p95 ${metrics.p95.toFixed(1)} ms`,
  ].join('  ');
}

export function formatReport(run: EvalRun, options: { verbose?: boolean; showTest?: boolean } = {}): string {
  const lines: string[] = [];
  let engine = '';
  for (const report of run.reports) {
    if (report.engine !== engine) {
      engine = report.engine;
      lines.push(`engine: ${engine}`);
    }
    lines.push(`${report.label}`);
    lines.push(`  ${metricsLine('dev', report.dev)}`, `  ${metricsLine('test', report.test)}`);
    for (const result of report.results) {
      if (result.half === 'test' && !options.showTest) continue;
      if (result.recalled === false) lines.push(`    MISS ${result.half} recall@5 ${result.evalCase.question} — top five: ${result.retrieved?.join('; ') || '(none)'}`);
      if (result.passed && !options.verbose) continue;
      lines.push(`    ${result.passed ? 'ok  ' : 'FAIL'} ${result.half} [${result.evalCase.kind}] ${result.evalCase.question}${result.reason ? ` — ${result.reason}` : ''}`);
      lines.push(`         ${result.text.replace(/\n+/g, ' ⏎ ').slice(0, 300)}`);
      lines.push(`         cited: ${result.citations.join('; ') || '(none)'}`);
    }
    const testMisses = report.results.filter((result) => result.half === 'test' && result.recalled === false).length;
    if ((report.test.failures > 0 || testMisses > 0) && !options.showTest) {
      lines.push(`    test half: ${report.test.failures} failed, ${testMisses} recall@5 misses (not shown: tune on dev; --show-test prints them)`);
    }
  }
  return lines.join('\n');
}
