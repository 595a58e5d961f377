// What went wrong with a call to the API, as a code the machines can decide on. services/ throws
// ApiError; the machines turn a code into the spec's text in one place (machines/failure-texts.ts).
// The message is for developers (the console, dev tools), never shown to a visitor.

export type ApiErrorCode =
  /** No answer at all: offline, DNS, a refused connection. */
  | 'network'
  /** The answer did not match the contract (a 2xx with the wrong shape). */
  | 'unexpected-answer'
  /** 400/409/413/415/422: the server refused what was sent. */
  | 'invalid'
  /** 401/403: the operator key is wrong, changed or revoked. */
  | 'key-refused'
  | 'organisation-not-found'
  | 'conversation-not-found'
  | 'contact-not-found'
  /** Any other 404. */
  | 'not-found'
  | 'rate-limited'
  /** 5xx, or a status the client has no code for. */
  | 'server';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ApiErrorCode;
  /** The HTTP status, when the server answered. */
  readonly status: number | undefined;
  /** The request's field the server named in its 4xx (`{ error, message, field }`). */
  readonly field: string | undefined;

  constructor(code: ApiErrorCode, message: string, options: { status?: number; field?: string; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.code = code;
    this.status = options.status;
    this.field = options.field;
  }
}

/** The code of any failure: an ApiError's own; anything else was not the API's answer. */
export function apiErrorCodeOf(error: unknown): ApiErrorCode | 'unknown' {
  return error instanceof ApiError ? error.code : 'unknown';
}

/** The code an HTTP status means; `notFound` names what a 404 means for this call. */
export function apiErrorCodeForStatus(status: number, notFound: ApiErrorCode = 'not-found'): ApiErrorCode {
  if (status === 401 || status === 403) return 'key-refused';
  if (status === 404) return notFound;
  if (status === 429) return 'rate-limited';
  if (status >= 400 && status < 500) return 'invalid';
  return 'server';
}
