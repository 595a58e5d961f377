// The order a Vitest configuration starts its files in: the slowest first, so that the test
// processes finish together. Vitest's own order needs durations from an earlier run on the same
// machine; without them (a clean clone, CI) it starts the largest files first, which put the
// slowest (small files that start a server, seed a store or run the evaluation) last: one process
// then worked on alone for a minute after the other had finished.
// The durations come from a committed file per stage (tests/timings/<stage>.json), which the file
// timings reporter rewrites when asked (`REFRESH_TEST_TIMINGS=1 npm test`), so the order follows
// the files as they are rather than a list written by hand.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** A stage's committed timings: each file's seconds (imports, hooks and tests), by path from the repository root. */
export type StageTimings = Record<string, number>;

export function timingsFile(stage: string): string {
  return fileURLToPath(new URL(`./timings/${stage}.json`, import.meta.url));
}

export function readStageTimings(stage: string): StageTimings {
  try {
    return JSON.parse(readFileSync(timingsFile(stage), 'utf8')) as StageTimings;
  } catch {
    return {};
  }
}

/**
 * Files slowest first by the committed seconds. Files with no timing yet (new since the last
 * refresh) run after the timed ones, in the order given (Vitest's: largest first).
 */
export function slowestFirst<T>(files: T[], path: (file: T) => string, timings: StageTimings): T[] {
  const seconds = (file: T) => timings[path(file)] ?? -1;
  // Array.prototype.sort is stable: files with equal times keep Vitest's order.
  return [...files].sort((a, b) => seconds(b) - seconds(a));
}

/** A sequencer class for `sequence.sequencer` that orders by the named stage's timings. */
export function slowestFirstSequencer(stage: string): typeof BaseSequencer {
  return class SlowestFirstSequencer extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const { root } = this.ctx.config;
      return slowestFirst(await super.sort(files), (file) => relative(root, file.moduleId), readStageTimings(stage));
    }
  };
}
