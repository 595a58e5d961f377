// An organisation's sections by meaning: kept up to date after every ingestion and searched by the
// hybrid retrieval. Switched on per store at start (main.ts, the CLI) when embeddings are
// configured; every other module asks `semanticIndexOf(store)` and gets nothing otherwise, so
// ingestion and retrieval call sites stay the same with or without embeddings.
//
// The embeddings server is another machine that can fail or hang. A failure never fails ingestion
// or an answer: the sections stay without a vector (full-text search still finds them), the index
// pauses (no request, so a down server costs at most one timeout) and retries on its own later.
import type { Store } from '../../store/db.ts';
import { embeddingSignature, type EmbeddingConfig } from './embedding-config.ts';
// Types only: the provider SDKs load when embeddings are switched on (below), not at every start.
import type { Embedder } from './embedding-model.ts';
import {
  deleteOrphanVectors,
  ensureVectorTable,
  nearestSections,
  organisationsMissingVectors,
  sectionsWithoutVectors,
  storeVectors,
  type NearestSection,
  type SectionToEmbed,
  type VectorMode,
} from './vector-table.ts';

export interface EmbeddingLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface RefreshResult {
  embedded: number;
  /** Texts left without a vector (a request failed, or the index is paused); retried later. */
  failed: number;
}

export interface SemanticIndex {
  mode: VectorMode;
  /** Embeds the organisation's sections that have no vector yet and drops vectors no section uses. Never throws. */
  refresh(organisationId: string): Promise<RefreshResult>;
  /** Ends a pause and embeds every organisation's missing vectors (at start, and when a pause ends). Never throws. */
  catchUp(): Promise<RefreshResult>;
  /** The sections nearest to the question; none (and a warning) when the question cannot be embedded. */
  search(organisationId: string, question: string, limit: number): Promise<NearestSection[]>;
  /** Cancels a scheduled retry (the store is closing). */
  stop(): void;
}

/** Long sections are cut for the model (about 2,000 tokens); the start says what a section is about. */
const MAX_EMBEDDED_CHARS = 8000;
/** After a failed request, no request for this long; then a catch-up tries again. */
export const DEFAULT_RETRY_AFTER_MS = 60_000;

export const embeddedText = (section: Pick<SectionToEmbed, 'heading' | 'body'>) =>
  `${section.heading}\n\n${section.body}`.trim().slice(0, MAX_EMBEDDED_CHARS);

const indexes = new WeakMap<Store, SemanticIndex>();

export function semanticIndexOf(store: Store): SemanticIndex | undefined {
  return indexes.get(store);
}

const consoleLog: EmbeddingLog = {
  info: (details, message) => console.info(message, details),
  warn: (details, message) => console.warn(message, details),
};

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

export interface SemanticIndexOptions {
  log?: EmbeddingLog;
  /** Replaces the configured provider (the bench embeds without a server). */
  embedder?: Embedder;
  retryAfterMs?: number;
}

/** Switches embeddings on for this store: creates the vector table and registers the index. */
export async function enableSemanticIndex(store: Store, config: EmbeddingConfig, options: SemanticIndexOptions = {}): Promise<SemanticIndex> {
  const log = options.log ?? consoleLog;
  const embed = options.embedder ?? (await import('./embedding-model.ts')).createEmbedder(config);
  const retryAfterMs = options.retryAfterMs ?? DEFAULT_RETRY_AFTER_MS;
  const model = embeddingSignature(config);
  const mode = await ensureVectorTable(store);
  if (mode === 'array') log.warn({ store: store.kind }, 'pgvector is not installed: section vectors are stored as real[] and compared without an index');
  // One refresh per organisation at a time: two ingestions at once would embed the same texts twice.
  const running = new Map<string, Promise<RefreshResult>>();
  let pausedUntil = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  const paused = () => Date.now() < pausedUntil;

  function pause(error: unknown, details: object, message: string) {
    log.warn({ ...details, err: reason(error), retryInMs: retryAfterMs }, message);
    pausedUntil = Date.now() + retryAfterMs;
    if (retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void index.catchUp();
    }, retryAfterMs);
    retryTimer.unref();
  }

  async function embedMissing(organisationId: string): Promise<RefreshResult> {
    const missing = await sectionsWithoutVectors(store, organisationId, model);
    let embedded = 0;
    for (let start = 0; start < missing.length && !paused(); start += config.batchSize) {
      const batch = missing.slice(start, start + config.batchSize);
      try {
        const vectors = await embed(batch.map(embeddedText), config.timeoutMs);
        await storeVectors(store, mode, organisationId, model, batch.map((section, offset) => ({ textHash: section.textHash, vector: vectors[offset] })));
        embedded += batch.length;
      } catch (error) {
        pause(error, { organisationId, sections: missing.length - embedded }, 'embedding sections failed; full-text search still finds them, and they are embedded when the server answers again');
      }
    }
    await deleteOrphanVectors(store, organisationId, model);
    return { embedded, failed: missing.length - embedded };
  }

  const index: SemanticIndex = {
    mode,
    refresh(organisationId) {
      const previous = running.get(organisationId) ?? Promise.resolve({ embedded: 0, failed: 0 });
      const next = previous
        .then(() => embedMissing(organisationId))
        .catch((error: unknown) => {
          log.warn({ organisationId, err: reason(error) }, 'refreshing section vectors failed');
          return { embedded: 0, failed: 0 };
        });
      running.set(organisationId, next);
      void next.finally(() => {
        if (running.get(organisationId) === next) running.delete(organisationId);
      });
      return next;
    },
    async catchUp() {
      index.stop();
      pausedUntil = 0;
      const total = { embedded: 0, failed: 0 };
      try {
        for (const organisationId of await organisationsMissingVectors(store, model)) {
          const result = await index.refresh(organisationId);
          total.embedded += result.embedded;
          total.failed += result.failed;
        }
      } catch (error) {
        log.warn({ err: reason(error) }, 'catching up section vectors failed');
      }
      if (total.embedded > 0 || total.failed > 0) log.info({ ...total, vectors: mode }, 'section vectors caught up');
      return total;
    },
    async search(organisationId, question, limit) {
      if (paused()) return [];
      let vector: number[];
      try {
        [vector] = await embed([question], config.questionTimeoutMs);
      } catch (error) {
        pause(error, { organisationId }, 'embedding the question failed; answering from full-text search only');
        return [];
      }
      return nearestSections(store, mode, organisationId, model, vector, { limit, minSimilarity: config.minSimilarity });
    },
    stop() {
      clearTimeout(retryTimer);
      retryTimer = undefined;
    },
  };
  indexes.set(store, index);
  return index;
}

/** The ingestion hook: a no-op unless embeddings are switched on for this store. */
export async function refreshSemanticIndex(store: Store, organisationId: string): Promise<void> {
  await semanticIndexOf(store)?.refresh(organisationId);
}
