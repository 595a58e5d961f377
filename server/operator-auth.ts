// Operator credentials for automation: named API keys (store/api-keys-repository.ts), sent as
// `Authorization: Bearer <key>`. Only a key's sha256 is stored, so a leaked database does not leak
// working keys. Making and reading keys only: team/api-key-auth.ts checks them against the store.
import { createHash, randomBytes } from 'node:crypto';
import { unauthorized } from './http-errors.ts';

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export function generateApiKey(): string {
  return `kor_${randomBytes(24).toString('base64url')}`;
}

/** What a list shows of a key: enough to tell keys apart, far too little to use. */
export function apiKeyPrefix(key: string): string {
  return key.slice(0, 8);
}

export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1];
}

/**
 * Every operator check answers the same way: 401 without a key (so a client knows to send one;
 * the error handler adds the WWW-Authenticate challenge), 403 for a key that is not this
 * organisation's — another organisation's key and a revoked key included.
 */
export function presentedOperatorKey(authorization: string | undefined): string {
  const key = bearerToken(authorization);
  if (!key) throw unauthorized("Send the organisation's operator key as Authorization: Bearer <key>");
  return key;
}
