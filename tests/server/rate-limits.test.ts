// Rate limits count the real client: TRUST_PROXY names how many proxies (or which) to believe, so
// a fresh X-Forwarded-For per request no longer makes a fresh client. Operator reads and the
// hand-back are limited too, and with REDIS_URL every instance counts the same requests.
import { randomInt } from 'node:crypto';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { chatPayload, operatorHeaders, postChat, REPO_ROOT, startHarness, type ApiHarness } from './helpers/api-harness.ts';

type Harness = ApiHarness & { dispose(): Promise<void> };

const LOCAL_REDIS = 'redis://127.0.0.1:6379';

/** REDIS_URL, or the machine's own Redis when one answers on its usual port. */
async function reachableRedis(): Promise<string | undefined> {
  if (process.env.REDIS_URL) return process.env.REDIS_URL;
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (url: string | undefined) => {
      socket.destroy();
      resolve(url);
    };
    socket.setTimeout(500, () => done(undefined));
    socket.once('error', () => done(undefined));
    socket.connect(6379, '127.0.0.1', () => {
      socket.write('PING\r\n');
      socket.once('data', (data) => done(data.toString().startsWith('+PONG') ? LOCAL_REDIS : undefined));
    });
  });
}
const redisUrl = await reachableRedis();

/**
 * A client address of the documentation range in a /64 of its own (IPv6 clients are counted per
 * /64), new per test run: counts never meet earlier runs' in a shared Redis.
 */
const clientAddress = () => `2001:db8:${randomInt(1, 0xffff).toString(16)}:${randomInt(1, 0xffff).toString(16)}::1`;

/** A chat send for an unknown organisation: refused at once (404), and counted like any other. */
function send(app: FastifyInstance, forwardedFor: string) {
  return postChat(app, chatPayload({ organisation_id: 'no-such-organisation' }), { 'x-forwarded-for': forwardedFor });
}

describe('TRUST_PROXY', () => {
  const parse = (value: string) => loadConfig({ TRUST_PROXY: value }, REPO_ROOT).trustProxy;

  it('takes true or false, a hop count, or proxy addresses and CIDRs', () => {
    expect(parse('false')).toBe(false);
    expect(parse('true')).toBe(true);
    expect(parse('2')).toBe(2);
    expect(parse('10.0.0.1, 172.16.0.0/12,::1')).toEqual(['10.0.0.1', '172.16.0.0/12', '::1']);
    expect(loadConfig({}, REPO_ROOT).trustProxy).toBe(false);
    expect(() => parse('10.0.0.0/99')).toThrow(ConfigError);
    expect(() => parse('proxy.example')).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' }, REPO_ROOT)).toThrow(/REDIS_URL/);
  });

  for (const trusted of ['1', '127.0.0.1', '127.0.0.0/8']) {
    it(`${trusted}: a forged X-Forwarded-For per request is still one client`, async () => {
      const harness = await startHarness('pglite', { env: { RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_CHAT_MAX: '3', TRUST_PROXY: trusted } });
      try {
        const client = clientAddress();
        // The proxy appends the address it saw; whatever the client wrote comes before it.
        const statuses = [];
        for (let i = 0; i < 5; i += 1) statuses.push((await send(harness.app, `198.51.100.${i}, ${client}`)).statusCode);
        expect(statuses).toEqual([404, 404, 404, 429, 429]);
        // Another real client has a count of its own.
        expect((await send(harness.app, `198.51.100.9, ${clientAddress()}`)).statusCode).not.toBe(429);
      } finally {
        await harness.dispose();
      }
    });
  }

  it('true believes every hop: the README warns, since a forged address is then a new client', async () => {
    const harness = await startHarness('pglite', { env: { RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_CHAT_MAX: '3', TRUST_PROXY: 'true' } });
    try {
      const statuses = [];
      for (let i = 0; i < 5; i += 1) statuses.push((await send(harness.app, `198.51.100.${i}, 203.0.113.1`)).statusCode);
      expect(statuses).not.toContain(429);
    } finally {
      await harness.dispose();
    }
  });
});

describe('operator reads and the hand-back', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness('pglite', { env: { RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_OPERATOR_MAX: '2' } });
  });
  afterAll(() => harness?.dispose());

  it('are limited per client address, each on its own count', async () => {
    const [message] = (await postChat(harness.app, chatPayload())).json();
    const calls: Record<string, () => Promise<number>> = {
      conversations: async () =>
        (await harness.app.inject({ url: '/api/organisations/queenstown-adventures/conversations', headers: operatorHeaders() })).statusCode,
      sources: async () =>
        (await harness.app.inject({ url: '/api/organisations/queenstown-adventures/sources', headers: operatorHeaders() })).statusCode,
      handback: async () =>
        (
          await harness.app.inject({
            method: 'POST',
            url: `/api/conversations/${message.conversation_id}/handback`,
            headers: operatorHeaders(),
          })
        ).statusCode,
    };
    for (const [name, call] of Object.entries(calls)) {
      expect([await call(), await call(), await call()], name).toEqual([200, 200, 429]);
    }
  });
});

describe.skipIf(!redisUrl)(`REDIS_URL: limits shared between instances (${redisUrl ?? 'no Redis reachable'})`, () => {
  const instances: Harness[] = [];
  beforeAll(async () => {
    const env = { RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_CHAT_MAX: '4', TRUST_PROXY: '1', REDIS_URL: redisUrl! };
    instances.push(await startHarness('pglite', { env }), await startHarness('pglite', { env }));
  });
  afterAll(async () => {
    for (const instance of instances) await instance.dispose();
  });

  it('two instances count one client together', async () => {
    const client = clientAddress();
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await send(instances[i % 2].app, `198.51.100.${i}, ${client}`)).statusCode);
    expect(statuses).toEqual([404, 404, 404, 404, 429, 429]);
  });
});
