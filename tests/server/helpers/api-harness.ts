// Builds the app on a store of its own per describe block and per back-end, seeded with the demo
// organisations (a copy of the run's seeded template) and answering through the fake engine.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { SendMessagePayload } from '../../../src/contract/contract.ts';
import type { FramingPolicy } from '../../../server/app-deps.ts';
import { buildApp } from '../../../server/app.ts';
import { loadConfig, type Config } from '../../../server/config.ts';
import { seedDemoOrganisations } from '../../../server/seed/seed-demo.ts';
import type { Store, StoreOptions } from '../../../server/store/db.ts';
import { contacts, conversations, messages } from '../../../server/store/schema.ts';
import type { AnswerEngine } from '../../../server/answer/engine.ts';
import { FakeAnswerEngine } from './fake-answer-engine.ts';
import { QUIET_LOG, TEST_OPERATOR_KEY, TEST_OWNER_PASSWORD } from './store-templates.ts';
import { openTestStore, STORE_KINDS, describeStore, type StoreKind, type TestStore } from './test-stores.ts';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export { QUIET_LOG, TEST_OPERATOR_KEY, TEST_OWNER_PASSWORD } from './store-templates.ts';

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig(
    {
      LOG_LEVEL: 'silent',
      RATE_LIMIT_ENABLED: 'false',
      DEMO_OPERATOR_KEY: TEST_OPERATOR_KEY,
      DEMO_OWNER_PASSWORD: TEST_OWNER_PASSWORD,
      // No built client unless a test provides one.
      CLIENT_DIR: join(tmpdir(), 'korero-tests-no-client'),
      // An upload is answered when its read is done, however slow the machine (a loaded one took past
      // the default 10 s for a few hundred KB, and answered 202): the 202 has its own tests
      // (source-processing.test.ts sets 0).
      INGEST_REPLY_WITHIN_MS: '600000',
      ...env,
    },
    REPO_ROOT,
  );
}

export interface ApiHarness {
  kind: StoreKind;
  app: FastifyInstance;
  store: Store;
  /** How the store was opened: a second instance opens the same PostgreSQL database with these. */
  storeOptions: StoreOptions;
  engine: FakeAnswerEngine;
  config: Config;
}

export interface HarnessOptions {
  env?: Record<string, string>;
  framingPolicy?: FramingPolicy;
  /** Another engine than the fake one (the LLM engine against the local fake provider). */
  answerEngine?: (store: Store) => Promise<AnswerEngine>;
}

export async function startHarness(kind: StoreKind, options: HarnessOptions = {}): Promise<ApiHarness & { dispose(): Promise<void> }> {
  // A copy of the seeded template; seeding again is a no-op unless the test's content differs.
  const testStore: TestStore = await openTestStore(kind, { template: 'demo' });
  const config = testConfig(options.env);
  await seedDemoOrganisations(testStore.store, { contentDir: config.contentDir, demoOperatorKey: TEST_OPERATOR_KEY, demoOwnerPassword: TEST_OWNER_PASSWORD, log: QUIET_LOG });
  const engine = new FakeAnswerEngine();
  const answering = (await options.answerEngine?.(testStore.store)) ?? engine;
  const app = await buildApp({ config, store: testStore.store, engine: answering, logger: false, framingPolicy: options.framingPolicy });
  await app.ready();
  return {
    kind,
    app,
    store: testStore.store,
    storeOptions: testStore.options,
    engine,
    config,
    async dispose() {
      await app.close();
      await testStore.dispose();
    },
  };
}

/** Inside a describe block: the harness its hooks start before its tests and close after them. */
export function useHarness(kind: StoreKind, options: HarnessOptions = {}): ApiHarness {
  const harness = { kind } as ApiHarness;
  let dispose: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const started = await startHarness(kind, options);
    Object.assign(harness, started);
    dispose = started.dispose;
  });
  afterAll(async () => {
    await dispose?.();
  });
  return harness;
}

/** Runs `body` once per back-end, each time against a freshly started app. */
export function describeEachStore(title: string, body: (harness: ApiHarness) => void, options: HarnessOptions = {}): void {
  for (const kind of STORE_KINDS) {
    describeStore(kind, title, () => body(useHarness(kind, options)));
  }
}

export function chatPayload(overrides: Partial<SendMessagePayload> = {}): SendMessagePayload {
  return {
    message: 'How much does a tandem jump cost?',
    conversation_id: '',
    organisation_id: 'queenstown-adventures',
    creator: 'CONTACT',
    referrer: 'http://localhost:3000/',
    contact_id: '',
    ...overrides,
  };
}

export function postChat(app: FastifyInstance, payload: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/chat',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  } satisfies InjectOptions);
}

export const operatorHeaders = (key = TEST_OPERATOR_KEY) => ({ authorization: `Bearer ${key}` });

/** Row counts, to prove a refused request stored nothing. */
export async function rowCounts(store: Store) {
  const [[contactRows], [conversationRows], [messageRows]] = await Promise.all([
    store.db.select({ n: count() }).from(contacts),
    store.db.select({ n: count() }).from(conversations),
    store.db.select({ n: count() }).from(messages),
  ]);
  return { contacts: contactRows.n, conversations: conversationRows.n, messages: messageRows.n };
}
