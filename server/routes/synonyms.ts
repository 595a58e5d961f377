// An organisation's synonym groups, for its team (a member's session or an API key; owners and keys write):
// GET /api/organisations/:id/synonyms, POST …/synonyms {"words": [...]}, DELETE …/synonyms/:groupId.
import type { FastifyInstance } from 'fastify';
import { array, object, string, type Infer } from 'superstruct';
import { SynonymGroupView } from '../../src/contract/knowledge.ts';
import type { AppDeps } from '../app-deps.ts';
import { notFound, unprocessable } from '../http-errors.ts';
import { addSynonymGroup, deleteSynonymGroup, listSynonymGroups, normaliseSynonyms, synonymGroupProblem, type SynonymGroup } from '../store/synonyms-repository.ts';
import { parseBody } from '../validation.ts';
import { ownerWritesOrganisation, routeRateLimit, uuidParam } from './route-helpers.ts';

const SynonymsBody = object({ words: array(string()) });

const toView = (group: SynonymGroup): Infer<typeof SynonymGroupView> => ({ id: group.id, words: group.words, created_at: group.createdAt });

const DOCS = {
  list: { summary: "The organisation's synonym groups", responses: { 200: { description: 'The groups.', body: array(SynonymGroupView) } } },
  add: {
    summary: 'Add a group of words the organisation means the same by',
    body: SynonymsBody,
    responses: { 201: { description: 'The group as stored (words normalised).', body: SynonymGroupView } },
  },
  remove: { summary: 'Remove a synonym group', responses: { 204: 'Removed.' } },
};
const openapi = (doc: (typeof DOCS)[keyof typeof DOCS]) => ({ ...doc, tag: 'knowledge', operatorKey: true });

export async function synonymRoutes(app: FastifyInstance, { store, config }: AppDeps): Promise<void> {
  app.addHook<{ Params: { id: string } }>('onRequest', async (request) => {
    await ownerWritesOrganisation(store, request.params.id, request);
  });
  const rateLimit = routeRateLimit(config.rateLimit, config.rateLimit.sourcesMax);

  app.get<{ Params: { id: string } }>('/api/organisations/:id/synonyms', { config: { rateLimit, openapi: openapi(DOCS.list) } }, async (request) => {
    return (await listSynonymGroups(store.db, request.params.id)).map(toView);
  });

  app.post<{ Params: { id: string } }>('/api/organisations/:id/synonyms', { config: { rateLimit, openapi: openapi(DOCS.add) } }, async (request, reply) => {
    const words = normaliseSynonyms(parseBody(SynonymsBody, request.body).words);
    const problem = synonymGroupProblem(words);
    if (problem) throw unprocessable(problem, 'words');
    return reply.code(201).send(toView(await addSynonymGroup(store.db, request.params.id, words)));
  });

  app.delete<{ Params: { id: string; groupId: string } }>('/api/organisations/:id/synonyms/:groupId', { config: { rateLimit, openapi: openapi(DOCS.remove) } }, async (request, reply) => {
    const groupId = uuidParam(request.params.groupId, 'Synonym group');
    if (!(await deleteSynonymGroup(store.db, request.params.id, groupId))) throw notFound('Synonym group not found');
    return reply.code(204).send();
  });
}
