// Sends due webhook deliveries: claims them (any instance may; none sends one twice), POSTs each
// signed body through the SSRF-safe fetcher, logs the attempt, and schedules a retry with
// exponential backoff until the attempts are spent. A 2xx answer is a delivery; anything else is not.
import { safeFetch, type FetchPolicy } from '../knowledge/fetch-safe.ts';
import type { Database } from '../store/db.ts';
import { claimDueDeliveries, recordAttempt, type ClaimedDelivery } from '../store/webhooks-repository.ts';
import { retryDelayMs } from './backoff.ts';
import { signatureHeader } from './webhook-signature.ts';

export interface WebhookSenderOptions {
  db: Database;
  now: () => number;
  fetchPolicy: FetchPolicy;
  maxAttempts: number;
  retryBaseMs: number;
  /** How many deliveries one round claims. */
  batchSize?: number;
}

/** Longer than a send can take (the fetch policy's time-out): a claim outlives its sender only if the sender died. */
const LEASE_MARGIN_MS = 30_000;
const ERROR_MAX_LENGTH = 500;

async function post({ delivery, webhook }: ClaimedDelivery, options: WebhookSenderOptions, sentAt: number): Promise<{ statusCode: number | null; error: string | null }> {
  try {
    const response = await safeFetch(webhook.url, options.fetchPolicy, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'korero-event': delivery.event,
        'korero-delivery': delivery.id,
        'korero-signature': signatureHeader(webhook.secret, Math.floor(sentAt / 1000), delivery.body),
      },
      body: delivery.body,
    });
    const ok = response.status >= 200 && response.status < 300;
    return { statusCode: response.status, error: ok ? null : `The receiver answered HTTP ${response.status}` };
  } catch (error) {
    return { statusCode: null, error: (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX_LENGTH) };
  }
}

/** One round: sends what is due now; resolves with how many deliveries it tried. */
export async function sendDueWebhooks(options: WebhookSenderOptions): Promise<number> {
  const claimed = await claimDueDeliveries(options.db, options.now(), options.batchSize ?? 20, options.fetchPolicy.timeoutMs + LEASE_MARGIN_MS);
  await Promise.all(
    claimed.map(async (claim) => {
      const sentAt = options.now();
      const { statusCode, error } = await post(claim, options, sentAt);
      const at = options.now();
      const delivered = error === null;
      const attempt = claim.delivery.attempts;
      const retryAt = delivered || attempt >= options.maxAttempts ? undefined : at + retryDelayMs(attempt, options.retryBaseMs);
      await recordAttempt(options.db, claim.delivery, { at, statusCode, error, delivered, retryAt });
    }),
  );
  return claimed.length;
}
