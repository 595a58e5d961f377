// GET /api/organisations/:id/conversations: the operator console's list of an organisation's
// conversations. Only the organisation's team may see it (its operator key as a bearer token):
// conversation ids are the visitors' only keys, so they are never listed to anyone else. `q`
// searches as the inbox does (store/conversation-search.ts).
import type { FastifyInstance } from 'fastify';
import { array, enums, optional, size, string, type } from 'superstruct';
import { OPERATOR_CONVERSATIONS_MAX, OperatorConversation } from '../../src/contract/contract.ts';
import type { AppDeps } from '../app-deps.ts';
import { boundedNumber } from '../bounded-number.ts';
import { badRequest } from '../http-errors.ts';
import { SEARCH_MAX } from '../store/conversation-search.ts';
import { listOrganisationConversations, toOperatorConversation } from '../store/conversations-repository.ts';
import { parseBody } from '../validation.ts';
import { operatorOrganisation, routeRateLimit } from './route-helpers.ts';

// `type` (not `object`): unknown query parameters such as cache busters are ignored.
const ConversationListQuery = type({
  q: optional(size(string(), 0, SEARCH_MAX)),
  wants_human: optional(enums(['true', 'false'])),
  limit: optional(string()),
});

function limitOf(value: string | undefined): number {
  const bounds = { fallback: OPERATOR_CONVERSATIONS_MAX, min: 1, max: OPERATOR_CONVERSATIONS_MAX, integer: true };
  return boundedNumber(value, bounds, (problem) => badRequest(`Query parameter "limit" ${problem}`, 'limit'));
}

export async function organisationConversationRoutes(app: FastifyInstance, { store, config }: AppDeps): Promise<void> {
  const rateLimit = routeRateLimit(config.rateLimit, config.rateLimit.operatorMax);
  const openapi = {
    summary: "The organisation's conversations for its team (the operator console), latest message first",
    description: `q finds words in the contact's name, email or phone or in any message (the inbox's search); wants_human filters by a request for a person; limit is 1 to ${OPERATOR_CONVERSATIONS_MAX} (the default). Other parameters are ignored.`,
    tag: 'operator',
    operatorKey: true,
    query: ConversationListQuery,
    responses: { 200: { description: 'The conversations.', body: array(OperatorConversation) } },
  };
  app.get<{ Params: { id: string } }>('/api/organisations/:id/conversations', { config: { rateLimit, openapi } }, async (request, reply) => {
    const organisation = await operatorOrganisation(store, request.params.id, request);
    const query = parseBody(ConversationListQuery, { ...(request.query as object) });
    const rows = await listOrganisationConversations(store.db, organisation.id, {
      wantsHuman: query.wants_human === undefined ? undefined : query.wants_human === 'true',
      search: query.q,
      limit: limitOf(query.limit),
    });
    // Private and always fresh: the list is the team's, and it changes with every message.
    reply.header('cache-control', 'private, no-store');
    return rows.map(toOperatorConversation) satisfies OperatorConversation[];
  });
}
