// The provider API under load: the real server (scripts/start.mjs, as `npm start` runs it) on
// 127.0.0.1, with autocannon in a forked process. On PGlite always; on PostgreSQL when
// BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a throwaway database is created and dropped).
//
//   cold start   spawn → first 200 from /api/health, on an existing, seeded store (median of 3)
//   poll 304     GET /conversations/:id/messages with If-None-Match, unchanged, at 1,000 req/s
//   poll 200     the same without If-None-Match (the full conversation), as fast as it goes
//   chat         POST /chat creating a conversation and answering with the extractive engine
//   RSS          the server's peak resident set size after all of the above
//   floor        a bare Fastify route answering 304 at the poll's rate, in the same run
import { fork } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { LoadRequest, LoadResult } from './api-load.ts';
import { openBackend, residentMb, startServer, stopServer, type RunningServer } from './live-server.ts';
import type { Bench, BenchMeasurement } from './run.ts';

const TARGET = { pollP99Ms: 5, pollRate: 1000, coldStartMs: 3000, rssMb: 300 };
const SECONDS = { poll: Number(process.env.BENCH_POLL_SECONDS ?? 10), burst: Number(process.env.BENCH_BURST_SECONDS ?? 5) };
const COLD_STARTS = 3;

async function load(request: LoadRequest): Promise<LoadResult> {
  const child = fork(fileURLToPath(new URL('./api-load.ts', import.meta.url)), [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('message', (message: { ok: boolean; result?: LoadResult; error?: string }) =>
      message.ok && message.result ? resolve(message.result) : reject(new Error(message.error)),
    );
    child.once('exit', (code) => code !== 0 && reject(new Error(`load generator exited with ${code}`)));
    child.send(request);
  });
}

function chatBody(conversationId = ''): string {
  return JSON.stringify({
    message: 'How much does a tandem jump cost?',
    conversation_id: conversationId,
    organisation_id: 'queenstown-adventures',
    creator: 'CONTACT',
    referrer: 'http://127.0.0.1/bench',
    contact_id: '',
  });
}

interface BackendReport {
  kind: string;
  firstStartMs: number;
  coldStartMs: number;
  /** MB: idle just after the start, the peak through the load, at the end. */
  rss: { idle: number; peak: number; now: number };
  rows: { scenario: string; result: LoadResult; target: string }[];
}

async function benchBackend(kind: 'pglite' | 'postgres'): Promise<BackendReport> {
  const backend = await openBackend(kind);
  try {
    // First start: create, migrate, seed. Then a conversation for the pollers.
    const first = await startServer(backend);
    const created = await fetch(`${first.base}/api/chat`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: chatBody() });
    const [message] = (await created.json()) as { conversation_id: string }[];
    const conversationId = message.conversation_id;
    await fetch(`${first.base}/api/chat`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: chatBody(conversationId) });
    await stopServer(first);

    // Cold starts on the existing store; the last one stays up for the load.
    const starts: number[] = [];
    let server!: RunningServer;
    for (let round = 0; round < COLD_STARTS; round += 1) {
      server = await startServer(backend);
      starts.push(server.startMs);
      if (round < COLD_STARTS - 1) await stopServer(server);
    }
    starts.sort((a, b) => a - b);
    const idleMb = residentMb(server.child.pid!).now;

    const pollUrl = `${server.base}/api/conversations/${conversationId}/messages`;
    const etag = (await fetch(pollUrl)).headers.get('etag') ?? '';
    // Warm-up: JIT, connection pool, prepared plans.
    await load({ url: pollUrl, method: 'GET', headers: { 'if-none-match': etag }, connections: 10, durationSeconds: 2, expectedStatuses: [304] });
    const rows: BackendReport['rows'] = [];
    rows.push({
      scenario: `poll unchanged (304) @ ${TARGET.pollRate}/s`,
      result: await load({
        url: pollUrl,
        method: 'GET',
        headers: { 'if-none-match': etag },
        connections: 20,
        durationSeconds: SECONDS.poll,
        overallRate: TARGET.pollRate,
        expectedStatuses: [304],
      }),
      target: kind === 'postgres' ? `p99 ≤ ${TARGET.pollP99Ms} ms` : `(p99 ≤ ${TARGET.pollP99Ms} ms is for PostgreSQL)`,
    });
    rows.push({
      scenario: 'poll unchanged (304), max rate',
      result: await load({ url: pollUrl, method: 'GET', headers: { 'if-none-match': etag }, connections: 20, durationSeconds: SECONDS.burst, expectedStatuses: [304] }),
      target: '',
    });
    rows.push({
      scenario: 'poll full conversation (200), max rate',
      result: await load({ url: pollUrl, method: 'GET', connections: 20, durationSeconds: SECONDS.burst, expectedStatuses: [200] }),
      target: '',
    });
    rows.push({
      scenario: 'POST /chat (new conversation + answer)',
      result: await load({
        url: `${server.base}/api/chat`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: chatBody(),
        connections: 10,
        durationSeconds: SECONDS.burst,
        expectedStatuses: [200],
      }),
      target: '',
    });
    const rss = residentMb(server.child.pid!);
    const exitCode = await stopServer(server);
    if (exitCode !== 0) console.warn(`  ! server exited with ${exitCode} after SIGTERM`);
    return { kind, firstStartMs: first.startMs, coldStartMs: starts[Math.floor(starts.length / 2)], rss: { ...rss, idle: idleMb }, rows };
  } finally {
    if (backend.kind === 'pglite') rmSync(backend.dataDir, { recursive: true, force: true });
    else await backend.drop();
  }
}

/**
 * The floor: a bare Fastify route answering 304 (no database, no hooks) under the same load in the
 * same run, so that the poll's p99 reads against what this machine does at the time.
 */
async function floorReport(): Promise<BackendReport> {
  const { default: Fastify } = await import('fastify');
  const app = Fastify();
  app.get('/poll', (_request, reply) => reply.header('etag', '"c2-1-0"').code(304).send());
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const result = await load({
      url: `${base}/poll`,
      method: 'GET',
      headers: { 'if-none-match': '"c2-1-0"' },
      connections: 20,
      durationSeconds: SECONDS.poll,
      overallRate: TARGET.pollRate,
      expectedStatuses: [304],
    });
    return { kind: 'floor', firstStartMs: 0, coldStartMs: 0, rss: { idle: 0, peak: 0, now: 0 }, rows: [{ scenario: `bare Fastify 304 @ ${TARGET.pollRate}/s`, result, target: '(this machine, now)' }] };
  } finally {
    await app.close();
  }
}

function printReport(reports: BackendReport[]): void {
  const pad = (value: string | number, width: number) => String(value).padStart(width);
  console.log(`\n  ${'backend'.padEnd(9)}${'scenario'.padEnd(42)}${pad('req/s', 8)}${pad('p50 ms', 9)}${pad('p95 ms', 9)}${pad('p99 ms', 9)}${pad('bad', 6)}  target`);
  for (const report of reports) {
    for (const { scenario, result, target } of report.rows) {
      const bad = Object.values(result.unexpected).reduce((sum, n) => sum + n, 0) + result.errors;
      console.log(
        `  ${report.kind.padEnd(9)}${scenario.padEnd(42)}${pad(result.throughput, 8)}${pad(result.p50, 9)}${pad(result.p95, 9)}${pad(result.p99, 9)}${pad(bad, 6)}  ${target}`,
      );
    }
  }
  console.log(`\n  ${'backend'.padEnd(9)}${pad('first start ms', 15)}${pad('cold start ms', 15)}${pad('RSS idle MB', 13)}${pad('RSS peak MB', 13)}${pad('RSS end MB', 12)}  targets`);
  for (const report of reports.filter((each) => each.kind !== 'floor')) {
    console.log(
      `  ${report.kind.padEnd(9)}${pad(report.firstStartMs, 15)}${pad(report.coldStartMs, 15)}${pad(report.rss.idle, 13)}${pad(report.rss.peak, 13)}${pad(report.rss.now, 12)}  cold start ≤ ${TARGET.coldStartMs} ms, RSS ≤ ${TARGET.rssMb} MB`,
    );
  }
  console.log('');
}

export const apiBench: Bench = {
  name: 'api',
  description: 'provider API: polling, chat, cold start and memory on PGlite (and PostgreSQL when configured)',
  async run(): Promise<BenchMeasurement[]> {
    const kinds: ('pglite' | 'postgres')[] = ['pglite'];
    if (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL) kinds.push('postgres');
    else console.log('  (PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
    const reports: BackendReport[] = [await floorReport()];
    for (const kind of kinds) reports.push(await benchBackend(kind));
    printReport(reports);

    const measurements: BenchMeasurement[] = [];
    for (const report of reports.filter((each) => each.kind !== 'floor')) {
      const poll = report.rows[0].result;
      measurements.push({
        name: `${report.kind}: poll unchanged p99 at ${TARGET.pollRate} req/s`,
        value: poll.p99,
        unit: 'ms',
        budget: report.kind === 'postgres' ? TARGET.pollP99Ms : undefined,
      });
      measurements.push({ name: `${report.kind}: cold start`, value: report.coldStartMs, unit: 'ms', budget: TARGET.coldStartMs });
      measurements.push({ name: `${report.kind}: idle RSS`, value: report.rss.idle, unit: 'MB', budget: TARGET.rssMb });
      measurements.push({ name: `${report.kind}: peak RSS`, value: report.rss.peak, unit: 'MB', budget: TARGET.rssMb });
    }
    return measurements;
  },
};
