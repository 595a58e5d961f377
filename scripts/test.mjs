// `npm test`: everything, in the order that fails fastest — typecheck, lint, unit/API/machine/eval
// tests, then the browser tests against a fresh build. Ends with one summary line that CI reads.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
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

// A run that failed without a failed test (a file that would not load, a file with no suite)
// still counts one failure, so the closing line never reads "0 failed" for a failed step.
function countVitest(reportFile, ok) {
  const report = existsSync(reportFile) ? JSON.parse(readFileSync(reportFile, 'utf8')) : {};
  const failed = report.numFailedTests ?? 0;
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += ok ? failed : Math.max(failed, 1);
  // Skipped: the PostgreSQL suites without TEST_DATABASE_URL, and any it.skip / it.todo.
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function vitest(label, configFile, reportName) {
  const reportFile = join(reportDir, `${reportName}.json`);
  rmSync(reportFile, { force: true }); // a report left by an earlier run must not be counted
  // The file timings reporter prints the slowest files and writes every file's time beside the report.
  const ok = run(label, 'npx', [
    'vitest', 'run', '--config', configFile,
    '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`, '--reporter=./tests/file-timings-reporter.ts',
  ], { FILE_TIMINGS_FILE: join(reportDir, `${reportName}-files.json`), FILE_TIMINGS_STAGE: reportName });
  countVitest(reportFile, ok);
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
const skippedWhy = process.env.TEST_DATABASE_URL ? '' : ' (PostgreSQL suites skipped: TEST_DATABASE_URL is not set)';
process.stdout.write(`tests: ${totals.passed} passed, ${totals.failed + failedSteps} failed, ${totals.skipped} skipped${skippedWhy}\n`);
process.exit(failures.length ? 1 : 0);
