// buildApp(deps) → a Fastify instance with every plugin and route, not yet listening.
// Errors map to HTTP here and only here.
import { lazySchemaCompilers } from './lazy-schema-compilers.ts';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppDeps } from './app-deps.ts';
import { findRequestOrganisation } from './embed/request-organisation.ts';
import { errorBody, HttpError } from './http-errors.ts';
import { collectRoutes } from './openapi/route-table.ts';
import { registerClientFiles } from './plugins/client-files.ts';
import { organisationLogoSources } from './plugins/logo-image-sources.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerSessions } from './plugins/sessions.ts';
import { apiKeyRoutes } from './routes/api-keys.ts';
import { conversationTeamRoutes } from './routes/conversation-team.ts';
import { invitationRoutes } from './routes/invitations.ts';
import { teamMemberRoutes } from './routes/team-members.ts';
import { teamSessionRoutes } from './routes/team-session.ts';
import { chatRoutes } from './routes/chat.ts';
import { chatStreamRoutes } from './routes/chat-stream.ts';
import { feedbackRoutes } from './routes/feedback.ts';
import { contactExportRoutes } from './routes/contacts-export.ts';
import { contactRoutes } from './routes/contacts.ts';
import { identityRoutes } from './routes/identity.ts';
import { conversationRoutes } from './routes/conversations.ts';
import { embedFramingPolicy, embedRoutes } from './routes/embed.ts';
import { healthRoutes } from './routes/health.ts';
import { organisationConversationRoutes } from './routes/organisation-conversations.ts';
import { inboxRoutes } from './routes/inbox.ts';
import { organisationEventRoutes } from './routes/organisation-events.ts';
import { memberNotificationPreferenceRoutes } from './routes/member-notification-preferences.ts';
import { notificationSubscriptionRoutes } from './routes/notification-subscriptions.ts';
import { openApiRoutes } from './routes/openapi.ts';
import { organisationRoutes } from './routes/organisations.ts';
import { sourcePageRoutes } from './routes/source-pages.ts';
import { sourceRoutes } from './routes/sources.ts';
import { synonymRoutes } from './routes/synonyms.ts';
import { unansweredQuestionRoutes } from './routes/unanswered-questions.ts';
import { webhookRoutes } from './routes/webhooks.ts';
import { toOrganisation } from './store/organisations-repository.ts';
import { isStoreUnavailable } from './store/store-errors.ts';
import { requestLogOptions } from './request-log.ts';

/** What a 503 for an absent database asks clients to wait. */
const STORE_RETRY_AFTER_SECONDS = 5;

/** Bodies over 1 MB are refused with 413 before they are parsed. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

// Fastify's own 4xx messages are safe to show, but some are terse; these say what to fix.
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is larger than 1 MB',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as application/json',
  FST_ERR_CTP_INVALID_TYPE: 'Send the request body as application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body',
};

const trustHops =
  (hops: number) =>
  (_address: string, hop: number): boolean =>
    hop < hops;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const options: FastifyServerOptions = {
    logger: deps.logger ?? requestLogOptions(config.logLevel),
    bodyLimit: BODY_LIMIT_BYTES,
    // Longer ids then still reach their route and get its 404, instead of falling through.
    routerOptions: { maxParamLength: 512 },
    // A hop count as Fastify itself does it (its types leave numbers out): the nearest n are proxies.
    // Slow clients (a body trickling in, an idle socket) are cut off instead of held open.
    requestTimeout: config.timeouts.requestMs,
    connectionTimeout: config.timeouts.idleMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // Fastify's default would answer a "__proto__" key with a 400 too; say so explicitly.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    schemaController: lazySchemaCompilers,
  };
  const app = Fastify(options);
  // Node checks those time-outs every 30 s by default (read when the server starts listening),
  // which would let a slow body live that much longer; the headers come within the request's time.
  Object.assign(app.server, { connectionsCheckingInterval: 1000, headersTimeout: config.timeouts.requestMs });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      // Every 401 here is a missing credential: say how to send a key (RFC 9110 §11.6.1).
      if (error.statusCode === 401) reply.header('www-authenticate', 'Bearer');
      return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message, error.field));
    }
    const status = error.statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      const message = (error.code && FRAMEWORK_MESSAGES[error.code]) || error.message;
      const field = error.code?.startsWith('FST_ERR_CTP') ? 'body' : undefined;
      return reply.code(status).send(errorBody(status, message, field));
    }
    // The database is away (down, restarting, hung past its time-outs): ask to come back soon.
    if (isStoreUnavailable(error)) {
      request.log.error({ err: error }, 'store unavailable');
      reply.header('retry-after', String(STORE_RETRY_AFTER_SECONDS));
      return reply.code(503).send(errorBody(503, 'The service is briefly unavailable. Please try again in a few seconds.'));
    }
    // Anything else is our fault: log it all, tell the client nothing internal.
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(errorBody(500, 'Something went wrong on our side. Please try again.'));
  });

  // Before any route: GET /api/openapi.json documents every route registered from here on.
  const routes = collectRoutes(app);
  await registerSecurity(app, config, deps.framingPolicy ?? embedFramingPolicy(deps), organisationLogoSources(deps.store.db));
  await registerSessions(app, config, deps.store);
  await app.register(healthRoutes, deps);
  await app.register(organisationRoutes, deps);
  await app.register(conversationRoutes, deps);
  await app.register(organisationConversationRoutes, deps);
  await app.register(inboxRoutes, deps);
  await app.register(organisationEventRoutes, deps);
  await app.register(contactRoutes, deps);
  await app.register(identityRoutes, deps);
  await app.register(chatRoutes, deps);
  await app.register(chatStreamRoutes, deps);
  await app.register(feedbackRoutes, deps);
  await app.register(sourceRoutes, deps);
  await app.register(synonymRoutes, deps);
  await app.register(unansweredQuestionRoutes, deps);
  await app.register(conversationTeamRoutes, deps);
  await app.register(teamSessionRoutes, deps);
  await app.register(teamMemberRoutes, deps);
  await app.register(invitationRoutes, deps);
  await app.register(apiKeyRoutes, deps);
  await app.register(webhookRoutes, deps);
  await app.register(notificationSubscriptionRoutes, deps);
  await app.register(memberNotificationPreferenceRoutes, deps);
  await app.register(contactExportRoutes, deps);
  await app.register(sourcePageRoutes, deps);
  await app.register(embedRoutes, deps);
  await app.register(openApiRoutes(routes));
  await registerClientFiles(app, config, async (request, organisationId) => {
    const row = await findRequestOrganisation(deps.store.db, request, organisationId);
    return row && toOrganisation(row);
  });
  return app;
}
