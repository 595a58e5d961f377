// GET /api/organisations and /api/organisations/:id (SPEC.md §3 "Organisation", §7).
import type { FastifyInstance } from 'fastify';
import { array } from 'superstruct';
import { Organisation } from '../../src/contract/contract.ts';
import type { AppDeps } from '../app-deps.ts';
import { notFound } from '../http-errors.ts';
import { findOrganisation, listDemoOrganisations, toOrganisation } from '../store/organisations-repository.ts';
import { textParam } from './route-helpers.ts';

export async function organisationRoutes(app: FastifyInstance, { store }: AppDeps): Promise<void> {
  const list = { summary: 'The public demo organisations', tag: 'visitor', responses: { 200: { description: 'The organisations.', body: array(Organisation) } } };
  app.get('/api/organisations', { config: { openapi: list } }, async () => {
    const rows = await listDemoOrganisations(store.db);
    return rows.map(toOrganisation);
  });

  const one = { summary: 'An organisation: its name, colours, default questions and widget settings', tag: 'visitor', responses: { 200: { description: 'The organisation.', body: Organisation } } };
  app.get<{ Params: { id: string } }>('/api/organisations/:id', { config: { openapi: one } }, async (request) => {
    const id = textParam(request.params.id, 'id');
    const row = await findOrganisation(store.db, id);
    if (!row) throw notFound('Organisation not found');
    return toOrganisation(row);
  });
}
