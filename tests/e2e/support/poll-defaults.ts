// How long the browser tests' `expect.poll` waits for a value by default (vitest.e2e.config.ts and
// support/expect.ts's own poll). Vitest's default is one second: on the loaded 2-core machine,
// with two browser files at a time, a page could need longer to show what a poll waits for (the
// console's live stream connecting, a reloaded conversation rendering), and the test failed
// although the page was right. A poll ends as soon as its value comes, so this costs a passing test nothing.
export const E2E_POLL = { timeout: 10_000, interval: 50 } as const;
