import { defineConfig } from 'vitest/config';
import { E2E_POLL } from './tests/e2e/support/poll-defaults.ts';
import { slowestFirstSequencer } from './tests/slowest-first-sequencer.ts';

// Browser tests: Playwright (playwright-core) driving Debian's Chromium against the real server.
// One file at a time, each with its own server (own port, data directory and copy of the client).
// Two at a time gained little on two cores: on clean clones on the same day the stage took 555 s two
// at a time and 576 s one at a time (both files' Chromium and server compete for the same cores), and
// two at a time exposes more tests to the load races of a busy machine. The focus race that once
// stopped it was Chromium handing keyboard focus back to the host page (docs/embed.md), avoided in
// the tests since.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    maxWorkers: 1,
    // The slowest files start first (by tests/timings/e2e.json), so that both processes finish together.
    sequence: { sequencer: slowestFirstSequencer('e2e') },
    // As in the unit configuration: a test process runs file after file without importing
    // Playwright, axe-core and the server helpers again; every file starts its own server, and the
    // process keeps one browser (embed-harness.ts sharedBrowser).
    isolate: false,
    // One seeded PGlite data directory per run; each file's server starts from a copy of it.
    // The compiled server every file starts (npm run build made it; compiled again only when stale),
    // and one copy of the client build they all serve.
    globalSetup: ['tests/e2e/support/store-template.global.ts', 'tests/server/helpers/server-build.global.ts', 'tests/e2e/support/client-copy.global.ts'],
    // The UI-model paths (it.concurrent, support/ui-model-suite.ts) run this many at a time.
    maxConcurrency: 3,
    testTimeout: 60_000,
    // expect.poll waits up to 10 s instead of Vitest's 1 s (support/poll-defaults.ts says why).
    expect: { poll: E2E_POLL },
    hookTimeout: 120_000,
    // No retry: the first message of a just-opened embedded widget that was sometimes lost (retried
    // once here until it was understood) was Chromium handing keyboard focus back to the host page
    // right after the loader moved it into the out-of-process frame, so `page.keyboard` typed into
    // the host page. The embed tests type in the frame's own keyboard (support/frame-keyboard.ts).
  },
});
