// Errors that mean "the database is away" (stopped, restarting, unreachable, or too slow to
// answer within our timeouts) rather than "this request is wrong". app.ts answers them with 503
// and Retry-After, so clients and load balancers wait and try again instead of seeing a 500.

// SQLSTATE classes and codes: 08 connection exception, 57P01–57P03 shutdown or not yet accepting
// connections, 57014 a statement cancelled by statement_timeout, 53300 too many connections.
const UNAVAILABLE_SQLSTATES = /^(08|57P0[123]$|57014$|53300$)/;
const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);
// node-postgres reports its own time-outs and lost connections only by message.
const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Query read timeout',
  'Client has encountered a connection error',
  'Connection terminated unexpectedly',
  'The database did not answer in time',
  // The watchdog's (watched-pool.ts): PostgreSQL did not answer its probe.
  'The database is not answering',
];

function looksUnavailable(error: { code?: unknown; message?: unknown }): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  if (UNAVAILABLE_NODE_CODES.has(code) || (/^[0-9A-Z]{5}$/.test(code) && UNAVAILABLE_SQLSTATES.test(code))) return true;
  const message = typeof error.message === 'string' ? error.message : '';
  return UNAVAILABLE_MESSAGES.some((text) => message.includes(text));
}

/** Whether an error, or any error it wraps (Drizzle wraps the driver's), means the store is away. */
export function isStoreUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    if (looksUnavailable(current as { code?: unknown; message?: unknown })) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Rejects with a store-unavailable error unless `work` settles within `ms`. */
export async function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('The database did not answer in time')), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
