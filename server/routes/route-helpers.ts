// Small checks every resource route shares.
import { badRequest, notFound } from '../http-errors.ts';
import { isUuid, unstorableReason } from '../validation.ts';

/** A conversation or contact id from the path: anything but a UUID cannot exist, so 404. */
export function uuidParam(value: string, what: 'Conversation' | 'Contact'): string {
  if (!isUuid(value)) throw notFound(`${what} not found`);
  return value.toLowerCase();
}

/** A readable id (organisations): NUL bytes or broken Unicode are a malformed request. */
export function textParam(value: string, name: string): string {
  const reason = unstorableReason(value);
  if (reason) throw badRequest(`Path parameter "${name}" ${reason}`, name);
  return value;
}
