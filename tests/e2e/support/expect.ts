// Vitest's `expect`, with an `expect.poll` that also works in concurrent tests (the UI-model paths
// run a few at a time: support/ui-model-suite.ts). Vitest's own poll needs to know the running
// test, which a concurrent test's helper, after its first await, cannot tell. This one retries the
// same matcher with vi.waitFor until it passes or the time is up, with the browser tests'
// expect.poll defaults (support/poll-defaults.ts).
import { expect as vitestExpect, vi } from 'vitest';
import { E2E_POLL } from './poll-defaults.ts';

type PollOptions = { timeout?: number; interval?: number; message?: string };

function poll(read: () => unknown, { timeout = E2E_POLL.timeout, interval = E2E_POLL.interval, message }: PollOptions = {}) {
  const matchers = (negated: boolean): unknown =>
    new Proxy(
      {},
      {
        get(_, name) {
          if (name === 'not') return matchers(!negated);
          if (name === 'then') return undefined; // not a promise itself: only a matcher's call is
          return (...expected: unknown[]) =>
            vi.waitFor(
              async () => {
                const asserted = vitestExpect(await read(), message);
                const assertion = negated ? asserted.not : asserted;
                await (Reflect.get(assertion, name) as (...args: unknown[]) => unknown).apply(assertion, expected);
              },
              { timeout, interval },
            );
        },
      },
    );
  return matchers(false);
}

export const expect = new Proxy(vitestExpect, {
  get: (target, name, receiver) => (name === 'poll' ? poll : Reflect.get(target, name, receiver)),
}) as typeof vitestExpect;
