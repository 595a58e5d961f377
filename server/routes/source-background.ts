// A source that takes long to read (a 20 MB file, a slow page) is answered 202 Accepted once the
// organisation's INGEST_REPLY_WITHIN_MS has passed, and read on in the background; its row shows
// `processing`, then `ready` or `failed` (server/knowledge/source-processing.ts). A quicker read
// is answered when done, as before, so small uploads keep their 200/201 with the results.
import type { FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import { trackProcessing, type SourceKind } from '../knowledge/index.ts';
import type { Store } from '../store/db.ts';
import { sources } from '../store/schema.ts';
import { toSourceView } from './source-docs.ts';

/** The work's result if it ends within `withinMs`; else undefined (0: at once, without waiting). */
export async function settledWithin<T>(work: Promise<T>, withinMs: number): Promise<{ value: T } | undefined> {
  // Its failure is handled by whoever takes it on (the caller, or trackProcessing once the row is
  // marked): until then it must not count as unhandled, which would end the process.
  work.catch(() => {});
  if (withinMs === 0) return undefined;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, withinMs, undefined);
  });
  try {
    return await Promise.race([work.then((value) => ({ value })), late]);
  } finally {
    clearTimeout(timer);
  }
}

export const sourceStatusPath = (organisationId: string, sourceId: string) => `/api/organisations/${organisationId}/sources/${sourceId}`;

/** Answers 202 with the source marked `processing` and where to follow it; the work goes on. */
export async function replyAccepted(
  store: Store,
  reply: FastifyReply,
  tracked: { organisationId: string; kind: SourceKind; location: string; name: string },
  work: Promise<{ results: { sourceId: string }[] }>,
) {
  const sourceId = await trackProcessing(store, tracked, work);
  const [row] = await store.db.select().from(sources).where(eq(sources.id, sourceId));
  const statusUrl = sourceStatusPath(tracked.organisationId, sourceId);
  return reply.code(202).header('location', statusUrl).send({ source: toSourceView(row), status_url: statusUrl });
}
