// An organisation's knowledge, for its team (a member's session or an API key; agents read, owners and keys write):
// GET /api/organisations/:id/sources, POST …/sources (a URL, pasted text, Q&A pairs as JSON, or a
// file as multipart/form-data), DELETE …/sources/:sourceId and POST …/sources/:sourceId/reindex.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import type { Config } from '../config.ts';
import { notFound, unprocessable, unsupportedMediaType } from '../http-errors.ts';
import {
  checkUrl,
  deleteSource,
  FetchFailed,
  ingestQuestionAnswers,
  ingestText,
  ingestUrl,
  listSources,
  parseOffThread,
  saveSource,
  settleStaleProcessing,
  type IngestResult,
  withoutFragment,
} from '../knowledge/index.ts';
import type { Store } from '../store/db.ts';
import { ownerWritesOrganisation, routeRateLimit, uuidParam } from './route-helpers.ts';
import { SOURCE_DOCS, toResultView, toSourceView } from './source-docs.ts';
import { replyAccepted, settledWithin } from './source-background.ts';
import { parseSourceRequest, type SourceRequest } from './source-requests.ts';
import { readUpload, UPLOAD_LIMITS, type Upload } from './source-upload.ts';
import { sourceReindexRoute } from './source-reindex.ts';

/** One request's crawl stops starting new pages after this; each page has its own fetch timeout. */
export const CRAWL_TIME_LIMIT_MS = 60_000;
/**
 * How long an ingesting request's socket may stay silent: the server says nothing while a large
 * file is parsed and indexed (minutes for 20 MB on a small machine), longer than the idle time-out
 * (HTTP_IDLE_TIMEOUT_MS) that would otherwise close it. Only operators reach this route.
 */
export const INGEST_SILENCE_MS = 15 * 60_000;

async function ingestRequest(store: Store, config: Config, organisationId: string, request: SourceRequest) {
  switch (request.kind) {
    case 'text':
      return { results: [await ingestText(store, { organisationId, name: request.name, text: request.text, publicUrl: request.publicUrl })] };
    case 'questions':
      return { results: [await ingestQuestionAnswers(store, { organisationId, name: request.name, pairs: request.pairs, publicUrl: request.publicUrl })] };
    case 'url': {
      const policy = config.knowledge.fetchPolicy;
      try {
        const outcome = await ingestUrl(store, {
          organisationId,
          url: request.url,
          crawl: request.crawl,
          limits: { maxPages: request.maxPages, maxDepth: request.maxDepth, timeLimitMs: CRAWL_TIME_LIMIT_MS },
          policy,
        });
        if (outcome.results.length === 0) throw unprocessable(`${request.url} has no text to read (or asks not to be indexed)`, 'url');
        return outcome;
      } catch (error) {
        // The sender's URL at fault (unreachable, refused, an error status): a 4xx with the reason.
        if (error instanceof FetchFailed) throw unprocessable(error.message, 'url');
        throw error;
      }
    }
  }
}

function uploadPublicUrl(upload: Upload): string {
  const publicUrl = upload.fields.public_url?.trim() ?? '';
  if (publicUrl && !/^https?:\/\//i.test(publicUrl)) throw unprocessable('Field "public_url" must be an http(s) URL', 'public_url');
  return publicUrl;
}

async function ingestUpload(store: Store, organisationId: string, upload: Upload, publicUrl: string): Promise<IngestResult> {
  let document;
  try {
    // Parsed and split in a worker thread: a 20 MB file is a minute of CPU no other request should wait for.
    document = await parseOffThread({
      kind: 'file',
      bytes: upload.bytes,
      fileName: upload.fileName,
      name: upload.fields.name?.trim() || undefined,
      location: upload.fileName,
      publicUrl,
    });
  } catch (error) {
    throw unprocessable(`${upload.fileName} could not be read: ${error instanceof Error ? error.message : String(error)}`, 'file');
  }
  if (document.blockCount === 0) throw unprocessable(`${upload.fileName} has no text to read`, 'file');
  return saveSource(store, {
    organisationId,
    kind: 'file',
    location: upload.fileName,
    name: document.name,
    publicUrl,
    sections: document.sections,
    expansions: document.expansions,
  });
}

/** Refuses a private address before anything is fetched (robots.txt included): a 422 with the reason. */
function refuseAtOnce(url: string, config: Config): void {
  try {
    checkUrl(new URL(url), config.knowledge.fetchPolicy);
  } catch (error) {
    if (error instanceof FetchFailed) throw unprocessable(error.message, 'url');
    throw error;
  }
}

const isJson = (request: FastifyRequest) => /^application\/(.+\+)?json\s*(;|$)/i.test(request.headers['content-type'] ?? '');

export async function sourceRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { store, config } = deps;
  // Registered here, not in app.ts: only this plugin's routes accept multipart bodies.
  await app.register(multipart, { limits: UPLOAD_LIMITS });
  app.addContentTypeParser('*', (_request, _payload, done) =>
    done(unsupportedMediaType('Send a JSON body (application/json) or a file as multipart/form-data', 'body')),
  );
  // Before the body is read: an upload without the key is refused without being received.
  app.addHook<{ Params: { id: string } }>('onRequest', async (request) => {
    await ownerWritesOrganisation(store, request.params.id, request);
  });

  const readLimit = routeRateLimit(config.rateLimit, config.rateLimit.operatorMax);
  app.get<{ Params: { id: string } }>('/api/organisations/:id/sources', { config: { rateLimit: readLimit, openapi: SOURCE_DOCS.list } }, async (request) => {
    const rows = await settleStaleProcessing(store, request.params.id, await listSources(store, request.params.id));
    return rows.map(toSourceView);
  });

  app.get<{ Params: { id: string; sourceId: string } }>('/api/organisations/:id/sources/:sourceId', { config: { rateLimit: readLimit, openapi: SOURCE_DOCS.get } }, async (request) => {
    const sourceId = uuidParam(request.params.sourceId, 'Source');
    const [source] = await settleStaleProcessing(store, request.params.id, await listSources(store, request.params.id, sourceId));
    if (!source) throw notFound('Source not found');
    return toSourceView(source);
  });

  // Each write can fetch, parse and index a site; a runaway script gets a 429 with Retry-After.
  const rateLimit = routeRateLimit(config.rateLimit, config.rateLimit.sourcesMax);
  app.post<{ Params: { id: string } }>('/api/organisations/:id/sources', { config: { rateLimit, openapi: SOURCE_DOCS.add } }, async (request, reply) => {
    const organisationId = request.params.id;
    // (No socket to time out under app.inject.)
    request.raw.socket?.setTimeout?.(INGEST_SILENCE_MS);
    // What can be refused at once is refused before any reading starts, so it is a 4xx, never a 202.
    let work: Promise<{ results: IngestResult[]; stoppedBy?: string }>;
    let tracked: { kind: 'file' | 'url'; location: string; name: string } | undefined;
    if (request.isMultipart()) {
      const upload = await readUpload(request);
      const publicUrl = uploadPublicUrl(upload);
      work = ingestUpload(store, organisationId, upload, publicUrl).then((result) => ({ results: [result] }));
      tracked = { kind: 'file', location: upload.fileName, name: upload.fields.name?.trim() || upload.fileName };
    } else if (isJson(request)) {
      const source = parseSourceRequest(request.body);
      if (source.kind === 'url') {
        refuseAtOnce(source.url, config);
        tracked = { kind: 'url', location: withoutFragment(source.url), name: source.url };
      }
      work = ingestRequest(store, config, organisationId, source);
    } else {
      // Fastify parses text/plain itself; here it is not a way to send a source.
      throw unsupportedMediaType('Send a JSON body (application/json) or a file as multipart/form-data', 'body');
    }
    // Pasted text and Q&A pairs are small (a JSON body): answered when stored.
    const settled = tracked ? await settledWithin(work, config.knowledge.replyWithinMs) : { value: await work };
    if (!settled) return replyAccepted(store, reply, { organisationId, ...tracked! }, work);
    const outcome = settled.value;
    const created = outcome.results.some((result) => result.status === 'created');
    return reply.code(created ? 201 : 200).send({
      results: outcome.results.map(toResultView),
      ...(outcome.stoppedBy ? { stopped_by: outcome.stoppedBy } : {}),
    });
  });

  app.delete<{ Params: { id: string; sourceId: string } }>('/api/organisations/:id/sources/:sourceId', { config: { rateLimit, openapi: SOURCE_DOCS.remove } }, async (request, reply) => {
    const sourceId = uuidParam(request.params.sourceId, 'Source');
    if (!(await deleteSource(store, request.params.id, sourceId))) throw notFound('Source not found');
    return reply.code(204).send();
  });

  sourceReindexRoute(app, deps);
}
