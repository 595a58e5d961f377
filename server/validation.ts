// Request checking with the contract's superstruct structs, turned into 4xx errors that name the
// field. Strings are also checked for NUL bytes and lone surrogates: PostgreSQL cannot store
// either, so letting them through would turn bad input into a 500.
import { validate, type Struct, type StructError } from 'superstruct';
import { badRequest, unprocessable, type HttpError } from './http-errors.ts';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/** Why a string cannot be stored, or undefined when it can. */
export function unstorableReason(value: string): string | undefined {
  if (value.includes('\u0000')) return 'must not contain NUL bytes';
  if (LONE_SURROGATE.test(value)) return 'must not contain unpaired surrogates (invalid Unicode)';
  return undefined;
}

function fieldName(path: readonly (string | number)[]): string {
  return path.reduce<string>(
    (name, key) => (typeof key === 'number' ? `${name}[${key}]` : name ? `${name}.${key}` : key),
    '',
  );
}

/**
 * Keys that replace how a value turns into text. superstruct's failure message prints the value
 * with a template literal, which calls its own `toString`/`valueOf`: JSON can set those to a number
 * or a string, and printing then throws a TypeError (a 500). No payload of ours has such a field.
 */
const CONVERSION_KEYS = new Set(['toString', 'valueOf', 'toLocaleString', 'toJSON']);

/** No payload of ours nests deeper; deeper input would only exhaust the stack of a checker. */
export const MAX_BODY_DEPTH = 16;

/**
 * Rejects NUL bytes and lone surrogates in every string and key of a parsed JSON value, and keys
 * that would break the printing of a validation failure (CONVERSION_KEYS).
 */
export function assertStorableStrings(value: unknown, path: (string | number)[] = []): void {
  if (path.length > MAX_BODY_DEPTH) {
    const name = fieldName(path.slice(0, 1)) || 'body';
    throw badRequest(`Field "${name}" is nested too deeply`, name);
  }
  if (typeof value === 'string') {
    const reason = unstorableReason(value);
    if (reason) {
      const name = fieldName(path) || 'body';
      throw badRequest(`Field "${name}" ${reason}`, name);
    }
  } else if (Array.isArray(value)) {
    value.forEach((entry, index) => assertStorableStrings(entry, [...path, index]));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, entry] of Object.entries(value)) {
      const reason = unstorableReason(key);
      if (reason) throw badRequest(`A field name ${reason}`, fieldName(path) || 'body');
      if (CONVERSION_KEYS.has(key)) {
        const name = fieldName([...path, key]);
        throw badRequest(`Unknown field "${name}"`, name);
      }
      assertStorableStrings(entry, [...path, key]);
    }
  }
}

const TYPE_WORDS: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'an integer',
  boolean: 'true or false',
  array: 'an array',
  object: 'an object',
  email: 'a valid email address',
};

function failureToError(error: StructError): HttpError {
  const failure = error.failures()[0] ?? error;
  const name = fieldName(failure.path) || 'body';
  if (failure.type === 'never') return badRequest(`Unknown field "${name}"`, name);
  if (failure.value === undefined) return badRequest(`Field "${name}" is required`, name);
  // A well-formed string that is not an address is a semantic problem, not a malformed request.
  if (failure.type === 'email') return unprocessable(`Field "${name}" must be a valid email address`, name);
  const expected = TYPE_WORDS[failure.type];
  if (expected) return badRequest(`Field "${name}" must be ${expected}`, name);
  return badRequest(`Field "${name}" is invalid: ${failure.message}`, name);
}

/** Checks a JSON body against a contract struct; throws a 4xx naming the first bad field. */
export function parseBody<T, S>(struct: Struct<T, S>, body: unknown): T {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('The request body must be a JSON object', 'body');
  }
  assertStorableStrings(body);
  const [error, value] = validate(body, struct);
  if (error) throw failureToError(error);
  return value as T;
}

/** Length limits the contract leaves to the server (SPEC.md §5 shows none on the client). */
export function assertMaxLength(value: string, max: number, field: string): void {
  if (value.length > max) {
    throw unprocessable(`Field "${field}" is too long: at most ${max} characters, got ${value.length}`, field);
  }
}
