// Identity verification (issue 14, as Intercom and Chatwoot do it): a site that knows its
// signed-in user signs the user's id with the organisation's identity secret, and Korero checks the
// signature before it treats two devices as one person.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, hex: what `korero org identity-secret` prints for the site's server to keep. */
export function newIdentitySecret(): string {
  return randomBytes(32).toString('hex');
}

/** hex HMAC-SHA256 of the user id keyed with the secret: what the site puts in data-user-hash. */
export function userHash(secret: string, userId: string): string {
  return createHmac('sha256', secret).update(userId, 'utf8').digest('hex');
}

const HEX_SHA256 = /^[0-9a-f]{64}$/i;

/** Whether `hash` is the user id's signature; compared in constant time, whatever is given. */
export function isUserHash(secret: string, userId: string, hash: string): boolean {
  const expected = Buffer.from(userHash(secret, userId), 'hex');
  // A malformed hash is compared as well (against zeros), so its answer takes the same time.
  const given = HEX_SHA256.test(hash) ? Buffer.from(hash, 'hex') : Buffer.alloc(expected.length);
  return timingSafeEqual(expected, given) && HEX_SHA256.test(hash);
}
