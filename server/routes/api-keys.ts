// Named API keys (issue 13): GET, POST /api/organisations/:id/api-keys and DELETE …/:keyId
// (revoke). Owners and automation manage them; a new key is shown once, in the POST's answer.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { notFound } from '../http-errors.ts';
import { apiKeyPrefix, generateApiKey, hashApiKey } from '../operator-auth.ts';
import { insertApiKey, listApiKeys, revokeApiKey, type ApiKeyRow } from '../store/api-keys-repository.ts';
import { assertOwner } from '../team/operator-access.ts';
import { ApiKeyPayload, checkedName } from '../team/team-payloads.ts';
import { isUuid, parseBody } from '../validation.ts';
import { operatorAccess, routeRateLimit } from './route-helpers.ts';

export const toApiKeyView = (row: ApiKeyRow) => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  created_at: row.createdAt,
  revoked_at: row.revokedAt,
});

export async function apiKeyRoutes(app: FastifyInstance, { store, config }: AppDeps): Promise<void> {
  const rateLimit = routeRateLimit(config.rateLimit, config.rateLimit.operatorMax);

  app.get<{ Params: { id: string } }>('/api/organisations/:id/api-keys', { config: { rateLimit, openapi: { summary: "The organisation's named API keys, never the keys themselves (owners)", tag: 'operator', operatorKey: true, responses: { 200: 'The keys.' } } } }, async (request, reply) => {
    const { organisation, actor } = await operatorAccess(store, request.params.id, request);
    assertOwner(actor);
    reply.header('cache-control', 'private, no-store');
    return (await listApiKeys(store.db, organisation.id)).map(toApiKeyView);
  });

  app.post<{ Params: { id: string } }>('/api/organisations/:id/api-keys', { config: { rateLimit, openapi: { summary: 'Make a named API key, shown once in this answer (owners)', tag: 'operator', operatorKey: true, body: ApiKeyPayload, responses: { 201: 'The key, with the key itself.' } } } }, async (request, reply) => {
    const { organisation, actor } = await operatorAccess(store, request.params.id, request);
    assertOwner(actor);
    const name = checkedName(parseBody(ApiKeyPayload, request.body).name);
    const key = generateApiKey();
    const row = await insertApiKey(store.db, { organisationId: organisation.id, name, keyHash: hashApiKey(key), prefix: apiKeyPrefix(key), now: Date.now() });
    reply.header('cache-control', 'private, no-store');
    return reply.code(201).send({ ...toApiKeyView(row), key });
  });

  app.delete<{ Params: { id: string; keyId: string } }>('/api/organisations/:id/api-keys/:keyId', { config: { rateLimit, openapi: { summary: 'Revoke an API key: refused from the next request on (owners)', tag: 'operator', operatorKey: true, responses: { 200: 'The revoked key.' } } } }, async (request) => {
    const { organisation, actor } = await operatorAccess(store, request.params.id, request);
    assertOwner(actor);
    const revoked = isUuid(request.params.keyId) ? await revokeApiKey(store.db, organisation.id, request.params.keyId.toLowerCase(), Date.now()) : undefined;
    if (!revoked) throw notFound('API key not found');
    return toApiKeyView(revoked);
  });
}
