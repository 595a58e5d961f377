// The team's hold on a conversation (issue 13): take it over from the AI, hand it back, and the
// record of who did what. Each change is stored with its record line in one transaction.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { array } from 'superstruct';
import { ConversationEvent, HandbackReply } from '../../src/contract/contract.ts';
import type { AppDeps } from '../app-deps.ts';
import { notFound } from '../http-errors.ts';
import type { Store } from '../store/db.ts';
import type { Executor } from '../store/executor.ts';
import { listConversationEvents, recordConversationEvent } from '../store/conversation-events-repository.ts';
import { findConversation, handBackToAi, takeOverFromAi, type ConversationRow } from '../store/conversations-repository.ts';
import type { ConversationAction } from '../store/schema.ts';
import { actorIds, actorName, assertCredential, operatorActor, type OperatorActor } from '../team/operator-access.ts';
import { routeRateLimit, uuidParam } from './route-helpers.ts';

/** The conversation a team request is about, once the asker is proven to be its organisation's. */
async function teamConversation(store: Store, request: FastifyRequest<{ Params: { id: string } }>, refusal: string) {
  assertCredential(request);
  const found = await findConversation(store.db, uuidParam(request.params.id, 'Conversation'));
  if (!found) throw notFound('Conversation not found');
  const actor = await operatorActor(store.db, found.conversation.organisationId, request, refusal);
  return { conversation: found.conversation, actor };
}

async function changeHold(
  store: Store,
  conversation: ConversationRow,
  actor: OperatorActor,
  action: ConversationAction,
  change: (db: Executor) => Promise<ConversationRow | undefined>,
): Promise<HandbackReply> {
  const updated = await store.db.transaction(async (tx) => {
    const row = await change(tx);
    await recordConversationEvent(tx, {
      organisationId: conversation.organisationId,
      conversationId: conversation.id,
      action,
      ...actorIds(actor),
      actorName: actorName(actor),
      now: Date.now(),
    });
    return row;
  });
  return { id: conversation.id, ai_paused: updated?.aiPaused ?? false, wants_human: updated?.wantsHuman ?? false };
}

export async function conversationTeamRoutes(app: FastifyInstance, { store, config }: AppDeps): Promise<void> {
  const rateLimit = routeRateLimit(config.rateLimit, config.rateLimit.operatorMax);

  app.post<{ Params: { id: string } }>('/api/conversations/:id/handback', { config: { rateLimit, openapi: { summary: 'Hand a conversation a team member took over back to the AI (recorded with who did it)', tag: 'operator', operatorKey: true, responses: { 200: { description: "The conversation's flags after the hand-back.", body: HandbackReply } } } } }, async (request) => {
    const { conversation, actor } = await teamConversation(store, request, "Handing a conversation back to the AI needs its organisation's operator key");
    return changeHold(store, conversation, actor, 'handed_back', (db) => handBackToAi(db, conversation.id));
  });

  app.post<{ Params: { id: string } }>('/api/conversations/:id/takeover', { config: { rateLimit, openapi: { summary: 'Take a conversation over from the AI (recorded with who did it)', tag: 'operator', operatorKey: true, responses: { 200: { description: "The conversation's flags after the take-over.", body: HandbackReply } } } } }, async (request) => {
    const { conversation, actor } = await teamConversation(store, request, "Taking over a conversation needs its organisation's operator key");
    const name = actor.kind === 'member' ? actor.member.name : null;
    return changeHold(store, conversation, actor, 'took_over', (db) => takeOverFromAi(db, conversation.id, name));
  });

  app.get<{ Params: { id: string } }>('/api/conversations/:id/events', { config: { rateLimit, openapi: { summary: 'Who took over, replied to and handed back the conversation, oldest first', tag: 'operator', operatorKey: true, responses: { 200: { description: 'The record.', body: array(ConversationEvent) } } } } }, async (request, reply) => {
    const { conversation } = await teamConversation(store, request, "A conversation's record is for its organisation's team");
    reply.header('cache-control', 'private, no-store');
    const rows = await listConversationEvents(store.db, conversation.organisationId, conversation.id);
    return rows.map((row) => ({ action: row.action, actor_name: row.actorName, created_at: row.createdAt })) satisfies ConversationEvent[];
  });
}
