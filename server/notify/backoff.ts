// When a failed delivery is tried again: exponential backoff, base × 2^(attempt − 1), capped.

const MAX_WAIT_MS = 6 * 60 * 60 * 1000;

/** The wait after the `attempt`-th failed attempt (1 for the first). */
export function retryDelayMs(attempt: number, baseMs: number): number {
  return Math.min(MAX_WAIT_MS, baseMs * 2 ** Math.max(0, attempt - 1));
}
