import { defineConfig } from 'vitest/config';

// Unit, machine, server and evaluation tests. Browser tests (tests/e2e) run under scripts/e2e.mjs.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One migrated PGlite store and PostgreSQL database per run, copied by every test store.
    globalSetup: ['tests/server/helpers/store-templates.global.ts'],
  },
});
