// GET /api/organisations/:id/conversations: the operator console's list of an organisation's
// conversations. Only the organisation's team may see it (its operator key as a bearer token):
// conversation ids are the visitors' only keys, so they are never listed to anyone else.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { enums, optional, string, type } from 'superstruct';
import { OPERATOR_CONVERSATIONS_MAX, type OperatorConversation } from '../../src/services/contract.ts';
import type { AppDeps } from '../app-deps.ts';
import { badRequest, forbidden, notFound, unauthorized } from '../http-errors.ts';
import { bearerToken, isOperatorKey } from '../operator-auth.ts';
import { listOrganisationConversations, toOperatorConversation } from '../store/conversations-repository.ts';
import { findOrganisation, type OrganisationRow } from '../store/organisations-repository.ts';
import { parseBody } from '../validation.ts';
import { textParam } from './route-helpers.ts';

// `type` (not `object`): unknown query parameters such as cache busters are ignored.
const ConversationListQuery = type({
  wants_human: optional(enums(['true', 'false'])),
  limit: optional(string()),
});

function limitOf(value: string | undefined): number {
  if (value === undefined) return OPERATOR_CONVERSATIONS_MAX;
  const limit = /^\d{1,4}$/.test(value) ? Number(value) : Number.NaN;
  if (!(limit >= 1 && limit <= OPERATOR_CONVERSATIONS_MAX)) {
    throw badRequest(`Query parameter "limit" must be a whole number from 1 to ${OPERATOR_CONVERSATIONS_MAX}`, 'limit');
  }
  return limit;
}

/** No key is 401 (say how to send one); a key that is not this organisation's is 403. */
function checkOperator(organisation: OrganisationRow, authorization: string | undefined, reply: FastifyReply): void {
  const key = bearerToken(authorization);
  if (!key) {
    reply.header('www-authenticate', 'Bearer');
    throw unauthorized("Listing conversations needs the organisation's operator key, sent as Authorization: Bearer <key>");
  }
  if (!isOperatorKey(organisation.apiKeyHash, key)) {
    throw forbidden("That operator key is not this organisation's");
  }
}

export async function organisationConversationRoutes(app: FastifyInstance, { store }: AppDeps): Promise<void> {
  app.get<{ Params: { id: string } }>('/api/organisations/:id/conversations', async (request, reply) => {
    const organisation = await findOrganisation(store.db, textParam(request.params.id, 'id'));
    if (!organisation) throw notFound('Organisation not found');
    checkOperator(organisation, request.headers.authorization, reply);
    const query = parseBody(ConversationListQuery, { ...(request.query as object) });
    const rows = await listOrganisationConversations(store.db, organisation.id, {
      wantsHuman: query.wants_human === undefined ? undefined : query.wants_human === 'true',
      limit: limitOf(query.limit),
    });
    // Private and always fresh: the list is the team's, and it changes with every message.
    reply.header('cache-control', 'private, no-store');
    return rows.map(toOperatorConversation) satisfies OperatorConversation[];
  });
}
