// GET /api/conversations/:id, GET /api/conversations/:id/messages (polled every 10 s by every
// open chat, so an unchanged conversation is answered 304 from memory, store/conversation-versions.ts).
// The team's take-over and hand-back are in conversation-team.ts.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Conversation, ConversationSummary } from '../../src/contract/contract.ts';
import type { AppDeps } from '../app-deps.ts';
import { notFound } from '../http-errors.ts';
import {
  findConversation,
  toConversationSummary,
  type ConversationVersion,
} from '../store/conversations-repository.ts';
import { conversationVersions } from '../store/conversation-versions.ts';
import { listMessages, toMessage } from '../store/messages-repository.ts';
import { uuidParam } from './route-helpers.ts';

/** The body of /messages changes only with a message (count, time) or the contact's details. */
export function conversationEtag(version: ConversationVersion): string {
  const answering = version.answeringName ? `-${createHash('sha256').update(version.answeringName).digest('base64url').slice(0, 8)}` : '';
  const feedback = version.feedbackAt ? `-f${version.feedbackAt}` : '';
  // The contact's id too: a conversation moved to a signed-in user's contact (identity verification) is a new body.
  return `"c${version.messageCount}-${version.lastMessageAt}-${version.contactUpdatedAt ?? 0}-${version.contactId.slice(0, 8)}${answering}${feedback}"`;
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

export async function conversationRoutes(app: FastifyInstance, { store }: AppDeps): Promise<void> {
  const summary = {
    summary: "A conversation's ids: its own, its organisation's and its contact's",
    tag: 'visitor',
    responses: { 200: { description: 'The conversation without its messages.', body: ConversationSummary } },
  };
  app.get<{ Params: { id: string } }>('/api/conversations/:id', { config: { openapi: summary } }, async (request) => {
    const found = await findConversation(store.db, uuidParam(request.params.id, 'Conversation'));
    if (!found) throw notFound('Conversation not found');
    return toConversationSummary(found);
  });

  const whole = {
    summary: 'A conversation with its messages (polled every 10 s)',
    description: 'Answers an ETag; with If-None-Match an unchanged conversation is 304 with no body.',
    tag: 'visitor',
    responses: {
      200: { description: 'The conversation and its messages, oldest first.', body: Conversation },
      304: 'Unchanged since the ETag sent.',
    },
  };
  app.get<{ Params: { id: string } }>('/api/conversations/:id/messages', { config: { openapi: whole } }, async (request, reply) => {
    const id = uuidParam(request.params.id, 'Conversation');
    // Private: the conversation id is the visitor's key; revalidate every time.
    reply.header('cache-control', 'private, no-cache');
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch) {
      const version = await conversationVersions(store).find(id);
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
        contactId: found.conversation.contactId,
        contactUpdatedAt: found.contact.updatedAt,
        answeringName: found.conversation.answeringName,
        feedbackAt: found.conversation.feedbackAt,
      }),
    );
    const conversation: Conversation = {
      ...toConversationSummary(found),
      messages: messages.map(toMessage),
      ...(found.conversation.answeringName ? { answering_name: found.conversation.answeringName } : {}),
    };
    return conversation;
  });
}
