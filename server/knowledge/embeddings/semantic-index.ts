// An organisation's sections by meaning: kept up to date after every ingestion and searched by the
// hybrid retrieval. Switched on per store at start (main.ts, the CLI) when embeddings are
// configured; every other module asks `semanticIndexOf(store)` and gets nothing otherwise, so
// ingestion and retrieval call sites stay the same with or without embeddings.
import type { Store } from '../../store/db.ts';
import { embeddingSignature, type EmbeddingConfig } from './embedding-config.ts';
import { createEmbedder, type Embedder } from './embedding-model.ts';
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
  /** Texts left without a vector because a request failed; the next refresh tries them again. */
  failed: number;
}

export interface SemanticIndex {
  mode: VectorMode;
  /** Embeds the organisation's sections that have no vector yet and drops vectors no section uses. Never throws. */
  refresh(organisationId: string): Promise<RefreshResult>;
  /** The sections nearest to the question; none (and a warning) when the question cannot be embedded. */
  search(organisationId: string, question: string, limit: number): Promise<NearestSection[]>;
}

/** Long sections are cut for the model (about 2,000 tokens); the start says what a section is about. */
const MAX_EMBEDDED_CHARS = 8000;

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

/**
 * Switches embeddings on for this store: creates the vector table and registers the index. With
 * `embedder` a test (or the bench) supplies its own function instead of the configured provider.
 */
export async function enableSemanticIndex(
  store: Store,
  config: EmbeddingConfig,
  options: { log?: EmbeddingLog; embedder?: Embedder } = {},
): Promise<SemanticIndex> {
  const log = options.log ?? consoleLog;
  const embed = options.embedder ?? createEmbedder(config);
  const model = embeddingSignature(config);
  const mode = await ensureVectorTable(store);
  if (mode === 'array') log.warn({ store: store.kind }, 'pgvector is not installed: section vectors are stored as real[] and compared without an index');
  // One refresh per organisation at a time: two ingestions at once would embed the same texts twice.
  const running = new Map<string, Promise<RefreshResult>>();

  async function embedMissing(organisationId: string): Promise<RefreshResult> {
    const missing = await sectionsWithoutVectors(store, organisationId, model);
    let embedded = 0;
    let failed = 0;
    for (let start = 0; start < missing.length; start += config.batchSize) {
      const batch = missing.slice(start, start + config.batchSize);
      try {
        const vectors = await embed(batch.map(embeddedText));
        await storeVectors(store, mode, organisationId, model, batch.map((section, index) => ({ textHash: section.textHash, vector: vectors[index] })));
        embedded += batch.length;
      } catch (error) {
        // Ingestion has succeeded and full-text search finds these sections; they stay without a
        // vector and the next refresh (next ingestion or start) tries them again.
        failed += batch.length;
        log.warn({ organisationId, sections: batch.length, err: error instanceof Error ? error.message : String(error) }, 'embedding sections failed; will retry at the next ingestion');
      }
    }
    await deleteOrphanVectors(store, organisationId, model);
    return { embedded, failed };
  }

  const index: SemanticIndex = {
    mode,
    refresh(organisationId) {
      const previous = running.get(organisationId) ?? Promise.resolve({ embedded: 0, failed: 0 });
      const next = previous
        .then(() => embedMissing(organisationId))
        .catch((error: unknown) => {
          log.warn({ organisationId, err: error instanceof Error ? error.message : String(error) }, 'refreshing section vectors failed');
          return { embedded: 0, failed: 0 };
        });
      running.set(organisationId, next);
      void next.finally(() => {
        if (running.get(organisationId) === next) running.delete(organisationId);
      });
      return next;
    },
    async search(organisationId, question, limit) {
      try {
        const [vector] = await embed([question]);
        return await nearestSections(store, mode, organisationId, model, vector, { limit, minSimilarity: config.minSimilarity });
      } catch (error) {
        // The embeddings server is down or slow: the answer comes from full-text search alone.
        log.warn({ organisationId, err: error instanceof Error ? error.message : String(error) }, 'embedding the question failed; retrieving by full-text search only');
        return [];
      }
    },
  };
  indexes.set(store, index);
  return index;
}

/** At start: embeds what earlier runs could not (the server was down, or embeddings were just switched on). */
export async function catchUpSemanticIndex(store: Store, index: SemanticIndex, config: EmbeddingConfig): Promise<RefreshResult> {
  const total = { embedded: 0, failed: 0 };
  for (const organisationId of await organisationsMissingVectors(store, embeddingSignature(config))) {
    const result = await index.refresh(organisationId);
    total.embedded += result.embedded;
    total.failed += result.failed;
  }
  return total;
}

/** The ingestion hook: a no-op unless embeddings are switched on for this store. */
export async function refreshSemanticIndex(store: Store, organisationId: string): Promise<void> {
  await semanticIndexOf(store)?.refresh(organisationId);
}
