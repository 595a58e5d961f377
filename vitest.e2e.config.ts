import { defineConfig } from 'vitest/config';

// Browser tests: Playwright (playwright-core) driving Debian's Chromium against the real server.
// One file at a time: each starts its own server and browser (own port, data directory and copy of
// the client). Two at a time was faster on a quiet machine (325–364 s against about 500), but on
// this 2-core machine three of five clean-clone runs then lost a test to a race that the other file's
// load exposed (a first answer not shown within 20–30 s in an embedded widget, a poll's timer), so
// the stage runs files one after another until those are understood.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    maxWorkers: 1,
    // As in the unit configuration: a test process runs file after file without importing
    // Playwright, axe-core and the server helpers again; every file starts its own server, and the
    // process keeps one browser (embed-harness.ts sharedBrowser).
    isolate: false,
    // One seeded PGlite data directory per run; each file's server starts from a copy of it.
    // The compiled server every file starts (npm run build made it; compiled again only when stale).
    globalSetup: ['tests/e2e/support/store-template.global.ts', 'tests/server/helpers/server-build.global.ts'],
    // The UI-model paths (it.concurrent, support/ui-model-suite.ts) run this many at a time.
    maxConcurrency: 3,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // No retry: the first message of a just-opened embedded widget that was sometimes lost (retried
    // once here until it was understood) was Chromium handing keyboard focus back to the host page
    // right after the loader moved it into the out-of-process frame, so `page.keyboard` typed into
    // the host page. The embed tests type in the frame's own keyboard (support/frame-keyboard.ts).
  },
});
