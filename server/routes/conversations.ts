// GET /api/conversations/:id, GET /api/conversations/:id/messages (polled every 10 s by every
// open chat, so an unchanged conversation is answered 304 from one small query), and the
// operator's hand-back to the AI.
import type { FastifyInstance } from 'fastify';
import type { Conversation } from '../../src/services/contract.ts';
import type { AppDeps } from '../app-deps.ts';
import { notFound } from '../http-errors.ts';
import { assertOperatorKey, presentedOperatorKey } from '../operator-auth.ts';
import {
  findConversation,
  findConversationVersion,
  handBackToAi,
  toConversationSummary,
  type ConversationVersion,
} from '../store/conversations-repository.ts';
import { listMessages, toMessage } from '../store/messages-repository.ts';
import { findOrganisation } from '../store/organisations-repository.ts';
import { routeRateLimit, uuidParam } from './route-helpers.ts';

/** The body of /messages changes only with a message (count, time) or the contact's details. */
export function conversationEtag(version: ConversationVersion): string {
  return `"c${version.messageCount}-${version.lastMessageAt}-${version.contactUpdatedAt ?? 0}"`;
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

export async function conversationRoutes(app: FastifyInstance, { store, config }: AppDeps): Promise<void> {
  app.get<{ Params: { id: string } }>('/api/conversations/:id', async (request) => {
    const found = await findConversation(store.db, uuidParam(request.params.id, 'Conversation'));
    if (!found) throw notFound('Conversation not found');
    return toConversationSummary(found);
  });

  app.get<{ Params: { id: string } }>('/api/conversations/:id/messages', async (request, reply) => {
    const id = uuidParam(request.params.id, 'Conversation');
    // Private: the conversation id is the visitor's key; revalidate every time.
    reply.header('cache-control', 'private, no-cache');
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch) {
      const version = await findConversationVersion(store.db, id);
      if (!version) throw notFound('Conversation not found');
      const etag = conversationEtag(version);
      if (matchesEtag(ifNoneMatch, etag)) return reply.header('etag', etag).code(304).send();
    }
    const found = await findConversation(store.db, id);
    if (!found) throw notFound('Conversation not found');
    const messages = await listMessages(store.db, id);
    // The tag comes from the row read before the messages: if a message lands in between, the
    // next poll sees a newer tag and fetches again, never the other way round.
    reply.header(
      'etag',
      conversationEtag({
        messageCount: found.conversation.messageCount,
        lastMessageAt: found.conversation.lastMessageAt,
        contactUpdatedAt: found.contact.updatedAt,
      }),
    );
    const conversation: Conversation = { ...toConversationSummary(found), messages: messages.map(toMessage) };
    return conversation;
  });

  const operatorLimit = routeRateLimit(config.rateLimit, config.rateLimit.operatorMax);
  app.post<{ Params: { id: string } }>('/api/conversations/:id/handback', { config: { rateLimit: operatorLimit } }, async (request) => {
    const key = presentedOperatorKey(request.headers.authorization);
    const found = await findConversation(store.db, uuidParam(request.params.id, 'Conversation'));
    if (!found) throw notFound('Conversation not found');
    const organisation = await findOrganisation(store.db, found.conversation.organisationId);
    assertOperatorKey(organisation?.apiKeyHash ?? null, key, "Handing a conversation back to the AI needs its organisation's operator key");
    const updated = await handBackToAi(store.db, found.conversation.id);
    return { id: found.conversation.id, ai_paused: updated?.aiPaused ?? false, wants_human: updated?.wantsHuman ?? false };
  });
}
