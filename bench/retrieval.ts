// Retrieval and complete extractive answers at 1k, 10k and 100k sections (a synthetic Zipf corpus),
// on PGlite and — with BENCH_DATABASE_URL or TEST_DATABASE_URL — PostgreSQL, with 20 concurrent
// askers. Also the LLM path's own overhead: from answer() to the provider receiving the request
// (a local OpenAI-compatible server). Targets: answer p95 ≤ 150 ms at 100k on PostgreSQL,
// retrieval p95 ≤ 30 ms at 100k on PGlite, LLM overhead p95 ≤ 100 ms.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAnswerEngine } from '../server/answer/index.ts';
import { retrieveSections } from '../server/knowledge/retrieve.ts';
import { openStore, type Store } from '../server/store/db.ts';
import { ASKERS, concurrently, onScratchPostgres, percentile, printTable, round } from './concurrent-askers.ts';
import { cpuTime } from './cpu-time.ts';
import type { Bench, BenchMeasurement } from './run.ts';
import { BENCH_ORGANISATION, growCorpus, syntheticQuestions } from './synthetic-corpus.ts';

const SIZES = (process.env.BENCH_RETRIEVAL_SIZES ?? '1000,10000,100000').split(',').map(Number);
/** Questions per asker: fewer at 100k, where PGlite answers one query at a time. */
const questionsPerAsker = (size: number) => (size >= 100_000 ? 2 : 5);
/** The whole benchmark stays bounded: later steps are skipped (and say so) past this. */
const BUDGET_MS = Number(process.env.BENCH_RETRIEVAL_BUDGET_MS ?? 210_000);
const benchStarted = performance.now();
const overBudget = () => performance.now() - benchStarted > BUDGET_MS;
const ORGANISATION = { id: BENCH_ORGANISATION, name: 'Bench' };

/** Time from answer() to the provider receiving the request, measured by a local fake provider. */
async function llmOverhead(store: Store, questions: string[]): Promise<number[]> {
  let started = 0;
  const overheads: number[] = [];
  const server = createServer((request, response) => {
    overheads.push(performance.now() - started);
    request.resume();
    response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"bench"}}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  const engine = await createAnswerEngine({ kind: 'llm', llm: { provider: 'openai-compatible', model: 'bench', baseUrl, timeoutMs: 5000, maxOutputTokens: 100, temperature: 0 } }, store);
  for (const question of questions.slice(0, 20)) {
    started = performance.now();
    await engine.answer({ organisation: ORGANISATION, history: [], question });
  }
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return overheads;
}

async function benchBackend(label: string, store: Store, rows: string[][], measurements: BenchMeasurement[]) {
  const questions = syntheticQuestions(ASKERS * 5);
  const engine = await createAnswerEngine({ kind: 'extractive' }, store);
  for (const size of SIZES) {
    if (overBudget()) {
      rows.push([label, String(size), 'skipped: time budget', '', '', '', '', '', '', '', '']);
      continue;
    }
    const perAsker = questionsPerAsker(size);
    const built = performance.now();
    await growCorpus(store, size);
    const buildSeconds = (performance.now() - built) / 1000;
    // Warm up caches and JIT the way a running server is warm.
    for (const question of questions.slice(0, 10)) await retrieveSections(store, BENCH_ORGANISATION, question);
    const retrieval = await concurrently(questions, perAsker, (question) => retrieveSections(store, BENCH_ORGANISATION, question));
    let answered = 0;
    const answers = await concurrently(questions, perAsker, async (question) => {
      const answer = await engine.answer({ organisation: ORGANISATION, history: [], question });
      if (answer.citations.length > 0) answered += 1;
    });
    // One asker at a time: the cost of a question itself, apart from the queue of 20 (PGlite runs
    // one query at a time, so there 20 askers wait about 20 questions' time).
    const alone: number[] = [];
    const cpu = await cpuTime(store, async () => {
      for (const question of questions.slice(0, ASKERS)) {
        const started = performance.now();
        await engine.answer({ organisation: ORGANISATION, history: [], question });
        alone.push(performance.now() - started);
      }
    });
    // What an answer costs apart from waiting for a core (PGlite's database work is in Node's).
    const cpuPerAnswer = `${round(cpu.nodeMs / ASKERS)} / ${cpu.postgresMs === undefined ? '–' : round(cpu.postgresMs / ASKERS)}`;
    const overhead = size === SIZES[SIZES.length - 1] ? await llmOverhead(store, questions) : [];
    console.log(`  ${label} ${size}: built in ${round(buildSeconds)} s, retrieval p95 ${round(percentile(retrieval, 95))} ms, answer p95 ${round(percentile(answers, 95))} ms`);
    rows.push([
      label,
      String(size),
      `${round(buildSeconds)} s`,
      String(round(percentile(retrieval, 50))),
      String(round(percentile(retrieval, 95))),
      String(round(percentile(answers, 50))),
      String(round(percentile(answers, 95))),
      String(round(percentile(alone, 95))),
      cpuPerAnswer,
      `${Math.round((answered / answers.length) * 100)}%`,
      overhead.length ? String(round(percentile(overhead, 95))) : '',
    ]);
    if (size === 100_000 && label === 'pglite') measurements.push({ name: 'PGlite retrieval p95 at 100k sections', value: round(percentile(retrieval, 95)), unit: 'ms', budget: 30 });
    if (size === 100_000 && label === 'postgres') measurements.push({ name: 'PostgreSQL extractive answer p95 at 100k sections', value: round(percentile(answers, 95)), unit: 'ms', budget: 150 });
    if (overhead.length) measurements.push({ name: `${label}: LLM path overhead before the provider, p95 at ${size}`, value: round(percentile(overhead, 95)), unit: 'ms', budget: 100 });
  }
}

export const retrievalBench: Bench = {
  name: 'retrieval',
  description: `retrieval and extractive answers at ${SIZES.join(', ')} sections, ${ASKERS} concurrent askers`,
  async run() {
    const rows: string[][] = [];
    const measurements: BenchMeasurement[] = [];
    await onScratchPostgres((postgres) => benchBackend('postgres', postgres, rows, measurements));
    // PostgreSQL first: PGlite at 100k is the slow part and the one the time budget may cut.
    const pglite = await openStore({ kind: 'pglite' });
    try {
      await benchBackend('pglite', pglite, rows, measurements);
    } finally {
      await pglite.close();
    }
    const header = ['store', 'sections', 'build', 'retrieval p50', 'retrieval p95', 'answer p50', 'answer p95', 'answer p95 (1 asker)', 'CPU per answer, Node / PostgreSQL', 'answered', 'LLM overhead p95'];
    printTable(header, rows);
    console.log('  (latencies in ms)');
    return measurements;
  },
};
