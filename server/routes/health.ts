// GET /api/health: for load balancers and orchestrators; 503 when the store does not answer
// within HEALTH_TIMEOUT_MS (a hung database must not hang the probe). What "answers" means per
// back-end: Store.ping.
import type { FastifyInstance } from 'fastify';
import { enums, object } from 'superstruct';
import type { AppDeps } from '../app-deps.ts';
import { withinTime } from '../store/store-errors.ts';

/** A load balancer's probe should hear "unavailable" well within its own 2 s, not hang with the database. */
export const HEALTH_TIMEOUT_MS = 1500;

const HealthReply = object({ status: enums(['ok', 'unavailable']), store: enums(['pglite', 'postgres']) });

const openapi = {
  summary: 'Whether the server and its database answer (for load balancers)',
  tag: 'service',
  responses: {
    200: { description: 'Both answer.', body: HealthReply },
    503: { description: `The database did not answer within ${HEALTH_TIMEOUT_MS} ms (Retry-After: 5).`, body: HealthReply },
  },
};

export async function healthRoutes(app: FastifyInstance, { store }: AppDeps): Promise<void> {
  app.get('/api/health', { config: { openapi } }, async (request, reply) => {
    try {
      await withinTime(store.ping(), HEALTH_TIMEOUT_MS);
      return { status: 'ok', store: store.kind };
    } catch (error) {
      request.log.error({ err: error }, 'health check: store unavailable');
      return reply.code(503).header('retry-after', '5').send({ status: 'unavailable', store: store.kind });
    }
  });
}
