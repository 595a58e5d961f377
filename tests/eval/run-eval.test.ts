// The evaluation runner itself, on a tiny set of its own (never in the printed report): a set with
// a corpus brings its organisation and content, the list of sets is a parameter, and the LLM
// engine is evaluated beside the extractive one when the environment configures it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations, sources } from '../../server/store/schema.ts';
import { startFakeLlmServer, type FakeLlmServer } from '../answer/helpers/fake-llm-server.ts';
import { openTestStore, type TestStore } from '../server/helpers/test-stores.ts';
import type { EvalSet } from './eval-types.ts';
import { formatReport } from './report.ts';
import { evalEngines, runEval, type EvalRun } from './run-eval.ts';

const BAKERY_EVAL: EvalSet = {
  organisationId: 'eval-fixture-bakery',
  organisationName: 'Fixture Bakery',
  corpus: { folder: 'eval-fixture-bakery', baseUrl: 'https://bakery.example/' },
  cases: [
    { kind: 'answer', question: 'How much is a sourdough loaf?', facts: ['9.50'], section: 'Loaves' },
    { kind: 'answer', question: 'When do you open on Saturdays?', facts: ['8 am'], section: 'Weekends' },
    { kind: 'refusal', question: 'Do you repair bicycles?' },
  ],
};
// A second set on the same organisation, as the Plausible held-out set is.
const BAKERY_AGAIN: EvalSet = { ...BAKERY_EVAL, label: 'bakery (again)', cases: BAKERY_EVAL.cases.slice(0, 1) };

describe('evalEngines', () => {
  it('is the extractive engine alone without configuration, and adds the configured LLM engine by name', () => {
    expect(evalEngines({}).map((engine) => engine.name)).toEqual(['extractive']);
    const engines = evalEngines({ KORERO_LLM_PROVIDER: 'openai-compatible', KORERO_LLM_MODEL: 'llama3.1', KORERO_LLM_BASE_URL: 'http://127.0.0.1:11434/v1' });
    expect(engines.map((engine) => engine.name)).toEqual(['extractive', 'llm (openai-compatible llama3.1)']);
    expect(engines[1].config.kind).toBe('llm');
  });
});

describe('runEval on a set with its own corpus', () => {
  let testStore: TestStore;
  let llm: FakeLlmServer;
  let run: EvalRun;

  beforeAll(async () => {
    // The demo organisations come seeded and ingested (the run's template); the set's own corpus is runEval's to add.
    testStore = await openTestStore('pglite', { template: 'demo' });
    llm = await startFakeLlmServer();
    // The fake model cites its first source for every question it is asked.
    llm.reply = { kind: 'text', text: 'Here is what the bakery says [1].' };
    const env = { KORERO_LLM_PROVIDER: 'openai-compatible', KORERO_LLM_MODEL: 'fake-model', KORERO_LLM_BASE_URL: llm.baseUrl };
    run = await runEval(testStore.store, env, [BAKERY_EVAL, BAKERY_AGAIN]);
  }, 120_000);
  afterAll(async () => {
    await llm?.close();
    await testStore?.dispose();
  });

  it('creates the organisation and ingests its folder, cited at the base URL plus the page name', async () => {
    const [organisation] = await testStore.store.db.select().from(organisations).where(eq(organisations.id, 'eval-fixture-bakery'));
    expect(organisation.name).toBe('Fixture Bakery');
    const rows = await testStore.store.db.select().from(sources).where(eq(sources.organisationId, 'eval-fixture-bakery'));
    expect(rows.map((row) => row.location).sort()).toEqual(['opening-hours.md', 'sourdough.md']);
    expect(rows.map((row) => row.publicUrl).sort()).toEqual(['https://bakery.example/opening-hours', 'https://bakery.example/sourdough']);
  });

  it('runs only the sets it is given, with the extractive engine and the configured LLM engine', () => {
    expect(run.reports.map((report) => [report.engine, report.label])).toEqual([
      ['extractive', 'eval-fixture-bakery'],
      ['extractive', 'bakery (again)'],
      ['llm (openai-compatible fake-model)', 'eval-fixture-bakery'],
      ['llm (openai-compatible fake-model)', 'bakery (again)'],
    ]);
    expect(llm.requests.length).toBeGreaterThan(0);
  });

  it('scores the extractive answers against the corpus, with recall@5 and a split into halves', () => {
    const [bakery] = run.reports;
    expect(bakery.results.map((result) => [result.evalCase.question, result.passed])).toEqual([
      ['How much is a sourdough loaf?', true],
      ['When do you open on Saturdays?', true],
      ['Do you repair bicycles?', true],
    ]);
    expect(bakery.results[0].citations[0]).toBe('Sourdough — Loaves <https://bakery.example/sourdough#loaves>');
    expect(bakery).toMatchObject({ accuracy: 1, answerCount: 2, refusalPrecision: 1, refusalCount: 1, recallAt5: 1, recallCount: 2 });
    expect(bakery.dev.answerCount + bakery.test.answerCount).toBe(2);
    expect(bakery.results.every((result) => result.half === 'dev' || result.half === 'test')).toBe(true);
  });

  it("scores the LLM engine's answers by what it cited, and names the engine in the report", () => {
    const llmBakery = run.reports[2];
    const loaf = llmBakery.results[0];
    expect(loaf.text).toBe('Here is what the bakery says.');
    expect(loaf.reason).toBe('missing 9.50');
    // Nothing retrieved for an out-of-scope question: the LLM engine falls back to the plain refusal.
    expect(llmBakery.results[2].passed).toBe(true);
    expect(formatReport(run)).toContain('engine: llm (openai-compatible fake-model)');
  });
});
