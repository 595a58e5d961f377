// `korero webhooks list|add|remove|deliveries`: an organisation's webhooks, as over the API.
import type { Command } from 'commander';
import { checkedWebhookEvents, checkedWebhookUrl } from '../notify/webhook-settings.ts';
import { generateWebhookSecret } from '../notify/webhook-signature.ts';
import { WEBHOOK_EVENTS } from '../store/schema.ts';
import { createWebhook, deleteWebhook, findWebhook, listDeliveries, listWebhooks } from '../store/webhooks-repository.ts';
import { isUuid } from '../validation.ts';
import { withStore } from './context.ts';
import { requireOrganisation } from './organisation-commands.ts';
import { print } from './streams.ts';

const iso = (ms: number) => new Date(ms).toISOString();

function webhookId(organisationId: string, id: string): string {
  if (!isUuid(id)) throw new Error(`No webhook ${id} (korero webhooks list ${organisationId} shows them)`);
  return id.toLowerCase();
}

export function registerWebhookCommands(program: Command): void {
  const webhooks = program.command('webhooks').description(`an organisation's webhooks: signed POSTs of ${WEBHOOK_EVENTS.join(', ')}`);
  webhooks
    .command('list')
    .description("list an organisation's webhooks (their secrets are shown only when added)")
    .argument('<organisation>', 'organisation id')
    .action(async (organisationId: string) => {
      await withStore(async ({ store }) => {
        await requireOrganisation(store, organisationId);
        const rows = await listWebhooks(store.db, organisationId);
        for (const row of rows) print(`${row.id}\t${row.url}\t${row.events.join(',')}`);
        if (rows.length === 0) print(`No webhooks yet: korero webhooks add ${organisationId} <url>`);
      });
    });
  webhooks
    .command('add')
    .description('add a webhook; prints its signing secret, once')
    .argument('<organisation>', 'organisation id')
    .argument('<url>', 'where to POST events, e.g. https://example.com/hooks/korero')
    .option('--event <event...>', `only these events (default: all of ${WEBHOOK_EVENTS.join(', ')})`)
    .action(async (organisationId: string, url: string, options: { event?: string[] }) => {
      await withStore(async ({ store, config }) => {
        const checkedUrl = checkedWebhookUrl(url, config.notify.webhookFetchPolicy);
        const events = checkedWebhookEvents(options.event);
        await requireOrganisation(store, organisationId);
        const secret = generateWebhookSecret();
        const row = await createWebhook(store.db, { organisationId, url: checkedUrl, events, secret, now: Date.now() });
        print(`Added webhook ${row.id} for ${events.join(', ')}`);
        print(`Signing secret (shown once; verify Korero-Signature with it): ${secret}`);
      });
    });
  webhooks
    .command('remove')
    .description('remove a webhook with its queued deliveries and log')
    .argument('<organisation>', 'organisation id')
    .argument('<webhook-id>', 'the id shown by webhooks list')
    .action(async (organisationId: string, id: string) => {
      await withStore(async ({ store }) => {
        await requireOrganisation(store, organisationId);
        if (!(await deleteWebhook(store.db, organisationId, webhookId(organisationId, id)))) throw new Error(`No webhook ${id} in ${organisationId}`);
        print('Removed.');
      });
    });
  webhooks
    .command('deliveries')
    .description("a webhook's latest deliveries, newest first, with every attempt")
    .argument('<organisation>', 'organisation id')
    .argument('<webhook-id>', 'the id shown by webhooks list')
    .action(async (organisationId: string, id: string) => {
      await withStore(async ({ store }) => {
        await requireOrganisation(store, organisationId);
        const webhook = await findWebhook(store.db, organisationId, webhookId(organisationId, id));
        if (!webhook) throw new Error(`No webhook ${id} in ${organisationId}`);
        const deliveries = await listDeliveries(store.db, webhook.id, 50);
        if (deliveries.length === 0) print('No deliveries yet.');
        for (const { delivery, attempts } of deliveries) {
          print(`${iso(delivery.createdAt)}\t${delivery.event}\t${delivery.status}\t${delivery.id}`);
          for (const attempt of attempts) print(`  attempt ${attempt.attempt}\t${iso(attempt.at)}\t${attempt.statusCode ?? '-'}\t${attempt.outcome}${attempt.error ? `\t${attempt.error}` : ''}`);
        }
      });
    });
}
