// POST /api/chat: the send-message payload in, the new messages out (SPEC.md §7).
import type { FastifyInstance } from 'fastify';
import { SendMessagePayload, SendMessageReply } from '../../src/contract/contract.ts';
import type { AppDeps } from '../app-deps.ts';
import { sendMessage } from '../chat-service.ts';
import { operatorActor } from '../team/operator-access.ts';
import { parseBody } from '../validation.ts';
import { routeRateLimit } from './route-helpers.ts';

export async function chatRoutes(app: FastifyInstance, { store, engine, config }: AppDeps): Promise<void> {
  const rateLimit = routeRateLimit(config.rateLimit, config.rateLimit.chatMax);
  const openapi = {
    summary: "Send a visitor's message (the first creates the conversation) or, with the operator key, a team member's",
    description: 'Answers the messages the conversation got: the one sent and, unless a team member has taken over, the reply.',
    tag: 'visitor',
    body: SendMessagePayload,
    responses: { 200: { description: 'The new messages, oldest first.', body: SendMessageReply } },
  };
  app.post('/api/chat', { config: { rateLimit, openapi } }, async (request) => {
    const payload = parseBody(SendMessagePayload, request.body);
    // Read per request: with PORT=0 the start learns the port only after routes are registered.
    const authorise = (organisationId: string, refusal: string) => operatorActor(store.db, organisationId, request, refusal);
    return sendMessage({ store, engine, log: request.log, publicUrl: config.publicUrl, notify: config.notify }, payload, authorise);
  });
}
