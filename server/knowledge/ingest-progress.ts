// What an ingestion is doing, as events: tests prove with them that other requests are served
// while a large upload is parsed and stored (no timing needed), and a log or a console could
// show progress with them. Nothing in ingestion waits for a listener.
import { EventEmitter } from 'node:events';

export interface IngestProgressEvents {
  /** A parse worker started on a document (a file's name or a page's URL). */
  parsing: [{ kind: 'file' | 'page'; name: string }];
  /** One small batch of sections was written (not yet visible to answers). */
  batch: [{ organisationId: string; sourceId: string; written: number; total: number }];
  /** The new sections replaced the old ones for answers. */
  published: [{ organisationId: string; sourceId: string; sectionCount: number }];
}

export const ingestProgress = new EventEmitter<IngestProgressEvents>();

/** Lets the requests that arrived meanwhile run (their I/O callbacks first) before going on. */
export const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));
