import { defineConfig } from 'vitest/config';
import { slowestFirstSequencer } from './tests/slowest-first-sequencer.ts';

// Unit, machine, server and evaluation tests. Browser tests (tests/e2e) run under vitest.e2e.config.ts.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two test processes: Vitest's default on a two-core machine is one (cores − 1), which left a
    // core idle while a file waited on PostgreSQL, a server process or the CLI.
    maxWorkers: 2,
    // Each process runs file after file with the modules it has already loaded (the server, PGlite,
    // the language model) instead of a new process per file, which spent more time importing than
    // most files spend testing. Files share no state: each opens its own stores (test-stores.ts)
    // and app, and restores what it mocks.
    isolate: false,
    // The slowest files start first (by tests/timings/unit.json), so that both processes finish together.
    sequence: { sequencer: slowestFirstSequencer('unit') },
    // One migrated PGlite store and PostgreSQL database per run, copied by every test store; the
    // compiled server the process tests start.
    globalSetup: ['tests/server/helpers/store-templates.global.ts', 'tests/server/helpers/server-build.global.ts'],
  },
});
