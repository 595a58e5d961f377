// Retrieval with embeddings switched on, at 10k sections (the synthetic corpus of the retrieval
// bench), beside full-text retrieval alone on the same store, 20 concurrent askers. Vectors are
// 1536 long (text-embedding-3-small's length) and made in process by a hashed bag of words, so the
// figures are the store's and the fusion's cost, not a model's: a real provider adds its own time
// to embed each question (tens of ms for a hosted one). PGlite uses pgvector; PostgreSQL uses
// pgvector if the server has it, else real[] with the cosine in SQL (the table says which).
import { createHash } from 'node:crypto';
import { enableSemanticIndex } from '../server/knowledge/embeddings/semantic-index.ts';
import type { EmbeddingConfig } from '../server/knowledge/embeddings/embedding-config.ts';
import { normalise } from '../server/knowledge/embeddings/embedding-model.ts';
import { retrieveHybrid } from '../server/knowledge/hybrid-retrieval.ts';
import { retrieveSections } from '../server/knowledge/retrieve.ts';
import { openStore, type Store } from '../server/store/db.ts';
import { ASKERS, concurrently, onScratchPostgres, percentile, printTable, round } from './concurrent-askers.ts';
import type { Bench, BenchMeasurement } from './run.ts';
import { BENCH_ORGANISATION, growCorpus, syntheticQuestions } from './synthetic-corpus.ts';

const SECTIONS = Number(process.env.BENCH_HYBRID_SECTIONS ?? 10_000);
const DIMENSIONS = 1536;
const QUESTIONS_PER_ASKER = 3;

const CONFIG: EmbeddingConfig = { provider: 'openai-compatible', model: 'bench-hashed-words', baseUrl: 'http://bench.invalid/v1', batchSize: 250, timeoutMs: 60_000, questionTimeoutMs: 60_000, minSimilarity: 0 };

function hashedWords(text: string): number[] {
  const vector = new Array<number>(DIMENSIONS).fill(0);
  for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) vector[createHash('md5').update(word).digest().readUInt32BE(0) % DIMENSIONS] += 1;
  return normalise(vector);
}

async function benchBackend(label: string, store: Store, rows: string[][], measurements: BenchMeasurement[]) {
  await growCorpus(store, SECTIONS);
  const index = await enableSemanticIndex(store, CONFIG, {
    embedder: async (texts) => texts.map(hashedWords),
    log: { info: () => {}, warn: (_details, message) => console.log(`  ${label}: ${message}`) },
  });
  const embedStarted = performance.now();
  const { embedded } = await index.catchUp();
  const embedSeconds = (performance.now() - embedStarted) / 1000;
  const questions = syntheticQuestions(ASKERS * QUESTIONS_PER_ASKER);
  for (const question of questions.slice(0, 5)) await retrieveHybrid(store, BENCH_ORGANISATION, question);
  const one = async (ask: (question: string) => Promise<unknown>) => {
    const latencies: number[] = [];
    for (const question of questions.slice(0, 10)) {
      const started = performance.now();
      await ask(question);
      latencies.push(performance.now() - started);
    }
    return percentile(latencies, 50);
  };
  const lexicalAlone = await one((question) => retrieveSections(store, BENCH_ORGANISATION, question));
  const hybridAlone = await one((question) => retrieveHybrid(store, BENCH_ORGANISATION, question));
  const lexical = await concurrently(questions, QUESTIONS_PER_ASKER, (question) => retrieveSections(store, BENCH_ORGANISATION, question));
  const hybrid = await concurrently(questions, QUESTIONS_PER_ASKER, (question) => retrieveHybrid(store, BENCH_ORGANISATION, question));
  index.stop();
  rows.push([label, index.mode, String(SECTIONS), `${embedded} in ${round(embedSeconds)} s`, String(round(lexicalAlone)), String(round(hybridAlone)), String(round(percentile(lexical, 50))), String(round(percentile(lexical, 95))), String(round(percentile(hybrid, 50))), String(round(percentile(hybrid, 95)))]);
  measurements.push({ name: `${label} (${index.mode}): retrieval with embeddings p95 at ${SECTIONS} sections`, value: round(percentile(hybrid, 95)), unit: 'ms' });
}

export const hybridRetrievalBench: Bench = {
  name: 'hybrid',
  description: `retrieval with embeddings (${DIMENSIONS} dimensions, in-process vectors) beside full-text alone at ${SECTIONS} sections, ${ASKERS} concurrent askers`,
  async run() {
    const rows: string[][] = [];
    const measurements: BenchMeasurement[] = [];
    const pglite = await openStore({ kind: 'pglite', vector: true });
    try {
      await benchBackend('pglite', pglite, rows, measurements);
    } finally {
      await pglite.close();
    }
    await onScratchPostgres((postgres) => benchBackend('postgres', postgres, rows, measurements));
    const header = ['store', 'vectors', 'sections', 'embedded', 'one asker: full-text p50', 'with embeddings p50', 'full-text p50', 'full-text p95', 'with embeddings p50', 'with embeddings p95'];
    printTable(header, rows);
    console.log(`  (latencies in ms; one asker, then ${ASKERS} at once)`);
    return measurements;
  },
};
