// `npm test`: everything, in the order that fails fastest — typecheck, lint, unit/API/machine/eval
// tests, then the browser tests against a fresh build. Ends with one summary line that CI reads.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const reportDir = join('.tmp', 'test-reports');
mkdirSync(reportDir, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(label, command, args, env = {}) {
  process.stdout.write(`\n▶ ${label}\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  process.stdout.write(`${ok ? '✔' : '✘'} ${label} (${seconds} s)\n`);
  if (!ok) failures.push(label);
  return ok;
}

function countVitest(reportFile) {
  if (!existsSync(reportFile)) return;
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function vitest(label, configFile, reportName) {
  const reportFile = join(reportDir, `${reportName}.json`);
  const ok = run(label, 'npx', [
    'vitest', 'run', '--config', configFile,
    '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`,
  ]);
  countVitest(reportFile);
  return ok;
}

const only = process.argv[2]; // e.g. `npm test -- unit` while developing

if (!only || only === 'static') {
  run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
  run('lint', 'npm', ['run', '--silent', 'lint']);
}
if (!only || only === 'unit') vitest('unit, machine, API and evaluation tests', 'vitest.config.ts', 'unit');
if (!only || only === 'e2e') {
  if (run('client build', 'npm', ['run', '--silent', 'build'])) {
    vitest('browser tests (Chromium)', 'vitest.e2e.config.ts', 'e2e');
  } else {
    failures.push('browser tests (not run: the build failed)');
  }
}

process.stdout.write(`\n${failures.length ? `Failed steps: ${failures.join(', ')}` : 'All steps passed.'}\n`);
// A failed step that is not a test runner (typecheck, lint, build) counts as one failure.
const failedSteps = failures.filter((label) => !label.includes('tests')).length;
process.stdout.write(`tests: ${totals.passed} passed, ${totals.failed + failedSteps} failed, ${totals.skipped} skipped\n`);
process.exit(failures.length ? 1 : 0);
