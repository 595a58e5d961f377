// Who in an organisation is e-mailed about what, for its operators (Authorization: Bearer <operator key>):
// GET/POST /api/organisations/:id/notification-subscriptions ({"email", "kinds"?}),
// PATCH/DELETE …/notification-subscriptions/:subscriptionId ({"kinds"}), and
// GET/PUT /api/organisations/:id/notification-settings ({"unanswered_minutes": n | null}).
import type { FastifyInstance } from 'fastify';
import { array, boolean, enums, integer, nullable, number, object, optional, string } from 'superstruct';
import { Email } from '../../src/contract/contract.ts';
import type { AppDeps } from '../app-deps.ts';
import { notFound, unprocessable } from '../http-errors.ts';
import { organisationUnansweredMinutes, setOrganisationUnansweredMinutes } from '../store/email-notifications-repository.ts';
import { EMAIL_KINDS, type EmailKind } from '../store/schema.ts';
import { deleteSubscription, listSubscriptions, updateSubscriptionKinds, upsertSubscription, type SubscriptionRow } from '../store/subscriptions-repository.ts';
import { assertMaxLength, parseBody } from '../validation.ts';
import { assertOwner } from '../team/operator-access.ts';
import { operatorAccess, routeRateLimit, uuidParam } from './route-helpers.ts';

const Kinds = array(enums([...EMAIL_KINDS]));
const SubscriptionBody = object({ email: Email, kinds: optional(Kinds) });
const KindsBody = object({ kinds: Kinds });
const SettingsBody = object({ unanswered_minutes: nullable(integer()) });

const SubscriptionView = object({ id: string(), email: string(), kinds: Kinds, created_at: number() });
const SettingsView = object({ unanswered_minutes: nullable(number()), effective_unanswered_minutes: number(), email_enabled: boolean() });
const DOCS = {
  list: { summary: 'The extra addresses the organisation e-mails (beside its members)', responses: { 200: { description: 'The subscriptions.', body: array(SubscriptionView) } } },
  add: { summary: 'Subscribe an address to kinds of e-mail (all by default)', body: SubscriptionBody, responses: { 201: { description: 'The subscription.', body: SubscriptionView } } },
  change: { summary: "Change the kinds an address gets", body: KindsBody, responses: { 200: { description: 'The subscription.', body: SubscriptionView } } },
  remove: { summary: 'Unsubscribe an address', responses: { 204: 'Removed.' } },
  settings: { summary: "The organisation's notification settings", responses: { 200: { description: 'The settings.', body: SettingsView } } },
  changeSettings: { summary: "Set the organisation's own 'nobody answered' minutes (null: the server's default)", body: SettingsBody, responses: { 200: { description: 'The settings.', body: SettingsView } } },
};
const openapi = (doc: (typeof DOCS)[keyof typeof DOCS]) => ({ ...doc, tag: 'notifications', operatorKey: true });

const EMAIL_MAX_LENGTH = 254;
const SUBSCRIPTIONS_PER_ORGANISATION = 100;
const UNANSWERED_MINUTES_MAX = 10_080;

const toView = (row: SubscriptionRow) => ({ id: row.id, email: row.email, kinds: row.kinds, created_at: row.createdAt });
const inOrder = (kinds: EmailKind[]) => EMAIL_KINDS.filter((kind) => kinds.includes(kind));

export async function notificationSubscriptionRoutes(app: FastifyInstance, { store, config }: AppDeps): Promise<void> {
  // Every member reads them; only owners (and automation with an API key) change them.
  app.addHook<{ Params: { id: string } }>('onRequest', async (request) => {
    const { actor } = await operatorAccess(store, request.params.id, request);
    if (request.method !== 'GET') assertOwner(actor);
  });
  const rateLimit = routeRateLimit(config.rateLimit, config.rateLimit.sourcesMax);
  const base = '/api/organisations/:id/notification-subscriptions';

  app.get<{ Params: { id: string } }>(base, { config: { rateLimit, openapi: openapi(DOCS.list) } }, async (request) => (await listSubscriptions(store.db, request.params.id)).map(toView));

  app.post<{ Params: { id: string } }>(base, { config: { rateLimit, openapi: openapi(DOCS.add) } }, async (request, reply) => {
    const body = parseBody(SubscriptionBody, request.body);
    assertMaxLength(body.email, EMAIL_MAX_LENGTH, 'email');
    const existing = await listSubscriptions(store.db, request.params.id);
    const email = body.email.trim().toLowerCase();
    if (existing.length >= SUBSCRIPTIONS_PER_ORGANISATION && !existing.some((row) => row.email === email)) {
      throw unprocessable(`An organisation has at most ${SUBSCRIPTIONS_PER_ORGANISATION} subscribed addresses`, 'email');
    }
    const row = await upsertSubscription(store.db, { organisationId: request.params.id, email, kinds: inOrder(body.kinds ?? [...EMAIL_KINDS]), now: Date.now() });
    return reply.code(201).send(toView(row));
  });

  app.patch<{ Params: { id: string; subscriptionId: string } }>(`${base}/:subscriptionId`, { config: { rateLimit, openapi: openapi(DOCS.change) } }, async (request) => {
    const subscriptionId = uuidParam(request.params.subscriptionId, 'Subscription');
    const { kinds } = parseBody(KindsBody, request.body);
    const row = await updateSubscriptionKinds(store.db, request.params.id, subscriptionId, inOrder(kinds));
    if (!row) throw notFound('Subscription not found');
    return toView(row);
  });

  app.delete<{ Params: { id: string; subscriptionId: string } }>(`${base}/:subscriptionId`, { config: { rateLimit, openapi: openapi(DOCS.remove) } }, async (request, reply) => {
    const subscriptionId = uuidParam(request.params.subscriptionId, 'Subscription');
    if (!(await deleteSubscription(store.db, request.params.id, subscriptionId))) throw notFound('Subscription not found');
    return reply.code(204).send();
  });

  const settingsView = async (organisationId: string) => {
    const own = await organisationUnansweredMinutes(store.db, organisationId);
    return { unanswered_minutes: own ?? null, effective_unanswered_minutes: own ?? config.notify.unansweredMinutes, email_enabled: Boolean(config.notify.smtpUrl) };
  };
  app.get<{ Params: { id: string } }>('/api/organisations/:id/notification-settings', { config: { rateLimit, openapi: openapi(DOCS.settings) } }, async (request) => settingsView(request.params.id));

  app.put<{ Params: { id: string } }>('/api/organisations/:id/notification-settings', { config: { rateLimit, openapi: openapi(DOCS.changeSettings) } }, async (request) => {
    const minutes = parseBody(SettingsBody, request.body).unanswered_minutes;
    if (minutes !== null && (minutes < 1 || minutes > UNANSWERED_MINUTES_MAX)) {
      throw unprocessable(`Field "unanswered_minutes" must be between 1 and ${UNANSWERED_MINUTES_MAX}, or null for the server's default`, 'unanswered_minutes');
    }
    await setOrganisationUnansweredMinutes(store.db, request.params.id, minutes);
    return settingsView(request.params.id);
  });
}
