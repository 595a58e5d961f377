// What an ingestion is doing, as events: tests prove with them that other requests are served
// while a large upload is parsed and stored (no timing needed), and a log or a console could
// show progress with them. Nothing in ingestion waits for a listener.
import { EventEmitter } from 'node:events';
import type { Store } from '../store/db.ts';

export interface IngestProgressEvents {
  /** A parse worker started on a document (a file's name or a page's URL). */
  parsing: [{ kind: 'file' | 'page'; name: string }];
  /** One small batch of sections was written (not yet visible to answers). */
  batch: [{ organisationId: string; sourceId: string; written: number; total: number }];
  /** The new sections replaced the old ones for answers. */
  published: [{ organisationId: string; sourceId: string; sectionCount: number }];
  /** A write failed before it was published: its sections were removed, the old ones still answer. */
  abandoned: [{ organisationId: string; sourceId: string; error: string }];
}

export const ingestProgress = new EventEmitter<IngestProgressEvents>();

/** Lets the requests that arrived meanwhile run (their I/O callbacks first) before going on. */
export const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A pause never exceeds this, however long a step took (a step held up by a busy machine). */
const MAX_PAUSE_MS = 500;

/**
 * Paces a long write made of small steps. On PGlite every statement runs on the serving thread and
 * its one session takes statements in turn: a request of several statements, queued behind an
 * ingestion that goes on at once after each step, would get one statement in per step. So after
 * each step the ingestion waits as long as that step took: what queued meanwhile runs to its end,
 * and ingestion takes at most about half of the thread. On PostgreSQL the write holds a connection
 * of the pool and blocks nobody's thread: it only lets pending callbacks run.
 */
export function pacer(store: Pick<Store, 'kind'>): () => Promise<void> {
  if (store.kind !== 'pglite') return yieldToOthers;
  let stepStarted = performance.now();
  return async () => {
    const took = performance.now() - stepStarted;
    await new Promise((resolve) => setTimeout(resolve, Math.min(took, MAX_PAUSE_MS)));
    stepStarted = performance.now();
  };
}
