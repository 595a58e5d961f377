// Nothing hangs: a body that trickles in is cut off, and a PostgreSQL that is hung or down gives a
// 503 with Retry-After (the health check included) instead of a wait or a 500. The database sits
// behind a loopback TCP relay that the test can freeze (bytes held, as a SIGSTOPped server does)
// or stop (connections refused).
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { seedDemoOrganisations } from '../../server/seed/seed-demo.ts';
import { openStore, type Store } from '../../server/store/db.ts';
import { FakeAnswerEngine } from './helpers/fake-answer-engine.ts';
import { QUIET_LOG, startHarness, TEST_OPERATOR_KEY, testConfig } from './helpers/api-harness.ts';
import { createScratchDatabase, type ScratchDatabase } from './helpers/test-stores.ts';

describe('HTTP time-outs', () => {
  it('a request whose body trickles in is answered 408 and closed once HTTP_REQUEST_TIMEOUT_MS has passed', async () => {
    const harness = await startHarness('pglite', { env: { HTTP_REQUEST_TIMEOUT_MS: '1000' } });
    try {
      await harness.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = harness.app.server.address() as AddressInfo;
      const socket = connect(port, '127.0.0.1');
      const answer = new Promise<string>((resolve) => {
        let received = '';
        socket.on('data', (chunk) => (received += chunk.toString()));
        socket.on('close', () => resolve(received));
      });
      socket.write('POST /api/chat HTTP/1.1\r\nHost: korero.test\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{');
      // The rest of the body never comes: the server, not the client, ends the exchange.
      expect(await answer).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await harness.dispose();
    }
  });
});

/** A TCP relay to PostgreSQL that can hold every byte (frozen) or refuse and drop connections. */
class DatabaseRelay {
  private server!: Server;
  private readonly sockets = new Set<Socket>();
  private frozen = false;
  private readonly held: (() => void)[] = [];
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async start(port = 0): Promise<void> {
    this.server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      const relay = (from: Socket, to: Socket) =>
        from.on('data', (chunk) => (this.frozen ? this.held.push(() => to.write(chunk)) : to.write(chunk)));
      relay(client, upstream);
      relay(upstream, client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  freeze(): void {
    this.frozen = true;
  }

  thaw(): void {
    this.frozen = false;
    for (const send of this.held.splice(0)) send();
  }

  /** Like a stopped server: open connections drop, new ones are refused. */
  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL away', () => {
  let scratch: ScratchDatabase;
  let relay: DatabaseRelay;
  let store: Store;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    // Migrated and seeded already (the run's demo template): the seed below then finds nothing to do.
    scratch = await createScratchDatabase('demo');
    const url = new URL(scratch.url);
    relay = new DatabaseRelay({ host: url.hostname, port: Number(url.port || 5432) });
    await relay.start();
    url.host = `127.0.0.1:${relay.port}`;
    const config = testConfig({ DB_CONNECT_TIMEOUT_MS: '500', DB_STATEMENT_TIMEOUT_MS: '1000' });
    store = await openStore({ kind: 'postgres', url: url.toString(), poolSize: 2, timeouts: config.timeouts.database });
    await seedDemoOrganisations(store, { contentDir: config.contentDir, demoOperatorKey: TEST_OPERATOR_KEY, log: QUIET_LOG });
    app = await buildApp({ config, store, engine: new FakeAnswerEngine(), logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await store?.close().catch(() => undefined);
    await scratch?.drop();
  });

  it('hung: the health check and a request answer 503 with Retry-After instead of waiting', async () => {
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    relay.freeze();
    try {
      const health = await app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.headers['retry-after']).toBe('5');
      const read = await app.inject({ url: '/api/organisations/queenstown-adventures' });
      expect(read.statusCode, read.body).toBe(503);
      expect(read.headers['retry-after']).toBe('5');
      expect(read.json()).toEqual({ error: 'Service Unavailable', message: expect.stringMatching(/try again/) });
    } finally {
      relay.thaw();
    }
  });

  it('stopped: 503 with Retry-After, and answers again once it is back', async () => {
    const port = relay.port;
    await relay.stop();
    const read = await app.inject({ url: '/api/organisations/queenstown-adventures' });
    expect(read.statusCode, read.body).toBe(503);
    expect(read.headers['retry-after']).toBe('5');
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(503);

    await relay.start(port);
    // The pool replaces its dropped connections on the next query.
    await expect.poll(async () => (await app.inject({ url: '/api/health' })).statusCode, { timeout: 10_000 }).toBe(200);
    expect((await app.inject({ url: '/api/organisations/queenstown-adventures' })).statusCode).toBe(200);
  });
});
