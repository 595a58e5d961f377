// The answer evaluation: every question goes through the real API (buildApp + app.inject, the
// demo seed, each answer engine) and is scored. Every set is split by question into a dev half
// (tune on it) and a test half (the suite gates on it): see ./split.ts. Prints, per engine, set
// and half, accuracy (expected facts in the answer and the expected section cited), refusal
// precision (out-of-scope questions get the plain "couldn't find" reply and no citations) and
// latency p50/p95, and retrieval's recall@5 (an expected section among the five best: what the
// LLM engine sees); failures in detail for the dev half only (`--show-test` adds the test half's).
// `npm run eval` runs it; tests/eval/eval.test.ts runs it too and enforces the thresholds.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { createAnswerEngine, parseAnswerEngineConfig, type AnswerEngineConfig } from '../../server/answer/index.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { createExtractiveEngine, type ExtractiveFindings } from '../../server/answer/extractive/extractive-engine.ts';
import { ingestFolder } from '../../server/knowledge/index.ts';
import type { Retrieval } from '../../server/knowledge/retrieve.ts';
import { seedDemoOrganisations } from '../../server/seed/seed-demo.ts';
import { openStore, type Store } from '../../server/store/db.ts';
import { organisations } from '../../server/store/schema.ts';
import type { Message } from '../../src/contract/contract.ts';
import { EVAL_SETS } from './eval-sets.ts';
import type { EvalCase, EvalSet } from './eval-types.ts';
import { expectedSections, judge, sectionOfName } from './judge.ts';
import { metricsOf, type CaseResult, type Metrics } from './metrics.ts';
import { formatReport } from './report.ts';
import { evalHalf } from './split.ts';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Sets' `corpus.folder` is relative to this (the Plausible docs are CC BY-SA, see their ATTRIBUTION.md). */
export const CORPORA_DIR = join(REPO_ROOT, 'tests', 'fixtures', 'corpora');
const EVAL_OPERATOR_KEY = 'evaluation-operator-key-000';
/** recall@5: an expected section among this many best retrieved. */
const RECALL_DEPTH = 5;

export interface SetReport extends Metrics {
  /** The engine that answered: "extractive", or "llm (provider model)". */
  engine: string;
  organisationId: string;
  /** The set's label, or its organisation's id. */
  label: string;
  results: CaseResult[];
  dev: Metrics;
  test: Metrics;
}

export interface EvalRun {
  reports: SetReport[];
}

export interface EvalEngine {
  name: string;
  config: AnswerEngineConfig;
}

/** The extractive engine always; the LLM engine too when the environment configures one. */
export function evalEngines(env: Record<string, string | undefined>): EvalEngine[] {
  const engines: EvalEngine[] = [{ name: 'extractive', config: { kind: 'extractive' } }];
  const configured = parseAnswerEngineConfig(env);
  if (configured.kind === 'llm') engines.push({ name: `llm (${configured.llm.provider} ${configured.llm.model})`, config: configured });
  return engines;
}

async function post(app: FastifyInstance, payload: Record<string, string>): Promise<Message[]> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/chat',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    payload: JSON.stringify({ conversation_id: '', creator: 'CONTACT', referrer: 'http://localhost/', contact_id: '', ...payload }),
  });
  if (response.statusCode !== 200) throw new Error(`POST /api/chat answered ${response.statusCode}: ${response.body}`);
  return response.json() as Message[];
}

/** What the engine answering through the API last found an answer from: it calls onFindings, take() reads and forgets. */
export interface AnsweredFrom {
  onFindings(findings: ExtractiveFindings): void;
  take(): ExtractiveFindings | undefined;
}

export function answeredFrom(): AnsweredFrom {
  let last: ExtractiveFindings | undefined;
  return {
    onFindings: (findings) => (last = findings),
    take() {
      const found = last;
      last = undefined;
      return found;
    },
  };
}

/**
 * Whether retrieval ranks an expected section among its best five for the question (undefined: the
 * case names none): the engines' own retrieval, so a follow-up ("and for two?") is read with the
 * visitor's earlier messages as the engines read it, and embeddings count when configured.
 * `answered`: the retrieval the engine answered the question from, read instead of retrieving
 * again (a second retrieval added half the asking time); without it (the engine did not retrieve: a question
 * it read as a greeting or a request for a person) the same retrieval is run here.
 */
export async function recallAt5(store: Store, organisationId: string, evalCase: EvalCase, answered?: Retrieval): Promise<Pick<CaseResult, 'recalled' | 'retrieved'>> {
  const expected = expectedSections(evalCase);
  if (evalCase.kind !== 'answer' || expected.length === 0) return {};
  // The same retrieval both engines answer from (the extractive engine quotes it, the LLM engine is given it).
  const history = (evalCase.history ?? []).map((message) => ({ creator: 'CONTACT' as const, message }));
  const retrieval = answered ?? (await createExtractiveEngine(store).find({ organisation: { id: organisationId, name: organisationId }, history, question: evalCase.question })).retrieval;
  const retrieved = retrieval.sections.slice(0, RECALL_DEPTH).map((section) => section.name);
  return { recalled: retrieved.some((name) => expected.includes(sectionOfName(name))), retrieved };
}

export async function runSet(app: FastifyInstance, store: Store, set: EvalSet, engine: string, answered: AnsweredFrom): Promise<SetReport> {
  const results: CaseResult[] = [];
  for (const evalCase of set.cases) {
    let conversationId = '';
    let contactId = '';
    for (const earlier of evalCase.history ?? []) {
      const [first] = await post(app, { message: earlier, organisation_id: set.organisationId, conversation_id: conversationId, contact_id: contactId });
      conversationId = first.conversation_id;
      contactId = first.creator === 'CONTACT' ? first.user_id : contactId;
    }
    answered.take(); // what the earlier messages were answered from
    const started = performance.now();
    const messages = await post(app, { message: evalCase.question, organisation_id: set.organisationId, conversation_id: conversationId, contact_id: contactId });
    const latencyMs = performance.now() - started;
    const reply = messages[messages.length - 1];
    results.push({
      evalCase,
      half: evalHalf(evalCase.question),
      latencyMs,
      text: reply.message,
      citations: reply.citations.map((citation) => `${citation.name} <${citation.url}>`),
      ...judge(evalCase, reply),
      ...(await recallAt5(store, set.organisationId, evalCase, answered.take()?.retrieval)),
    });
  }
  return {
    engine,
    organisationId: set.organisationId,
    label: set.label ?? set.organisationId,
    results,
    ...metricsOf(results),
    dev: metricsOf(results.filter((result) => result.half === 'dev')),
    test: metricsOf(results.filter((result) => result.half === 'test')),
  };
}

/** Creates each organisation a set brings its own content for, and ingests that content (once per organisation). */
export async function ingestCorpora(store: Store, sets: readonly EvalSet[]): Promise<void> {
  const done = new Set<string>();
  for (const set of sets) {
    if (!set.corpus || done.has(set.organisationId)) continue;
    done.add(set.organisationId);
    await store.db.insert(organisations).values({ id: set.organisationId, name: set.organisationName }).onConflictDoNothing();
    const { failures } = await ingestFolder(store, { organisationId: set.organisationId, folder: join(CORPORA_DIR, set.corpus.folder), baseUrl: set.corpus.baseUrl });
    if (failures.length) throw new Error(`${set.corpus.folder}: ${failures.map((failure) => `${failure.path}: ${failure.error}`).join('; ')}`);
  }
}

/** Seeds the demo organisations and the sets' own corpora into `store`, then runs every set with every engine. */
export async function runEval(store: Store, env: Record<string, string | undefined> = {}, sets: readonly EvalSet[] = EVAL_SETS): Promise<EvalRun> {
  const config = loadConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_ENABLED: 'false', DEMO_OPERATOR_KEY: EVAL_OPERATOR_KEY, ...env }, REPO_ROOT);
  const quiet = { info() {}, warn() {}, error() {} };
  await seedDemoOrganisations(store, { contentDir: config.contentDir, demoOperatorKey: EVAL_OPERATOR_KEY, log: quiet });
  await ingestCorpora(store, sets);
  const reports: SetReport[] = [];
  for (const engine of evalEngines(env)) {
    const answered = answeredFrom();
    const answering = await createAnswerEngine(engine.config, store, { onFindings: answered.onFindings });
    const app = await buildApp({ config, store, engine: answering, logger: false });
    await app.ready();
    try {
      for (const set of sets) reports.push(await runSet(app, store, set, engine.name, answered));
    } finally {
      await app.close();
    }
  }
  return { reports };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const url = process.env.EVAL_DATABASE_URL;
  const store = await openStore(url ? { kind: 'postgres', url } : { kind: 'pglite' });
  try {
    const run = await runEval(store, process.env);
    console.log(formatReport(run, { verbose: process.argv.includes('--verbose'), showTest: process.argv.includes('--show-test') }));
  } finally {
    await store.close();
  }
}
