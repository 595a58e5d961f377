import { defineConfig } from 'vitest/config';

// Browser tests: Playwright (playwright-core) driving Debian's Chromium against the real server.
// Two files at a time: each starts its own server and browser (own port, data directory and copy
// of the client), so files never share state. A test process mostly waits on its server and
// Chromium, so two of them keep both cores of a small CI machine busy where one left one idle.
// The longest files are split (ui-model-visitor / ui-model-console) so the two workers finish together.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    maxWorkers: 2,
    // As in the unit configuration: a test process runs file after file without importing
    // Playwright, axe-core and the server helpers again; every file starts its own server and browser.
    isolate: false,
    // One seeded PGlite data directory per run; each file's server starts from a copy of it.
    // The compiled server every file starts (npm run build made it; compiled again only when stale).
    globalSetup: ['tests/e2e/support/store-template.global.ts', 'tests/server/helpers/server-build.global.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
