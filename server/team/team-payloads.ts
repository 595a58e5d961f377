// The team API's request bodies, checked field by field (4xx with the field at fault).
import { enums, object, optional, string } from 'superstruct';
import { Email, MEMBER_ROLES } from '../../src/contract/contract.ts';
import { unprocessable } from '../http-errors.ts';
import { assertMaxLength } from '../validation.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './passwords.ts';

export const NAME_MAX_LENGTH = 200;
const EMAIL_MAX_LENGTH = 320;

export const InvitationPayload = object({ email: Email, role: optional(enums(MEMBER_ROLES)) });
export const RolePayload = object({ role: enums(MEMBER_ROLES) });
export const ApiKeyPayload = object({ name: string() });

export function checkedName(name: string, field = 'name'): string {
  const trimmed = name.trim();
  if (trimmed.length === 0) throw unprocessable(`Field "${field}" must not be empty`, field);
  assertMaxLength(trimmed, NAME_MAX_LENGTH, field);
  return trimmed;
}

export function checkedPassword(password: string): string {
  if (password.length < PASSWORD_MIN_LENGTH) throw unprocessable(`Field "password" must be at least ${PASSWORD_MIN_LENGTH} characters`, 'password');
  assertMaxLength(password, PASSWORD_MAX_LENGTH, 'password');
  return password;
}

export function checkedEmail(email: string): string {
  assertMaxLength(email, EMAIL_MAX_LENGTH, 'email');
  return email;
}
