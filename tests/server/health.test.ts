// GET /api/health on PGlite: the database runs on the server's own thread, so requests waiting for
// its one session are work in progress, not an outage. Health answers while a transaction holds
// that session (it used to wait behind it, which a restart under load paid for), and 503 once
// the store is closed.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { FakeAnswerEngine } from './helpers/fake-answer-engine.ts';
import { testConfig } from './helpers/api-harness.ts';
import { openTestStore, type TestStore } from './helpers/test-stores.ts';

describe('health on PGlite', () => {
  let testStore: TestStore;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    testStore = await openTestStore('pglite');
    app = await buildApp({ config: testConfig(), store: testStore.store, engine: new FakeAnswerEngine(), logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await testStore?.dispose().catch(() => undefined);
  });

  it('answers 200 while a transaction holds the session, then 503 once the store is closed', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const transaction = testStore.store.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      entered();
      await held;
    });
    await inside;
    // A statement now waits for the transaction; health does not.
    let queuedDone = false;
    const queued = testStore.store.db.execute(sql`select 2`).then(() => (queuedDone = true));
    const health = await app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(queuedDone).toBe(false);
    release();
    await Promise.all([transaction, queued]);

    await testStore.store.close();
    const closed = await app.inject({ url: '/api/health' });
    expect(closed.statusCode).toBe(503);
    expect(closed.headers['retry-after']).toBe('5');
    expect(closed.json()).toEqual({ status: 'unavailable', store: 'pglite' });
  });
});
