// Polls are answered 304 from the versions each instance keeps in memory
// (store/conversation-versions.ts). What makes that safe: the database's triggers NOTIFY every
// instance of a change, whoever made it, and an instance that lost its notifications connection
// serves nothing from memory until it listens again.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { openStore, type Store } from '../../server/store/db.ts';
import { conversations } from '../../server/store/schema.ts';
import { chatPayload, describeEachStore, postChat, startHarness } from './helpers/api-harness.ts';
import { FakeAnswerEngine } from './helpers/fake-answer-engine.ts';
import { describeStore } from './helpers/test-stores.ts';

const poll = (app: FastifyInstance, id: string, etag: string) =>
  app.inject({ method: 'GET', url: `/api/conversations/${id}/messages`, headers: { 'if-none-match': etag } });

/** Polls until the answer is not a 304 (the change is heard of) or 10 s pass; returns the last status. */
async function pollUntilChanged(app: FastifyInstance, id: string, etag: string): Promise<number> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const { statusCode } = await poll(app, id, etag);
    if (statusCode !== 304 || Date.now() > deadline) return statusCode;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function openConversation(app: FastifyInstance): Promise<{ id: string; etag: string }> {
  const [question] = (await postChat(app, chatPayload({ message: 'Where do I check in?' }))).json();
  const id = question.conversation_id as string;
  const etag = (await app.inject({ method: 'GET', url: `/api/conversations/${id}/messages` })).headers.etag as string;
  // Twice: the first 304 reads the database and keeps the version, the second is served from it.
  expect((await poll(app, id, etag)).statusCode).toBe(304);
  expect((await poll(app, id, etag)).statusCode).toBe(304);
  return { id, etag };
}

describeEachStore('conversation versions in memory', (harness) => {
  it('a conversation deleted behind the server is 404 on the next poll, not 304 (the trigger tells)', async () => {
    const { id, etag } = await openConversation(harness.app);
    await harness.store.db.delete(conversations).where(eq(conversations.id, id));
    expect(await pollUntilChanged(harness.app, id, etag)).toBe(404);
  });

  it('a message stored behind the server changes the next poll', async () => {
    const { id, etag } = await openConversation(harness.app);
    await harness.store.db.update(conversations).set({ messageCount: 99 }).where(eq(conversations.id, id));
    expect(await pollUntilChanged(harness.app, id, etag)).toBe(200);
  });
});

describeStore('postgres', 'two instances on one PostgreSQL', () => {
  let first: Awaited<ReturnType<typeof startHarness>>;
  let secondStore: Store;
  let second: FastifyInstance;

  beforeAll(async () => {
    first = await startHarness('postgres');
    secondStore = await openStore(first.storeOptions);
    second = await buildApp({ config: first.config, store: secondStore, engine: new FakeAnswerEngine(), logger: false });
  });
  afterAll(async () => {
    await second?.close();
    await secondStore?.close();
    await first?.dispose();
  });

  it("a message sent through one instance changes the other instance's next poll", async () => {
    const { id, etag } = await openConversation(second);
    await postChat(first.app, chatPayload({ message: 'And parking?', conversation_id: id }));
    expect(await pollUntilChanged(second, id, etag)).toBe(200);
  });

  it('while its notifications connection is down an instance serves no version from memory', async () => {
    const { id, etag } = await openConversation(second);
    // Cut every LISTEN connection: the change below is NOTIFYed to no one.
    await first.store.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
    );
    await postChat(first.app, chatPayload({ message: 'And lockers?', conversation_id: id }));
    expect(await pollUntilChanged(second, id, etag)).toBe(200);
  });
});
