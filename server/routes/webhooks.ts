// An organisation's webhooks, for its operators (Authorization: Bearer <operator key>):
// POST /api/organisations/:id/webhooks {"url", "events"?} → 201 with the signing secret (shown once),
// GET …/webhooks, DELETE …/webhooks/:webhookId, GET …/webhooks/:webhookId/deliveries (the log).
import type { FastifyInstance } from 'fastify';
import { array, enums, nullable, number, object, optional, string, type } from 'superstruct';
import type { AppDeps } from '../app-deps.ts';
import { boundedNumber } from '../bounded-number.ts';
import { badRequest, notFound, unprocessable } from '../http-errors.ts';
import { checkedWebhookEvents, checkedWebhookUrl, WebhookSettingProblem } from '../notify/webhook-settings.ts';
import { generateWebhookSecret } from '../notify/webhook-signature.ts';
import { WEBHOOK_EVENTS } from '../store/schema.ts';
import { createWebhook, deleteWebhook, findWebhook, listDeliveries, listWebhooks, type DeliveryWithAttempts, type WebhookRow } from '../store/webhooks-repository.ts';
import { parseBody } from '../validation.ts';
import { assertOwner } from '../team/operator-access.ts';
import { operatorAccess, routeRateLimit, uuidParam } from './route-helpers.ts';

const WebhookBody = object({ url: string(), events: optional(array(enums([...WEBHOOK_EVENTS]))) });
const DeliveriesQuery = type({ limit: optional(string()) });

const Events = array(enums([...WEBHOOK_EVENTS]));
const WebhookView = object({ id: string(), url: string(), events: Events, created_at: number() });
const CreatedWebhook = object({ id: string(), url: string(), events: Events, created_at: number(), secret: string() });
const DeliveryView = object({
  id: string(),
  event: enums([...WEBHOOK_EVENTS]),
  status: enums(['pending', 'delivered', 'failed']),
  attempts: number(),
  created_at: number(),
  delivered_at: nullable(number()),
  next_attempt_at: nullable(number()),
  log: array(object({ attempt: number(), at: number(), outcome: enums(['delivered', 'failed']), status_code: nullable(number()), error: nullable(string()) })),
});
const DOCS = {
  list: { summary: "The organisation's webhooks (never their secrets)", responses: { 200: { description: 'The webhooks.', body: array(WebhookView) } } },
  add: {
    summary: 'Add a webhook: signed POSTs of the events it names (all by default)',
    body: WebhookBody,
    responses: { 201: { description: 'The webhook with its signing secret, shown only here.', body: CreatedWebhook } },
  },
  remove: { summary: 'Remove a webhook with its queued deliveries and log', responses: { 204: 'Removed.' } },
  deliveries: {
    summary: "A webhook's latest deliveries, newest first, each with every attempt",
    query: DeliveriesQuery,
    responses: { 200: { description: 'The deliveries.', body: array(DeliveryView) } },
  },
};
const openapi = (doc: (typeof DOCS)[keyof typeof DOCS]) => ({ ...doc, tag: 'notifications', operatorKey: true });

const WEBHOOKS_PER_ORGANISATION = 20;
const DELIVERIES_MAX = 100;

const toView = (webhook: WebhookRow) => ({ id: webhook.id, url: webhook.url, events: webhook.events, created_at: webhook.createdAt });

const toDeliveryView = ({ delivery, attempts }: DeliveryWithAttempts) => ({
  id: delivery.id,
  event: delivery.event,
  status: delivery.status,
  attempts: delivery.attempts,
  created_at: delivery.createdAt,
  delivered_at: delivery.deliveredAt,
  next_attempt_at: delivery.status === 'pending' ? delivery.nextAttemptAt : null,
  log: attempts.map((attempt) => ({ attempt: attempt.attempt, at: attempt.at, outcome: attempt.outcome, status_code: attempt.statusCode, error: attempt.error })),
});

function checkedSettings(body: { url: string; events?: string[] }, deps: AppDeps) {
  try {
    return { url: checkedWebhookUrl(body.url, deps.config.notify.webhookFetchPolicy), events: checkedWebhookEvents(body.events) };
  } catch (error) {
    if (error instanceof WebhookSettingProblem) throw unprocessable(error.message, error.field);
    throw error;
  }
}

export async function webhookRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { store, config } = deps;
  // Every member reads them; only owners (and automation with an API key) change them.
  app.addHook<{ Params: { id: string } }>('onRequest', async (request) => {
    const { actor } = await operatorAccess(store, request.params.id, request);
    if (request.method !== 'GET') assertOwner(actor);
  });
  const rateLimit = routeRateLimit(config.rateLimit, config.rateLimit.sourcesMax);

  app.get<{ Params: { id: string } }>('/api/organisations/:id/webhooks', { config: { rateLimit, openapi: openapi(DOCS.list) } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return (await listWebhooks(store.db, request.params.id)).map(toView);
  });

  app.post<{ Params: { id: string } }>('/api/organisations/:id/webhooks', { config: { rateLimit, openapi: openapi(DOCS.add) } }, async (request, reply) => {
    const body = parseBody(WebhookBody, request.body);
    const { url, events } = checkedSettings(body, deps);
    if ((await listWebhooks(store.db, request.params.id)).length >= WEBHOOKS_PER_ORGANISATION) {
      throw unprocessable(`An organisation has at most ${WEBHOOKS_PER_ORGANISATION} webhooks`, 'url');
    }
    const secret = generateWebhookSecret();
    const webhook = await createWebhook(store.db, { organisationId: request.params.id, url, events, secret, now: Date.now() });
    // The secret is shown here once; it is never listed again.
    reply.header('cache-control', 'no-store');
    return reply.code(201).send({ ...toView(webhook), secret });
  });

  app.delete<{ Params: { id: string; webhookId: string } }>('/api/organisations/:id/webhooks/:webhookId', { config: { rateLimit, openapi: openapi(DOCS.remove) } }, async (request, reply) => {
    const webhookId = uuidParam(request.params.webhookId, 'Webhook');
    if (!(await deleteWebhook(store.db, request.params.id, webhookId))) throw notFound('Webhook not found');
    return reply.code(204).send();
  });

  app.get<{ Params: { id: string; webhookId: string } }>('/api/organisations/:id/webhooks/:webhookId/deliveries', { config: { rateLimit, openapi: openapi(DOCS.deliveries) } }, async (request, reply) => {
    const webhookId = uuidParam(request.params.webhookId, 'Webhook');
    const query = parseBody(DeliveriesQuery, { ...(request.query as object) });
    const limit = boundedNumber(query.limit, { fallback: 50, min: 1, max: DELIVERIES_MAX, integer: true }, (problem) => badRequest(`Query parameter "limit" ${problem}`, 'limit'));
    if (!(await findWebhook(store.db, request.params.id, webhookId))) throw notFound('Webhook not found');
    reply.header('cache-control', 'private, no-store');
    return (await listDeliveries(store.db, webhookId, limit)).map(toDeliveryView);
  });
}
