// The errors a route may throw on purpose. app.ts maps them (and everything else) to HTTP in one
// place, so every 4xx body is {error, message[, field]} and no 5xx body carries internals.
import { STATUS_CODES } from 'node:http';

export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    /** The request field at fault, for clients and people reading logs. */
    readonly field?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, message, field);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, field?: string) => new HttpError(409, message, field);
export const unprocessable = (message: string, field?: string) => new HttpError(422, message, field);
export const unavailable = (message: string) => new HttpError(503, message);

export interface ErrorBody {
  error: string;
  message: string;
  field?: string;
}

export function errorBody(statusCode: number, message: string, field?: string): ErrorBody {
  const body: ErrorBody = { error: STATUS_CODES[statusCode] ?? 'Error', message };
  if (field !== undefined) body.field = field;
  return body;
}
