// A source still being read after its request was answered (202 Accepted): its row shows
// `processing` until the read ends, then `ready` or `failed` with the reason. The row is the only
// record (any instance answers a status read), and the instance doing the work renews its
// `updated_at` while it works: a row not renewed for STALE_PROCESSING_MS belongs to a process that
// died (a restart, kill -9) and is marked failed when next read, so nothing stays "processing".
import { randomUUID } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Store } from '../store/db.ts';
import { sources } from '../store/schema.ts';
import type { SourceKind } from './ingest.ts';

/** How often the working instance renews its rows. */
export const PROCESSING_HEARTBEAT_MS = 30_000;
/** A row not renewed for this long has lost its worker (four missed renewals). */
export const STALE_PROCESSING_MS = 4 * PROCESSING_HEARTBEAT_MS;
export const INTERRUPTED = 'The server stopped while this source was being read: add it again';

interface Tracked {
  organisationId: string;
  kind: SourceKind;
  location: string;
  name: string;
}

/**
 * Marks the source at this location `processing` (made, with no sections, when new; a stored one
 * keeps answering with its sections meanwhile) and renews the mark until `work` settles; then it is
 * `ready`, or `failed` with the error's message (a row made here that the work stored nothing
 * under is removed). Resolves to the row's id once marked.
 */
export async function trackProcessing(store: Store, tracked: Tracked, work: Promise<{ results: { sourceId: string }[] }>): Promise<string> {
  const now = Date.now();
  const [row] = await store.db
    .insert(sources)
    .values({ id: randomUUID(), ...tracked, publicUrl: '', status: 'processing', createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: [sources.organisationId, sources.location], set: { status: 'processing', error: null, updatedAt: now } })
    .returning({ id: sources.id });
  const sourceId = row.id;
  const renew = setInterval(() => {
    void setProcessing(store, sourceId, { updatedAt: Date.now() }).catch(() => {});
  }, PROCESSING_HEARTBEAT_MS);
  renew.unref();
  // Settles after the mark above even when the work had already ended: the final state comes last.
  work.then(
    async ({ results }) => {
      // Stored elsewhere (a page redirected, a sitemap's pages): a row made here and never published goes.
      if (!results.some((result) => result.sourceId === sourceId)) {
        await store.db.delete(sources).where(and(eq(sources.id, sourceId), eq(sources.status, 'processing'), eq(sources.generation, 0)));
      }
      await setProcessing(store, sourceId, { status: 'ready', error: null, updatedAt: Date.now() });
    },
    (error: unknown) => setProcessing(store, sourceId, { status: 'failed', error: error instanceof Error ? error.message : String(error), updatedAt: Date.now() }),
  )
    .catch(() => {}) // the store closed meanwhile: the next read finds the row stale
    .finally(() => clearInterval(renew));
  return sourceId;
}

/** Changes the row only while it is still `processing` (a newer read may have decided it). */
function setProcessing(store: Store, sourceId: string, change: Partial<typeof sources.$inferInsert>) {
  return store.db.update(sources).set(change).where(and(eq(sources.id, sourceId), eq(sources.status, 'processing')));
}

interface ReadRow {
  status: string;
  error: string | null;
  updatedAt: number;
}

/**
 * The rows a read found, with any `processing` row whose worker stopped renewing it marked failed
 * (in the store too): the write happens only when a read finds such a row, not on every read.
 */
export async function settleStaleProcessing<Row extends ReadRow>(store: Store, organisationId: string, rows: Row[], now = Date.now()): Promise<Row[]> {
  const isStale = (row: Row) => row.status === 'processing' && row.updatedAt < now - STALE_PROCESSING_MS;
  if (!rows.some(isStale)) return rows;
  await failStaleProcessing(store, organisationId, now);
  return rows.map((row) => (isStale(row) ? { ...row, status: 'failed', error: INTERRUPTED, updatedAt: now } : row));
}

/** Marks failed the organisation's `processing` rows whose worker stopped renewing them. */
async function failStaleProcessing(store: Store, organisationId: string, now: number): Promise<void> {
  await store.db
    .update(sources)
    .set({ status: 'failed', error: INTERRUPTED, updatedAt: now })
    .where(and(eq(sources.organisationId, organisationId), eq(sources.status, 'processing'), lt(sources.updatedAt, now - STALE_PROCESSING_MS)));
}
