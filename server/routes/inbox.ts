// The console's live inbox (issue 13): GET /api/organisations/:id/inbox pages through the
// organisation's conversations, searched (`q`) and filtered, each with its last message, its
// unread marker for the signed-in member and who has it; POST /api/conversations/:id/read is a
// member opening a conversation. The live stream that tells the console to read again is
// organisation-events.ts.
import type { FastifyInstance } from 'fastify';
import { enums, optional, size, string, type } from 'superstruct';
import { OPERATOR_CONVERSATIONS_MAX } from '../../src/contract/contract.ts';
import { ConversationRead, INBOX_FILTERS, INBOX_PAGE_SIZE, InboxPage, type InboxFilter } from '../../src/contract/inbox.ts';
import type { AppDeps } from '../app-deps.ts';
import { boundedNumber } from '../bounded-number.ts';
import { badRequest, notFound } from '../http-errors.ts';
import { SEARCH_MAX } from '../store/conversation-search.ts';
import { findConversation } from '../store/conversations-repository.ts';
import { countWaiting, decodeCursor, encodeCursor, listInbox, markConversationRead } from '../store/inbox-repository.ts';
import { actorIds, operatorActor } from '../team/operator-access.ts';
import { parseBody } from '../validation.ts';
import { operatorAccess, routeRateLimit, uuidParam } from './route-helpers.ts';

// `type` (not `object`): unknown query parameters such as cache busters are ignored.
export const InboxQueryParams = type({
  q: optional(size(string(), 0, SEARCH_MAX)),
  filter: optional(enums(INBOX_FILTERS)),
  cursor: optional(string()),
  limit: optional(string()),
});

function limitOf(value: string | undefined): number {
  const bounds = { fallback: INBOX_PAGE_SIZE, min: 1, max: OPERATOR_CONVERSATIONS_MAX, integer: true };
  return boundedNumber(value, bounds, (problem) => badRequest(`Query parameter "limit" ${problem}`, 'limit'));
}

export async function inboxRoutes(app: FastifyInstance, { store, config }: AppDeps): Promise<void> {
  const rateLimit = routeRateLimit(config.rateLimit, config.rateLimit.operatorMax);
  const openapi = {
    summary: "One page of the organisation's conversations for its team's inbox, latest message first",
    description: `q finds words in the contact's name, email or phone or in any message; filter is ${INBOX_FILTERS.join(', ')} (ai_paused: a person has it; with_contact: the visitor left a name, email or phone; mine: taken over by the signed-in member; unanswered: the visitor wrote last); cursor is a previous page's next_cursor; limit is 1 to ${OPERATOR_CONVERSATIONS_MAX} (${INBOX_PAGE_SIZE} by default).`,
    tag: 'operator',
    operatorKey: true,
    query: InboxQueryParams,
    responses: { 200: { description: 'The page, its next cursor and how many conversations wait for a person.', body: InboxPage } },
  };
  app.get<{ Params: { id: string } }>('/api/organisations/:id/inbox', { config: { rateLimit, openapi } }, async (request, reply) => {
    const { organisation, actor } = await operatorAccess(store, request.params.id, request);
    const query = parseBody(InboxQueryParams, { ...(request.query as object) });
    const filter: InboxFilter = query.filter ?? 'all';
    const memberId = actorIds(actor).memberId;
    if (filter === 'mine' && !memberId) throw badRequest('The "mine" filter is for a signed-in member; an API key has no conversations of its own', 'filter');
    const cursor = query.cursor === undefined ? null : decodeCursor(query.cursor);
    if (query.cursor !== undefined && !cursor) throw badRequest('Query parameter "cursor" must be a next_cursor from a previous page', 'cursor');
    const limit = limitOf(query.limit);
    // One more than asked: whether there is a next page, without counting them all.
    const rows = await listInbox(store.db, { organisationId: organisation.id, memberId, filter, search: query.q ?? '', cursor, limit: limit + 1 });
    const conversations = rows.slice(0, limit);
    const waiting = await countWaiting(store.db, organisation.id);
    reply.header('cache-control', 'private, no-store');
    return {
      conversations,
      next_cursor: rows.length > limit ? encodeCursor(conversations[conversations.length - 1]) : null,
      waiting_count: waiting,
    } satisfies InboxPage;
  });

  app.post<{ Params: { id: string } }>(
    '/api/conversations/:id/read',
    {
      config: {
        rateLimit,
        openapi: {
          summary: 'The signed-in member has read the conversation (its unread marker goes until the visitor writes again)',
          tag: 'operator',
          operatorKey: true,
          responses: { 200: { description: 'When it was read.', body: ConversationRead } },
        },
      },
    },
    async (request) => {
      const found = await findConversation(store.db, uuidParam(request.params.id, 'Conversation'));
      if (!found) throw notFound('Conversation not found');
      const actor = await operatorActor(store.db, found.conversation.organisationId, request, "A conversation is read by its organisation's team");
      if (actor.kind !== 'member') throw badRequest('Unread markers are a signed-in member\'s; an API key has none to clear');
      const now = Date.now();
      await markConversationRead(store.db, actor.member.id, found.conversation.id, now);
      return { conversation_id: found.conversation.id, read_at: now } satisfies ConversationRead;
    },
  );
}
