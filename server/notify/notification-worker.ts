// Each instance runs one worker: every NOTIFY_POLL_MS it sends the webhook deliveries and e-mails
// that are due. The queues are rows in the database, so the timer only decides when to look; what
// is due is decided by the rows (and the injected clock, which tests drive by hand with runOnce).
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Database } from '../store/db.ts';
import { createSmtpTransport, sendDueEmails } from './email-sender.ts';
import type { NotifyConfig } from './notify-config.ts';
import { sendDueWebhooks } from './webhook-sender.ts';

export interface NotificationWorkerOptions {
  db: Database;
  config: NotifyConfig;
  publicUrl: () => string;
  log: Pick<FastifyBaseLogger, 'error'>;
  now?: () => number;
  /** Tests may hand in a transport; otherwise one is made from SMTP_URL when it is set. */
  transport?: Pick<Transporter, 'sendMail'>;
}

export interface NotificationWorker {
  /** One round of both queues; resolves with how many rows each handled. */
  runOnce(): Promise<{ webhooks: number; emails: number }>;
  start(): void;
  /** Stops the timer and waits for a round in progress. */
  stop(): Promise<void>;
}

export function createNotificationWorker(options: NotificationWorkerOptions): NotificationWorker {
  const now = options.now ?? Date.now;
  const { config } = options;
  let transport: Promise<Pick<Transporter, 'sendMail'>> | undefined = options.transport ? Promise.resolve(options.transport) : undefined;
  const smtp = () => {
    if (!config.smtpUrl) return undefined;
    transport ??= createSmtpTransport(config.smtpUrl);
    return transport;
  };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;

  async function runOnce() {
    const webhooks = await sendDueWebhooks({ db: options.db, now, fetchPolicy: config.webhookFetchPolicy, maxAttempts: config.webhookMaxAttempts, retryBaseMs: config.webhookRetryBaseMs });
    const mailer = smtp();
    const emails = mailer ? await sendDueEmails({ db: options.db, now, config, publicUrl: options.publicUrl, transport: await mailer }) : 0;
    return { webhooks, emails };
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce()
        // A full round may have left more due: look again at once.
        .then((handled) => schedule(handled.webhooks + handled.emails > 0 ? 0 : config.pollMs))
        .catch((error: unknown) => {
          options.log.error({ err: error }, 'sending notifications failed; trying again at the next poll');
          schedule(config.pollMs);
        });
    }, delayMs);
    timer.unref();
  }

  return {
    runOnce,
    start: () => schedule(0),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
