// `npm run soak [-- g1 g3 g5 instances]`: Korero under load and faults, on loopback only, bounded
// in time; not part of npm test. Prints, per scenario, what docs/reliability.md records:
//   G1  SOAK_VISITORS (100) visitors for SOAK_SECONDS (120) on PGlite and on PostgreSQL
//       (`g1-pglite` or `g1-postgres` for one back-end)
//   G3  a private PostgreSQL stopped, then frozen, SOAK_OUTAGE_SECONDS (30) each, under load
//   G5  SOAK_KILLS (10) × kill -9 of the PGlite server under load, restarted on the same port
//   ingest  a SOAK_INGEST_MB (20) MB Markdown upload by one organisation on PGlite while
//           SOAK_INGEST_VISITORS (10) visitors of another chat and poll, and health and that
//           organisation's poll are probed every 50 ms: their p50/p99 before and during the upload
//   instances  two servers on one PostgreSQL behind a round-robin proxy, limits in Redis (REDIS_URL,
//              default redis://127.0.0.1:6379): messages across instances, shared limits, idempotency
// PostgreSQL is a private one started here (private-postgres.ts), never the machine's own.
import { rmSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile, round } from '../concurrent-askers.ts';
import { largeMarkdown } from '../large-markdown.ts';
import { freePort, OPERATOR_KEY, residentMb, scratchDatabase, startServer, stopServer, type Backend, type RunningServer } from '../live-server.ts';
import {
  OTHER_ORGANISATION,
  otherOrganisationPoll,
  OTHERS_P99_BUDGET_MS,
  probeWhile,
  untilAnswered,
  uploadMarkdown,
  type ProbeLatencies,
} from '../upload-isolation.ts';
import { PrivatePostgres } from './private-postgres.ts';
import { startRoundRobinProxy } from './round-robin-proxy.ts';
import { VisitorCrowd, type CrowdFigures, type Ledger } from './visitors.ts';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 120);
const VISITORS = Number(process.env.SOAK_VISITORS ?? 100);
const OUTAGE_SECONDS = Number(process.env.SOAK_OUTAGE_SECONDS ?? 30);
const KILLS = Number(process.env.SOAK_KILLS ?? 10);
const INGEST_MB = Number(process.env.SOAK_INGEST_MB ?? 20);
const INGEST_VISITORS = Number(process.env.SOAK_INGEST_VISITORS ?? 10);
/** The load without the upload, measured first so the upload's own effect can be told apart. */
const INGEST_REFERENCE_SECONDS = 20;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ORGANISATION = 'queenstown-adventures';
const MESSAGE_EVERY_MS: [number, number] = [3000, 8000];
/** Issue 12's memory target for the server on PGlite with 100 visitors. */
const PGLITE_RSS_BUDGET_MB = 300;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const line = (label: string, value: string) => console.log(`  ${label.padEnd(34)} ${value}`);

function crowdOn(base: () => string, visitors = VISITORS, headers?: () => Record<string, string>, organisation = ORGANISATION) {
  return new VisitorCrowd({ visitors, organisation, messageEveryMs: MESSAGE_EVERY_MS, pollEveryMs: 10_000, base, headers });
}

function printCrowd(figures: CrowdFigures, ledger: Ledger): boolean {
  line('acknowledged / stored', `${ledger.acknowledged} / ${ledger.stored}`);
  line('lost / duplicated', `${ledger.lost} / ${ledger.duplicated}`);
  line('send errors (retried) / poll errors', `${figures.sendErrors} / ${figures.pollErrors}`);
  const latencies = figures.sendLatencies;
  line('send p50 / p95 / p99', `${round(percentile(latencies, 50))} / ${round(percentile(latencies, 95))} / ${round(percentile(latencies, 99))} ms`);
  return ledger.lost === 0 && ledger.duplicated === 0;
}

/** Polls /api/health every 100 ms until it answers 200; the ms that took. */
async function untilHealthy(base: string, limitMs = 60_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    try {
      if ((await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) })).ok) return Math.round(performance.now() - started);
    } catch {
      // not yet
    }
    await pause(100);
  }
  return Number.POSITIVE_INFINITY;
}

async function g1(kind: 'pglite' | 'postgres', postgres?: PrivatePostgres): Promise<boolean> {
  console.log(`\n▶ G1 ${kind}: ${VISITORS} visitors × ${SECONDS} s`);
  const backend: Backend = kind === 'pglite' ? { kind, dataDir: mkdtempSync(join(tmpdir(), 'korero-soak-')) } : await scratchDatabase(postgres!.url);
  const server = await startServer(backend);
  try {
    const crowd = crowdOn(() => server.base);
    crowd.start();
    await pause(SECONDS * 1000);
    await crowd.stop();
    const ok = printCrowd(crowd.figures, await crowd.ledger());
    const peak = residentMb(server.child.pid!).peak;
    // The budget is PGlite's (the whole database in this process); PostgreSQL's server is apart.
    const withinBudget = kind !== 'pglite' || peak <= PGLITE_RSS_BUDGET_MB;
    line('server peak RSS', `${peak} MB${kind === 'pglite' ? ` (budget ${PGLITE_RSS_BUDGET_MB} MB ${withinBudget ? '✔' : '✘'})` : ''}`);
    return ok && withinBudget;
  } finally {
    await stopServer(server);
    if (backend.kind === 'pglite') rmSync(backend.dataDir, { recursive: true, force: true });
    else await backend.drop();
  }
}

async function g3(postgres: PrivatePostgres): Promise<boolean> {
  console.log(`\n▶ G3: private PostgreSQL stopped ${OUTAGE_SECONDS} s, then frozen ${OUTAGE_SECONDS} s, under ${VISITORS} visitors`);
  const backend = await scratchDatabase(postgres.url);
  const server = await startServer(backend);
  const crowd = crowdOn(() => server.base);
  try {
    crowd.start();
    await pause(10_000);
    let ok = true;
    for (const [fault, begin, end] of [
      ['stopped', () => postgres.stop(), () => postgres.start()],
      ['frozen', () => postgres.freeze(), () => postgres.thaw()],
    ] as const) {
      const from = Date.now();
      begin();
      await pause(OUTAGE_SECONDS * 1000);
      const to = Date.now();
      end();
      const recoverMs = await untilHealthy(server.base);
      const failing = crowd.figures.failures.filter((failure) => failure.at >= from && failure.at <= to).map((failure) => failure.ms);
      line(`${fault}: sends failed meanwhile`, `${failing.length}`);
      line(`${fault}: time to fail p50 / p99 / max`, `${round(percentile(failing, 50))} / ${round(percentile(failing, 99))} / ${round(Math.max(0, ...failing))} ms`);
      line(`${fault}: recovered after`, `${recoverMs} ms`);
      ok &&= percentile(failing, 99) <= 2000 && recoverMs <= 2000;
      await pause(10_000);
    }
    await crowd.stop();
    return printCrowd(crowd.figures, await crowd.ledger()) && ok;
  } finally {
    await crowd.stop();
    await stopServer(server);
    await backend.drop();
  }
}

async function g5(): Promise<boolean> {
  console.log(`\n▶ G5: ${KILLS} × kill -9 of the PGlite server under ${VISITORS} visitors`);
  const backend: Backend = { kind: 'pglite', dataDir: mkdtempSync(join(tmpdir(), 'korero-soak-')) };
  const port = await freePort();
  let server: RunningServer = await startServer(backend, {}, port);
  const crowd = crowdOn(() => server.base);
  const restarts: number[] = [];
  try {
    crowd.start();
    for (let kill = 0; kill < KILLS; kill += 1) {
      await pause(6000);
      const exited = new Promise((resolve) => server.child.once('exit', resolve));
      server.child.kill('SIGKILL');
      await exited;
      server = await startServer(backend, {}, port);
      restarts.push(server.startMs);
    }
    await pause(6000);
    await crowd.stop();
    const ok = printCrowd(crowd.figures, await crowd.ledger());
    line('restart (spawn → health 200) p50 / max', `${round(percentile(restarts, 50))} / ${Math.max(...restarts)} ms`);
    return ok && Math.max(...restarts) <= 3000;
  } finally {
    await crowd.stop();
    await stopServer(server);
    rmSync(backend.dataDir, { recursive: true, force: true });
  }
}

/** Each kind of the other organisation's requests in a window: p50 / p99 / max and how many. */
function otherTenantRows(probes: ProbeLatencies, crowd: VisitorCrowd): { kind: string; latencies: number[] }[] {
  const inWindow = (kind: 'send' | 'poll') =>
    crowd.figures.requests.filter((request) => request.kind === kind && request.startedAt >= probes.from && request.startedAt < probes.to).map((request) => request.ms);
  return [
    { kind: '/api/health', latencies: probes.health },
    { kind: 'poll (every 50 ms)', latencies: probes.poll },
    { kind: "visitors' chat sends", latencies: inWindow('send') },
    { kind: "visitors' polls", latencies: inWindow('poll') },
  ];
}

async function ingest(): Promise<boolean> {
  console.log(`\n▶ Ingest: a ${INGEST_MB} MB Markdown upload by ${ORGANISATION} on PGlite, under ${INGEST_VISITORS} visitors of ${OTHER_ORGANISATION}`);
  const backend: Backend = { kind: 'pglite', dataDir: mkdtempSync(join(tmpdir(), 'korero-soak-')) };
  const server = await startServer(backend);
  const crowd = crowdOn(() => server.base, INGEST_VISITORS, undefined, OTHER_ORGANISATION);
  try {
    const pollUrl = await otherOrganisationPoll(server.base);
    await untilAnswered(pollUrl);
    crowd.start();
    const reference = await probeWhile(server.base, pollUrl, pause(INGEST_REFERENCE_SECONDS * 1000));
    // Just under the upload limit (MAX_FILE_BYTES, 20 MB).
    const upload = uploadMarkdown(server.base, 'operations-manual.md', largeMarkdown(INGEST_MB * 1024 * 1024 - 64 * 1024));
    const during = await probeWhile(server.base, pollUrl, upload);
    await crowd.stop();
    const { status, body } = await upload;
    line('upload', `${status}, ${body.results?.[0]?.section_count ?? 0} sections in ${round((during.to - during.from) / 1000)} s`);
    const format = (values: number[]) => `${round(percentile(values, 50))} / ${round(percentile(values, 99))} / ${round(Math.max(0, ...values))} ms (${values.length})`;
    let ok = status === 201;
    const before = otherTenantRows(reference, crowd);
    for (const [index, row] of otherTenantRows(during, crowd).entries()) {
      const within = percentile(row.latencies, 99) <= OTHERS_P99_BUDGET_MS;
      ok &&= within;
      line(`${row.kind} p50 / p99 / max`, `before ${format(before[index].latencies)}; during ${format(row.latencies)} ${within ? '✔' : '✘'}`);
    }
    line('server peak RSS (parse worker included)', `${residentMb(server.child.pid!).peak} MB`);
    return printCrowd(crowd.figures, await crowd.ledger()) && ok;
  } finally {
    await crowd.stop();
    await stopServer(server);
    rmSync(backend.dataDir, { recursive: true, force: true });
  }
}

async function instances(postgres: PrivatePostgres): Promise<boolean> {
  const chatMax = 40;
  console.log(`\n▶ Two instances on one PostgreSQL behind a round-robin proxy, limits in Redis (chat limit ${chatMax}/min)`);
  const backend = await scratchDatabase(postgres.url);
  const env = { REDIS_URL, RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_CHAT_MAX: String(chatMax), TRUST_PROXY: '1' };
  const first = await startServer(backend, env);
  const second = await startServer(backend, env);
  const proxy = await startRoundRobinProxy([first.base, second.base]);
  // Client addresses of this run only (TEST-NET-2), so no other user of the Redis counts with us.
  const runNet = `198.51.${Math.floor(Math.random() * 250)}`;
  try {
    // Visitors through the proxy, each its own address: every send and poll alternates instances.
    const crowd = crowdOn(() => proxy.base, Math.min(VISITORS, 30), () => ({ 'x-soak-client': `${runNet}.${Math.floor(Math.random() * 250)}` }));
    crowd.start();
    await pause(Math.min(SECONDS, 60) * 1000);
    await crowd.stop();
    const viaFirst = await crowd.ledger(first.base);
    const viaSecond = await crowd.ledger(second.base);
    line('acknowledged / seen on 1st / on 2nd', `${viaFirst.acknowledged} / ${viaFirst.stored} / ${viaSecond.stored}`);
    line('lost / duplicated', `${viaFirst.lost} / ${viaFirst.duplicated}`);

    // A visitor on one instance and the operator on the other.
    const visitor = await chat(first.base, { message: 'Is the gondola open today?', conversation_id: '' });
    const conversationId = visitor[0].conversation_id;
    await chat(second.base, { message: 'Yes, until 9pm.', conversation_id: conversationId, creator: 'USER', user_name: 'Aroha' }, { authorization: `Bearer ${OPERATOR_KEY}` });
    const seenByVisitor = (await messages(first.base, conversationId)).some((message) => message.message === 'Yes, until 9pm.');
    const seenByOperator = (await messages(second.base, conversationId)).some((message) => message.message === 'Is the gondola open today?');
    line('operator ↔ visitor across instances', seenByVisitor && seenByOperator ? 'both see both' : 'MISSING');

    // One client address past its limit, alternating instances: counted once, in Redis.
    const client = { 'x-soak-client': `${runNet}.251` };
    let accepted = 0;
    for (let attempt = 0; attempt < chatMax + 20; attempt += 1) {
      const response = await fetch(`${proxy.base}/api/chat`, { method: 'POST', headers: { 'content-type': 'application/json', ...client }, body: chatBody({ message: `limit ${attempt}`, conversation_id: '' }) });
      await response.arrayBuffer();
      if (response.status !== 429) accepted += 1;
    }
    line(`sends accepted of ${chatMax + 20} (limit ${chatMax})`, `${accepted}`);

    // The same send to both instances at once, twenty times: each stored once.
    let doubled = 0;
    for (let round = 0; round < 20; round += 1) {
      const id = crypto.randomUUID();
      const body = { id, message: `twice ${id}`, conversation_id: conversationId };
      // An address of its own per round: straight to the instances, every send would count against
      // the loopback address, whose limit the forty sends make it pass.
      const address = { 'x-forwarded-for': `${runNet}.${220 + round}` };
      const [one, two] = await Promise.all([chat(first.base, body, address), chat(second.base, body, address)]);
      if (one.map((message) => message.id).join() !== two.map((message) => message.id).join()) doubled += 1;
    }
    const stored = (await messages(first.base, conversationId)).filter((message) => message.message.startsWith('twice ')).length;
    line('same send to both at once ×20', `${stored} stored, ${doubled} answered differently`);
    return viaFirst.lost === 0 && viaFirst.duplicated === 0 && viaSecond.stored === viaFirst.stored && seenByVisitor && seenByOperator && accepted === chatMax && stored === 20 && doubled === 0;
  } finally {
    await proxy.close();
    await stopServer(first);
    await stopServer(second);
    await backend.drop();
  }
}

function chatBody(fields: Record<string, string>): string {
  return JSON.stringify({ organisation_id: ORGANISATION, creator: 'CONTACT', referrer: 'http://127.0.0.1/soak', contact_id: '', ...fields });
}

async function chat(base: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<{ id: string; conversation_id: string }[]> {
  const response = await fetch(`${base}/api/chat`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: chatBody(fields) });
  if (response.status !== 200) throw new Error(`POST /api/chat answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { id: string; conversation_id: string }[];
}

async function messages(base: string, conversationId: string): Promise<{ message: string }[]> {
  return ((await (await fetch(`${base}/api/conversations/${conversationId}/messages`)).json()) as { messages: { message: string }[] }).messages;
}

const wanted = process.argv.slice(2);
const runs = (name: string) => wanted.length === 0 || wanted.includes(name);
const results: [string, boolean][] = [];
const needsPostgres = ['g1', 'g1-postgres', 'g3', 'instances'].some(runs);
const postgres = needsPostgres && PrivatePostgres.available() ? await PrivatePostgres.create() : undefined;
if (needsPostgres && !postgres) console.log('No PostgreSQL binaries (postgresql package, or PG_BIN): the PostgreSQL scenarios are skipped.');
try {
  if (runs('g1') || runs('g1-pglite')) results.push(['G1 PGlite', await g1('pglite')]);
  if ((runs('g1') || runs('g1-postgres')) && postgres) results.push(['G1 PostgreSQL', await g1('postgres', postgres)]);
  if (runs('g3') && postgres) results.push(['G3', await g3(postgres)]);
  if (runs('g5')) results.push(['G5', await g5()]);
  if (runs('ingest')) results.push(['ingest', await ingest()]);
  if (runs('instances') && postgres) results.push(['instances', await instances(postgres)]);
} finally {
  postgres?.dispose();
}
console.log('');
for (const [name, ok] of results) console.log(`${ok ? '✔' : '✘'} ${name}`);
process.exit(results.every(([, ok]) => ok) ? 0 : 1);
