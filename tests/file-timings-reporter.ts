// A Vitest reporter for where a run's time goes, file by file: the JSON reporter's per-file times
// leave out a file's imports and its beforeAll/afterAll hooks, which is where the slow files spend
// most (a store, a server, an ingest). Prints the slowest files at the end of the run and, when
// FILE_TIMINGS_FILE is set (scripts/test.mjs sets it), writes every file's figures there as JSON.
// With REFRESH_TEST_TIMINGS set, a run of every file also rewrites the stage's committed timings
// (FILE_TIMINGS_STAGE: tests/timings/<stage>.json), which order the next runs (slowest-first-sequencer.ts).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Reporter, TestModule } from 'vitest/node';
import { readStageTimings, timingsFile } from './slowest-first-sequencer.ts';

const SHOWN = 12;

export interface FileTiming {
  file: string;
  /** Importing the file and collecting its suites, in seconds. */
  collect: number;
  /** Its tests and hooks, in seconds. */
  run: number;
  tests: number;
}

export default class FileTimingsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const timings: FileTiming[] = testModules
      .map((module) => {
        const { collectDuration, duration } = module.diagnostic();
        return { file: module.relativeModuleId, collect: collectDuration / 1000, run: duration / 1000, tests: [...module.children.allTests()].length };
      })
      .sort((a, b) => b.collect + b.run - (a.collect + a.run));
    const file = process.env.FILE_TIMINGS_FILE;
    if (file) writeFileSync(file, `${JSON.stringify(timings, null, 2)}\n`);
    const stage = process.env.FILE_TIMINGS_STAGE;
    if (stage && process.env.REFRESH_TEST_TIMINGS) refreshStageTimings(stage, timings);
    const total = timings.reduce((sum, timing) => sum + timing.collect + timing.run, 0);
    const lines = timings.slice(0, SHOWN).map((timing) => `  ${(timing.collect + timing.run).toFixed(1).padStart(6)} s  ${timing.file} (import ${timing.collect.toFixed(1)} s, ${timing.tests} tests)`);
    process.stdout.write(`\nSlowest test files (${total.toFixed(1)} s over ${timings.length} files, spread over the test processes):\n${lines.join('\n')}\n`);
  }
}

/**
 * Rewrites the stage's committed timings from this run, slowest first. Files this run did not
 * include keep their earlier figure (a run of a few files refreshes those few); files that no
 * longer exist are dropped.
 */
function refreshStageTimings(stage: string, timings: FileTiming[]): void {
  const earlier = readStageTimings(stage);
  const merged = new Map(Object.entries(earlier));
  for (const timing of timings) merged.set(timing.file, Math.round((timing.collect + timing.run) * 10) / 10);
  const repoRoot = fileURLToPath(new URL('../', import.meta.url));
  const sorted = Object.fromEntries([...merged].filter(([name]) => existsSync(join(repoRoot, name))).sort((a, b) => b[1] - a[1]));
  const path = timingsFile(stage);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(sorted, null, 2)}\n`);
  process.stdout.write(`Refreshed ${path.slice(path.lastIndexOf('tests/'))} (${timings.length} files timed).\n`);
}
