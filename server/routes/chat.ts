// POST /api/chat: the send-message payload in, the new messages out (SPEC.md §7).
import type { FastifyInstance } from 'fastify';
import { SendMessagePayload } from '../../src/services/contract.ts';
import type { AppDeps } from '../app-deps.ts';
import { sendMessage } from '../chat-service.ts';
import { parseBody } from '../validation.ts';
import { routeRateLimit } from './route-helpers.ts';

export async function chatRoutes(app: FastifyInstance, { store, engine, config }: AppDeps): Promise<void> {
  const rateLimit = routeRateLimit(config.rateLimit, config.rateLimit.chatMax);
  app.post('/api/chat', { config: { rateLimit } }, async (request) => {
    const payload = parseBody(SendMessagePayload, request.body);
    // Read per request: with PORT=0 the start learns the port only after routes are registered.
    return sendMessage({ store, engine, log: request.log, publicUrl: config.publicUrl }, payload, request.headers.authorization);
  });
}
