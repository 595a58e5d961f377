// "A number between min and max, or the default when it is absent", read one way for environment
// variables, query parameters and command-line options (text) and for request bodies (numbers
// their struct has already typed), so that every limit is checked and explained alike. Each
// caller wraps the explanation in its own error: a ConfigError, a 4xx, a command-line refusal.

export interface NumberBounds {
  min: number;
  /** No upper limit when absent. */
  max?: number;
  /** Used when the value is absent (undefined; callers decide whether empty text means absent). */
  fallback: number;
  /** Whole numbers only. */
  integer?: boolean;
}

// Number() alone would also take "", "0x50", "1e3" and "Infinity".
const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * The value within bounds, or throws what `fail` makes of the problem: a phrase meant to follow
 * the name of what was read ("PORT must be between 0 and 65535, got 70000").
 */
export function boundedNumber(raw: string | number | undefined, bounds: NumberBounds, fail: (problem: string) => Error): number {
  if (raw === undefined) return bounds.fallback;
  const text = typeof raw === 'string' ? raw.trim() : String(raw);
  const value = typeof raw === 'number' ? raw : PLAIN_DECIMAL.test(text) ? Number(text) : Number.NaN;
  const shown = typeof raw === 'number' ? text : `"${text}"`;
  const kind = bounds.integer ? 'a whole number' : 'a number';
  if (!Number.isFinite(value) || (bounds.integer && !Number.isInteger(value))) throw fail(`must be ${kind}, got ${shown}`);
  const { min, max } = bounds;
  if (value < min || (max !== undefined && value > max)) {
    throw fail(max === undefined ? `must be at least ${min}, got ${shown}` : `must be between ${min} and ${max}, got ${shown}`);
  }
  return value;
}
