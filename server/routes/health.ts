// GET /api/health: for load balancers and orchestrators; 503 when the store does not answer
// within HEALTH_TIMEOUT_MS (a hung database must not hang the probe).
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { withinTime } from '../store/store-errors.ts';

/** A load balancer's probe should hear "unavailable" well within its own 2 s, not hang with the database. */
export const HEALTH_TIMEOUT_MS = 1500;

export async function healthRoutes(app: FastifyInstance, { store }: AppDeps): Promise<void> {
  app.get('/api/health', async (request, reply) => {
    try {
      await withinTime(store.db.execute(sql`select 1`), HEALTH_TIMEOUT_MS);
      return { status: 'ok', store: store.kind };
    } catch (error) {
      request.log.error({ err: error }, 'health check: store unavailable');
      return reply.code(503).header('retry-after', '5').send({ status: 'unavailable', store: store.kind });
    }
  });
}
