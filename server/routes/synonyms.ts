// An organisation's synonym groups, for its operators (Authorization: Bearer <operator key>):
// GET /api/organisations/:id/synonyms, POST …/synonyms {"words": [...]}, DELETE …/synonyms/:groupId.
import type { FastifyInstance } from 'fastify';
import { array, object, string } from 'superstruct';
import type { AppDeps } from '../app-deps.ts';
import { notFound, unprocessable } from '../http-errors.ts';
import { addSynonymGroup, deleteSynonymGroup, listSynonymGroups, normaliseSynonyms, synonymGroupProblem, type SynonymGroup } from '../store/synonyms-repository.ts';
import { parseBody } from '../validation.ts';
import { operatorOrganisation, routeRateLimit, uuidParam } from './route-helpers.ts';

const SynonymsBody = object({ words: array(string()) });

const toView = (group: SynonymGroup) => ({ id: group.id, words: group.words, created_at: group.createdAt });

export async function synonymRoutes(app: FastifyInstance, { store, config }: AppDeps): Promise<void> {
  app.addHook<{ Params: { id: string } }>('onRequest', async (request) => {
    await operatorOrganisation(store, request.params.id, request.headers.authorization);
  });
  const rateLimit = routeRateLimit(config.rateLimit, config.rateLimit.sourcesMax);

  app.get<{ Params: { id: string } }>('/api/organisations/:id/synonyms', { config: { rateLimit } }, async (request) => {
    return (await listSynonymGroups(store.db, request.params.id)).map(toView);
  });

  app.post<{ Params: { id: string } }>('/api/organisations/:id/synonyms', { config: { rateLimit } }, async (request, reply) => {
    const words = normaliseSynonyms(parseBody(SynonymsBody, request.body).words);
    const problem = synonymGroupProblem(words);
    if (problem) throw unprocessable(problem, 'words');
    return reply.code(201).send(toView(await addSynonymGroup(store.db, request.params.id, words)));
  });

  app.delete<{ Params: { id: string; groupId: string } }>('/api/organisations/:id/synonyms/:groupId', { config: { rateLimit } }, async (request, reply) => {
    const groupId = uuidParam(request.params.groupId, 'Synonym group');
    if (!(await deleteSynonymGroup(store.db, request.params.id, groupId))) throw notFound('Synonym group not found');
    return reply.code(204).send();
  });
}
