// The order the unit configuration starts its files in: the slowest first, so that the two test
// processes finish together. Vitest's own order needs durations from an earlier run on the same
// machine; without them (a clean clone, CI) it starts the largest files first, which put the
// slowest (small files that start a server, seed a store or run the evaluation) last: one process
// then worked on alone for a minute after the other had finished.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The slowest files, slowest first (each about 20 s or more of a loaded run's unit stage; the file
 * timings reporter prints the current ones). A file missing from the list runs after these, in
 * Vitest's order; a name here that no longer exists is ignored.
 */
export const SLOWEST_FILES = [
  'tests/server/citation-pages.test.ts',
  'tests/server/process.test.ts',
  'tests/eval/eval.test.ts',
  'tests/server/embeddings-process.test.ts',
  'tests/knowledge/retrieval-pruning.test.ts',
  'tests/server/any-input.test.ts',
  'tests/cli/cli.test.ts',
  'tests/knowledge/embeddings.test.ts',
  'tests/server/ingest-isolation.test.ts',
  'tests/server/sources.test.ts',
  'tests/server/notification-process.test.ts',
  'tests/server/pglite-initdb.test.ts',
  'tests/server/contact-migration.test.ts',
  'tests/server/seed.test.ts',
  'tests/server/rate-limits.test.ts',
];

export default class SlowestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordered = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = SLOWEST_FILES.findIndex((name) => file.moduleId.endsWith(`/${name}`));
      return index === -1 ? SLOWEST_FILES.length : index;
    };
    // Array.prototype.sort is stable: the files off the list keep Vitest's order.
    return ordered.sort((a, b) => rank(a) - rank(b));
  }
}
