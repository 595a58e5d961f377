// How a webhook body is signed, and how a receiver checks it: HMAC-SHA256 with the webhook's secret
// over "<timestamp>.<body>", sent as `Korero-Signature: t=<unix seconds>,v1=<hex digest>`. The
// timestamp inside the signed text lets a receiver refuse an old body replayed later.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'korero-signature';

export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64url')}`;
}

function digest(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
}

/** The Korero-Signature header's value for a body sent at `timestampSeconds`. */
export function signatureHeader(secret: string, timestampSeconds: number, body: string): string {
  return `t=${timestampSeconds},v1=${digest(secret, timestampSeconds, body)}`;
}

/**
 * What a receiver does (the README shows the same in a few lines): the signature must match the
 * body exactly as received, and the timestamp be within `toleranceSeconds` of the receiver's clock.
 */
export function verifySignature(secret: string, header: string, body: string, nowSeconds: number, toleranceSeconds = 300): boolean {
  const parts = new Map(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  const signature = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(digest(secret, timestamp, body), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
