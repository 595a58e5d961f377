// Operator credentials: one API key per organisation, sent as `Authorization: Bearer <key>`.
// Only the key's sha256 is stored, so a leaked database does not leak working keys.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { forbidden, unauthorized } from './http-errors.ts';

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export function generateApiKey(): string {
  return `kor_${randomBytes(24).toString('base64url')}`;
}

export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1];
}

/** Constant-time comparison of a presented key with the organisation's stored hash. */
export function isOperatorKey(storedHash: string | null, presentedKey: string | undefined): boolean {
  if (!storedHash || !presentedKey) return false;
  const presented = Buffer.from(hashApiKey(presentedKey), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return stored.length === presented.length && timingSafeEqual(stored, presented);
}

/**
 * Every operator check answers the same way: 401 without a key (so a client knows to send one;
 * the error handler adds the WWW-Authenticate challenge), 403 for a key that is not this
 * organisation's — another organisation's key included.
 */
export function presentedOperatorKey(authorization: string | undefined): string {
  const key = bearerToken(authorization);
  if (!key) throw unauthorized("Send the organisation's operator key as Authorization: Bearer <key>");
  return key;
}

export function assertOperatorKey(storedHash: string | null, presentedKey: string, refusal: string): void {
  if (!isOperatorKey(storedHash, presentedKey)) throw forbidden(refusal);
}
