// Operator credentials: one API key per organisation, sent as `Authorization: Bearer <key>`.
// Only the key's sha256 is stored, so a leaked database does not leak working keys.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

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
