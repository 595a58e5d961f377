// GET /api/organisations and /api/organisations/:id (SPEC.md §3 "Organisation", §7).
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { notFound } from '../http-errors.ts';
import { findOrganisation, listDemoOrganisations, toOrganisation } from '../store/organisations-repository.ts';
import { textParam } from './route-helpers.ts';

export async function organisationRoutes(app: FastifyInstance, { store }: AppDeps): Promise<void> {
  app.get('/api/organisations', async () => {
    const rows = await listDemoOrganisations(store.db);
    return rows.map(toOrganisation);
  });

  app.get<{ Params: { id: string } }>('/api/organisations/:id', async (request) => {
    const id = textParam(request.params.id, 'id');
    const row = await findOrganisation(store.db, id);
    if (!row) throw notFound('Organisation not found');
    return toOrganisation(row);
  });
}
