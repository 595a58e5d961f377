// GET /api/health: for load balancers and orchestrators; 503 when the store does not answer.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';

export async function healthRoutes(app: FastifyInstance, { store }: AppDeps): Promise<void> {
  app.get('/api/health', async (request, reply) => {
    try {
      await store.db.execute(sql`select 1`);
      return { status: 'ok', store: store.kind };
    } catch (error) {
      request.log.error({ err: error }, 'health check: store unavailable');
      return reply.code(503).send({ status: 'unavailable', store: store.kind });
    }
  });
}
