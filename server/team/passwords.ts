// Members' passwords: node:crypto's scrypt (memory-hard) with a random salt per member, stored as
// `scrypt$N$r$p$salt$hash` so the cost can rise later without breaking stored hashes. Compared in
// constant time.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const COST = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
/** Within OpenSSL's default scrypt memory limit (32 MiB) for N=16384, r=8 (16 MiB). */
const MAX_MEMORY = 64 * 1024 * 1024;

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** True when the password is the one hashed; a malformed hash is simply no match. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A hash no password matches, checked when no member has the address given, so that a sign-in
 * takes as long for an unknown address as for a wrong password.
 */
export const UNMATCHABLE_HASH = `scrypt$${COST.N}$${COST.r}$${COST.p}$${randomBytes(SALT_BYTES).toString('base64url')}$${randomBytes(KEY_LENGTH).toString('base64url')}`;
