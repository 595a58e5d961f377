// The notification settings read from the environment (SMTP_*, NOTIFY_*, WEBHOOK_*), apart from the
// senders so that reading the configuration loads no mail library.
import { boundedNumber } from '../bounded-number.ts';
import type { FetchPolicy } from '../knowledge/fetch-safe.ts';

export interface NotifyConfig {
  /** SMTP_URL (smtp://user:pass@host:587, smtps://… for TLS from the start): unset means no e-mail is queued or sent. */
  smtpUrl?: string;
  /** SMTP_FROM: the sender of notification e-mails. */
  mailFrom: string;
  /** NOTIFY_UNANSWERED_MINUTES: how long a visitor's message may wait while the AI is paused (an organisation may set its own). */
  unansweredMinutes: number;
  /** NOTIFY_POLL_MS: how often each instance looks for due webhook deliveries and e-mails. */
  pollMs: number;
  /** WEBHOOK_MAX_ATTEMPTS: a delivery is given up (failed) after this many attempts. */
  webhookMaxAttempts: number;
  /** WEBHOOK_RETRY_BASE_MS: the first retry's wait; each later one waits twice the one before (capped at 6 h). */
  webhookRetryBaseMs: number;
  /** E-mails are retried as webhooks are, this many times at most. */
  emailMaxAttempts: number;
  /** Webhooks go through the URL sources' SSRF-safe fetcher, never following a redirect. */
  webhookFetchPolicy: FetchPolicy;
}

export class NotifyConfigError extends Error {
  override name = 'NotifyConfigError';
}

type Env = Record<string, string | undefined>;

function integerIn(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim() || undefined;
  return boundedNumber(raw, { fallback, min, max, integer: true }, (problem) => new NotifyConfigError(`${name} ${problem}`));
}

function smtpUrl(env: Env): string | undefined {
  const raw = env.SMTP_URL?.trim();
  if (!raw) return undefined;
  if (!/^smtps?:\/\/[^/]/.test(raw)) throw new NotifyConfigError('SMTP_URL must look like smtp://user:password@host:587 or smtps://host:465');
  return raw;
}

export function parseNotifyConfig(env: Env, fetchPolicy: FetchPolicy): NotifyConfig {
  return {
    smtpUrl: smtpUrl(env),
    mailFrom: env.SMTP_FROM?.trim() || 'Korero <korero@localhost>',
    unansweredMinutes: integerIn(env, 'NOTIFY_UNANSWERED_MINUTES', 5, 1, 10_080),
    pollMs: integerIn(env, 'NOTIFY_POLL_MS', 2000, 100, 3_600_000),
    webhookMaxAttempts: integerIn(env, 'WEBHOOK_MAX_ATTEMPTS', 8, 1, 50),
    webhookRetryBaseMs: integerIn(env, 'WEBHOOK_RETRY_BASE_MS', 30_000, 100, 86_400_000),
    emailMaxAttempts: 5,
    // Same private-address rules as URL sources; a short time-out, and no redirects: a body is
    // never re-sent to an address the organisation did not register.
    webhookFetchPolicy: { ...fetchPolicy, timeoutMs: 10_000, maxRedirects: 0, maxBytes: 1024 * 1024 },
  };
}
