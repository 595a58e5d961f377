// POST /api/organisations/:id/sources/:sourceId/reindex: read one source again while the server runs
// (the console's "Re-index"; `korero reindex` does every source). A URL is fetched again and a demo
// content file read again, forced, so a change in how content is split or expanded reaches it too;
// pasted text, question-and-answer pairs and uploads keep no original to re-read: 409 says so.
// Registered by sources.ts, whose hook has already checked the member or key (owners only: a write).
import { basename, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { conflict, notFound, unprocessable } from '../http-errors.ts';
import { checkUrl, FetchFailed, ingestContentFile, ingestUrl, listSources, markSourceFailed } from '../knowledge/index.ts';
import { routeRateLimit, uuidParam } from './route-helpers.ts';
import { SOURCE_DOCS, toResultView } from './source-docs.ts';

export function sourceReindexRoute(app: FastifyInstance, { store, config }: AppDeps): void {
  const rateLimit = routeRateLimit(config.rateLimit, config.rateLimit.sourcesMax);
  type Params = { id: string; sourceId: string };
  app.post<{ Params: Params }>('/api/organisations/:id/sources/:sourceId/reindex', { config: { rateLimit, openapi: SOURCE_DOCS.reindex } }, async (request) => {
    const organisationId = request.params.id;
    const sourceId = uuidParam(request.params.sourceId, 'Source');
    const [source] = await listSources(store, organisationId, sourceId);
    if (!source) throw notFound('Source not found');
    if (source.kind === 'url') {
      const policy = config.knowledge.fetchPolicy;
      try {
        checkUrl(new URL(source.location), policy);
        const outcome = await ingestUrl(store, { organisationId, url: source.location, policy, force: true });
        return { results: outcome.results.map(toResultView) };
      } catch (error) {
        // ingestUrl has marked the source failed, with why; it keeps its sections.
        if (error instanceof FetchFailed) throw unprocessable(error.message, 'url');
        throw error;
      }
    }
    if (source.kind === 'content') {
      // The stored location is content/<file name>: only a file of the content folder can be named.
      const path = resolve(config.contentDir, basename(source.location));
      try {
        const result = await ingestContentFile(store, { organisationId, path, publicUrl: source.publicUrl, name: source.name, force: true, offThread: true });
        return { results: [toResultView(result)] };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await markSourceFailed(store, organisationId, source.location, reason);
        throw unprocessable(`${source.location} could not be read again: ${reason}`, 'sourceId');
      }
    }
    throw conflict('Pasted text, question-and-answer pairs and uploaded files keep no original to read again: paste or upload it again to change it', 'sourceId');
  });
}
