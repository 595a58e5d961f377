// The answer evaluation: every question goes through the real API (buildApp + app.inject, the
// demo seed, the configured answer engine) and is scored. Prints accuracy (expected facts in the
// answer and the expected section cited), refusal precision (out-of-scope questions get the plain
// "couldn't find" reply and no citations), and latency p50/p95.
// `npm run eval` runs it; tests/eval/eval.test.ts runs it too and enforces the thresholds.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { createAnswerEngine, parseAnswerEngineConfig } from '../../server/answer/index.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { ingestFolder } from '../../server/knowledge/index.ts';
import { seedDemoOrganisations } from '../../server/seed/seed-demo.ts';
import { openStore, type Store } from '../../server/store/db.ts';
import { organisations } from '../../server/store/schema.ts';
import type { Message } from '../../src/services/contract.ts';
import type { EvalCase, EvalSet } from './eval-types.ts';
import { HARBOURSIDE_EVAL } from './harbourside-questions.ts';
import { PLAUSIBLE_HELD_OUT_EVAL } from './plausible-held-out-questions.ts';
import { PLAUSIBLE_EVAL } from './plausible-questions.ts';
import { QUEENSTOWN_EVAL } from './queenstown-questions.ts';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The realistic corpus lives beside the repository and is never copied into it. */
/** A copy of ../shared/corpora/plausible-docs (CC BY-SA, see its ATTRIBUTION.md), kept in the repo so every clone tests it. */
export const PLAUSIBLE_DOCS = join(REPO_ROOT, 'tests', 'fixtures', 'corpora', 'plausible-docs', 'docs');
export const NO_ANSWER_MARKER = "couldn't find an answer";
const HUMAN_MARKER = 'Leave contact details for a real human';

export interface CaseResult {
  evalCase: EvalCase;
  passed: boolean;
  text: string;
  citations: string[];
  latencyMs: number;
  reason?: string;
}

export interface SetReport {
  organisationId: string;
  /** The set's label, or its organisation's id. */
  label: string;
  results: CaseResult[];
  accuracy: number;
  answerCount: number;
  refusalPrecision: number;
  refusalCount: number;
  intentAccuracy: number;
  p50: number;
  p95: number;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
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

function judge(evalCase: EvalCase, reply: Message): Pick<CaseResult, 'passed' | 'reason'> {
  const text = reply.message;
  const sections = reply.citations.map((citation) => citation.name.split(' — ').slice(1).join(' — '));
  switch (evalCase.kind) {
    case 'answer': {
      const missing = (evalCase.facts ?? []).filter((fact) => !text.toLowerCase().includes(fact.toLowerCase()));
      if (missing.length) return { passed: false, reason: `missing ${missing.join(', ')}` };
      const expected = evalCase.section === undefined ? [] : [evalCase.section].flat();
      if (expected.length && !expected.some((section) => sections.includes(section))) return { passed: false, reason: `not cited: ${expected.join(' or ')}` };
      return { passed: true };
    }
    case 'refusal':
      return reply.citations.length === 0 && text.includes(NO_ANSWER_MARKER) ? { passed: true } : { passed: false, reason: 'answered out of scope' };
    case 'human':
      return text.includes(HUMAN_MARKER) ? { passed: true } : { passed: false, reason: 'no way to a human' };
    default:
      return reply.citations.length === 0 && !text.includes(NO_ANSWER_MARKER) ? { passed: true } : { passed: false, reason: 'not a friendly reply' };
  }
}

export async function runSet(app: FastifyInstance, set: EvalSet): Promise<SetReport> {
  const results: CaseResult[] = [];
  for (const evalCase of set.cases) {
    let conversationId = '';
    let contactId = '';
    for (const earlier of evalCase.history ?? []) {
      const [first] = await post(app, { message: earlier, organisation_id: set.organisationId, conversation_id: conversationId, contact_id: contactId });
      conversationId = first.conversation_id;
      contactId = first.creator === 'CONTACT' ? first.user_id : contactId;
    }
    const started = performance.now();
    const messages = await post(app, { message: evalCase.question, organisation_id: set.organisationId, conversation_id: conversationId, contact_id: contactId });
    const latencyMs = performance.now() - started;
    const reply = messages[messages.length - 1];
    results.push({ evalCase, latencyMs, text: reply.message, citations: reply.citations.map((citation) => `${citation.name} <${citation.url}>`), ...judge(evalCase, reply) });
  }
  const share = (kinds: EvalCase['kind'][]) => {
    const relevant = results.filter((result) => kinds.includes(result.evalCase.kind));
    return { count: relevant.length, rate: relevant.length ? relevant.filter((result) => result.passed).length / relevant.length : 1 };
  };
  const answers = share(['answer']);
  const refusals = share(['refusal']);
  const latencies = results.map((result) => result.latencyMs);
  return {
    organisationId: set.organisationId,
    label: set.label ?? set.organisationId,
    results,
    accuracy: answers.rate,
    answerCount: answers.count,
    refusalPrecision: refusals.rate,
    refusalCount: refusals.count,
    intentAccuracy: share(['human', 'greeting', 'thanks']).rate,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
  };
}

export interface EvalRun {
  reports: SetReport[];
}

/** Seeds the demo organisations (and the Plausible docs as a third) into `store` and runs every set. */
export async function runEval(store: Store, env: Record<string, string | undefined> = {}): Promise<EvalRun> {
  const config = loadConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_ENABLED: 'false', DEMO_OPERATOR_KEY: 'evaluation-operator-key-000', ...env }, REPO_ROOT);
  const quiet = { info() {}, warn() {}, error() {} };
  await seedDemoOrganisations(store, { contentDir: config.contentDir, demoOperatorKey: 'evaluation-operator-key-000', log: quiet });
  const engine = createAnswerEngine(parseAnswerEngineConfig(env), store);
  const app = await buildApp({ config, store, engine, logger: false });
  await app.ready();
  try {
    const reports = [await runSet(app, QUEENSTOWN_EVAL), await runSet(app, HARBOURSIDE_EVAL)];
    await store.db.insert(organisations).values({ id: PLAUSIBLE_EVAL.organisationId, name: PLAUSIBLE_EVAL.organisationName }).onConflictDoNothing();
    await ingestFolder(store, { organisationId: PLAUSIBLE_EVAL.organisationId, folder: PLAUSIBLE_DOCS, baseUrl: 'https://plausible.io/docs/' });
    reports.push(await runSet(app, PLAUSIBLE_EVAL), await runSet(app, PLAUSIBLE_HELD_OUT_EVAL));
    return { reports };
  } finally {
    await app.close();
  }
}

const pct = (value: number) => `${(value * 100).toFixed(1)}%`;

export function formatReport(run: EvalRun, verbose = false): string {
  const lines: string[] = [];
  for (const report of run.reports) {
    lines.push(
      `${report.label.padEnd(22)} accuracy ${pct(report.accuracy)} (${report.answerCount})  refusals ${pct(report.refusalPrecision)} (${report.refusalCount})  intents ${pct(report.intentAccuracy)}  p50 ${report.p50.toFixed(1)} ms  p95 ${report.p95.toFixed(1)} ms`,
    );
    for (const result of report.results) {
      if (result.passed && !verbose) continue;
      lines.push(`  ${result.passed ? 'ok  ' : 'FAIL'} [${result.evalCase.kind}] ${result.evalCase.question}${result.reason ? ` — ${result.reason}` : ''}`);
      if (!result.passed || verbose) {
        lines.push(`       ${result.text.replace(/\n+/g, ' ⏎ ').slice(0, 300)}`);
        lines.push(`       cited: ${result.citations.join('; ') || '(none)'}`);
      }
    }
  }
  return lines.join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const url = process.env.EVAL_DATABASE_URL;
  const store = await openStore(url ? { kind: 'postgres', url } : { kind: 'pglite' });
  try {
    const run = await runEval(store, process.env);
    console.log(formatReport(run, process.argv.includes('--verbose')));
  } finally {
    await store.close();
  }
}
