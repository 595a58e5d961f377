import { defineConfig } from 'vitest/config';

// Browser tests: Playwright (playwright-core) driving Debian's Chromium against the real server.
// One file at a time: each starts its own server and browser, and this machine has two cores.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    // One seeded PGlite data directory per run; each file's server starts from a copy of it.
    globalSetup: ['tests/e2e/support/store-template.global.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
