// What the source routes (sources.ts) answer, as structs, and their entries in /api/openapi.json.
// The JSON bodies are source-requests.ts's own structs, the upload is source-upload.ts's fields.
import { array } from 'superstruct';
import { AcceptedReply, IngestReply, SourceView } from '../../src/contract/knowledge.ts';
import type { RouteDoc } from '../openapi/route-doc.ts';
import { QuestionsBody, TextBody, UrlBody } from './source-requests.ts';
import { MAX_FILE_BYTES, type IngestResult, type listSources } from '../knowledge/index.ts';
import type { Infer } from 'superstruct';

export { AcceptedReply, IngestReply, SourceView };

type SourceRow = Awaited<ReturnType<typeof listSources>>[number];

export function toSourceView(row: SourceRow): Infer<typeof SourceView> {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    location: row.location,
    public_url: row.publicUrl,
    status: row.status,
    section_count: row.sectionCount,
    error: row.error,
    updated_at: row.updatedAt,
  };
}

export function toResultView(result: IngestResult): Infer<typeof IngestReply>['results'][number] {
  return { source_id: result.sourceId, location: result.location, status: result.status, section_count: result.sectionCount };
}


const UPLOAD = {
  type: 'object',
  properties: {
    file: { type: 'string', contentMediaType: 'application/octet-stream', description: `HTML, Markdown, text or PDF; at most ${MAX_FILE_BYTES} bytes.` },
    name: { type: 'string' },
    public_url: { type: 'string', description: 'The page its citations link to (http or https).' },
  },
  required: ['file'],
};

const knowledge = { tag: 'knowledge', operatorKey: true } as const;

export const SOURCE_DOCS = {
  list: { ...knowledge, summary: "The organisation's sources", responses: { 200: { description: 'The sources.', body: array(SourceView) } } },
  add: {
    ...knowledge,
    summary: 'Add or refresh a source: a URL (or a same-site crawl), pasted text, question-and-answer pairs, or an uploaded file',
    body: { content: { 'application/json': [UrlBody, TextBody, QuestionsBody], 'multipart/form-data': UPLOAD } },
    responses: {
      200: { description: 'Nothing was new: every source was updated or unchanged.', body: IngestReply },
      201: { description: 'At least one source was created.', body: IngestReply },
      202: {
        description:
          'Still being read after INGEST_REPLY_WITHIN_MS (a large file, a slow page or crawl): read on in the background. The source shows status "processing" until it is "ready" or "failed" (with the reason in error); follow it at status_url (also the Location header). Pasted text and Q&A pairs are always answered when stored.',
        body: AcceptedReply,
      },
    },
  },
  get: {
    ...knowledge,
    summary: 'One source: its status ("processing" while read in the background after a 202, then "ready" or "failed" with the reason)',
    responses: { 200: { description: 'The source.', body: SourceView } },
  },
  remove: { ...knowledge, summary: 'Remove a source and its sections', responses: { 204: 'Removed.' } },
  reindex: {
    ...knowledge,
    summary: 'Read a URL source (or a demo content file) again now; pasted text and uploads have nothing to re-read (409)',
    responses: { 200: { description: 'What the new read changed.', body: IngestReply } },
  },
} satisfies Record<string, RouteDoc>;
