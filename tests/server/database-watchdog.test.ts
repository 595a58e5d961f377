// A FROZEN PostgreSQL (SIGSTOP: hung, not stopped; connections are accepted and never answered)
// gives fast 503s with Retry-After through the watchdog, and Korero serves again by itself once it
// is resumed. A private PostgreSQL of the test's own (initdb into a temporary directory, its own
// port), never the machine's. Statements may wait 10 minutes here: a 503 that arrives at all before
// the database is resumed came from the watchdog, not from a time-out.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '../../src/contract/contract.ts';
import { PrivatePostgres } from '../../bench/soak/private-postgres.ts';
import { buildApp } from '../../server/app.ts';
import { ORGANISATION_EVENTS, organisationEvents, type OrganisationSubscriber } from '../../server/live/organisation-events.ts';
import { DatabaseWatchdog } from '../../server/store/database-watchdog.ts';
import { openStore, type Store } from '../../server/store/db.ts';
import { FakeAnswerEngine } from './helpers/fake-answer-engine.ts';
import { chatPayload, testConfig } from './helpers/api-harness.ts';
import { seedTestDemo } from './helpers/store-templates.ts';

const NEVER = 600_000;

/** Holds this thread, as a CPU-starved or busy server process does. */
function busyFor(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // nothing: the event loop is blocked
  }
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('the watchdog and a busy server process', () => {
  it('does not take a stalled event loop for a hung database: an answer that arrived meanwhile is read first', async () => {
    const changes: boolean[] = [];
    const logged: string[] = [];
    // Probing back to back, so that most stalls begin with a probe on the wire.
    const watchdog = new DatabaseWatchdog(process.env.TEST_DATABASE_URL!, { intervalMs: 1, timeoutMs: 100 }, (message) => logged.push(message));
    watchdog.onChange((answering) => changes.push(answering));
    watchdog.start();
    try {
      for (let stall = 0; stall < 20; stall += 1) {
        busyFor(300);
        // Let the loop turn: the probe's answer or time-out is handled, the next probe sent.
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
      expect(changes, logged.join('\n')).toEqual([]);
      expect(watchdog.answering).toBe(true);
    } finally {
      watchdog.stop();
    }
  });
});

describe.skipIf(!PrivatePostgres.available())('a frozen PostgreSQL (private server, SIGSTOP)', () => {
  let postgres: PrivatePostgres;
  let store: Store;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let base: string;

  beforeAll(async () => {
    postgres = await PrivatePostgres.create();
    store = await openStore({
      kind: 'postgres',
      url: postgres.url,
      poolSize: 4,
      timeouts: { connectMs: NEVER, statementMs: NEVER, idleInTransactionMs: NEVER },
      watchdog: { intervalMs: 200, timeoutMs: 500 },
    });
    await seedTestDemo(store);
    app = await buildApp({ config: testConfig(), store, engine: new FakeAnswerEngine(), logger: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(async () => {
    postgres?.thaw();
    await app?.close();
    await store?.close().catch(() => undefined);
    postgres?.dispose();
  });

  const send = (payload: ReturnType<typeof chatPayload>) =>
    fetch(`${base}/api/chat`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });

  it('answers 503 with Retry-After while frozen (sends, reads, health), then serves again, and a retried send is stored once', async () => {
    const opening = (await (await send(chatPayload({ id: randomUUID() }))).json()) as Message[];
    const conversationId = opening[0].conversation_id;
    const followUp = chatPayload({ id: randomUUID(), conversation_id: conversationId, message: 'Is the gondola open in the snow?' });

    postgres.freeze();
    try {
      // Sent at once: they take pooled connections and wait on the frozen server until the
      // watchdog notices and cuts those connections.
      const [sent, read, health] = await Promise.all([send(followUp), fetch(`${base}/api/organisations/queenstown-adventures`), fetch(`${base}/api/health`)]);
      // While the watchdog says it is away, nothing is lent at all.
      const later = await fetch(`${base}/api/conversations/${conversationId}/messages`);
      for (const response of [sent, read, later]) {
        expect(response.status).toBe(503);
        expect(response.headers.get('retry-after')).toBe('5');
        expect(await response.json()).toEqual({ error: 'Service Unavailable', message: expect.stringMatching(/try again/) });
      }
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({ status: 'unavailable', store: 'postgres' });
    } finally {
      postgres.thaw();
    }

    await expect.poll(async () => (await fetch(`${base}/api/health`)).status, { timeout: 30_000 }).toBe(200);
    // The client retries its send with the same id: whether or not the frozen attempt reached the
    // database, it is stored once.
    const retried = await send(followUp);
    expect(retried.status).toBe(200);
    const thread = (await (await fetch(`${base}/api/conversations/${conversationId}/messages`)).json()) as { messages: Message[] };
    expect(thread.messages.filter((message) => message.message === followUp.message)).toHaveLength(1);
  }, 60_000);

  it('cuts the live inbox’s LISTEN connection while frozen and listens again once the watchdog hears an answer', async () => {
    const events = organisationEvents(store);
    await events.ready();
    const subscriber = (handlers: Partial<OrganisationSubscriber>): OrganisationSubscriber => ({
      memberId: null,
      sessionIdHash: null,
      onChange: () => {},
      onLost: () => {},
      ...handlers,
    });
    // The console's stream is ended (its client re-reads and reconnects) while the server is frozen:
    // without the watchdog the connection hangs, hearing nothing, and this never resolves.
    const ended = new Promise<void>((resolve) => events.subscribe('queenstown-adventures', subscriber({ onLost: resolve })));
    postgres.freeze();
    try {
      await ended;
    } finally {
      postgres.thaw();
    }
    // A new connection, made when the watchdog hears the server again, listens: a change written
    // now reaches a new stream.
    await events.ready();
    const conversationId = randomUUID();
    const heard = new Promise((resolve) => events.subscribe('queenstown-adventures', subscriber({ onChange: resolve })));
    const writer = new pg.Client({ connectionString: postgres.url });
    await writer.connect();
    try {
      await writer.query('SELECT pg_notify($1, $2)', [ORGANISATION_EVENTS, `queenstown-adventures c${conversationId}`]);
    } finally {
      await writer.end();
    }
    expect(await heard).toEqual({ kind: 'conversation', id: conversationId });
  }, 60_000);
});
