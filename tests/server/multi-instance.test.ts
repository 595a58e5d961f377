// Several Korero instances on one PostgreSQL behave as one: two real server processes, started
// together on one database (seeding under an advisory lock, so neither fails on the other's
// rows), a visitor on one and the operator on the other, each seeing the other's messages.
// Nothing in either process decides what the other needs: messages, contacts, idempotency keys
// and (with REDIS_URL) rate limits live in shared stores.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TEST_OPERATOR_KEY } from './helpers/api-harness.ts';
import { readEventStream } from './helpers/event-stream.ts';
import { startServerProcess, type ServerProcess } from './helpers/server-process.ts';
import { createScratchDatabase, describeStore, type ScratchDatabase } from './helpers/test-stores.ts';

describeStore('postgres', 'two instances on one PostgreSQL', () => {
  let scratch: ScratchDatabase;
  let first: ServerProcess;
  let second: ServerProcess;
  beforeAll(async () => {
    scratch = await createScratchDatabase();
    const env = { DATABASE_URL: scratch.url, DEMO_OPERATOR_KEY: TEST_OPERATOR_KEY };
    [first, second] = await Promise.all([startServerProcess(env, 120_000), startServerProcess(env, 120_000)]);
  }, 180_000);
  afterAll(async () => {
    for (const server of [first, second]) if (server && server.child.exitCode === null) server.child.kill('SIGTERM');
    await Promise.all([first?.exited, second?.exited]);
    await scratch?.drop();
  });

  async function send(server: ServerProcess, fields: Record<string, string>, headers: Record<string, string> = {}) {
    const response = await fetch(`${server.baseUrl}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ organisation_id: 'queenstown-adventures', creator: 'CONTACT', referrer: 'http://localhost/', contact_id: '', ...fields }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as { id: string; conversation_id: string }[];
  }

  const texts = async (server: ServerProcess, conversationId: string) => {
    const response = await fetch(`${server.baseUrl}/api/conversations/${conversationId}/messages`);
    return ((await response.json()) as { messages: { message: string }[] }).messages.map((message) => message.message);
  };

  it('both start on one empty database and seed it once', async () => {
    const response = await fetch(`${second.baseUrl}/api/organisations`);
    const ids = ((await response.json()) as { id: string }[]).map((organisation) => organisation.id);
    expect(ids.filter((id) => id === 'queenstown-adventures')).toHaveLength(1);
  });

  it('a visitor on one instance and the operator on the other see each other’s messages', async () => {
    const [opening] = await send(first, { id: randomUUID(), message: 'Is the gondola open today?', conversation_id: '' });
    await send(
      second,
      { id: randomUUID(), message: 'Yes, until 9pm.', conversation_id: opening.conversation_id, creator: 'USER', user_name: 'Aroha' },
      { authorization: `Bearer ${TEST_OPERATOR_KEY}` },
    );
    expect(await texts(first, opening.conversation_id)).toContain('Yes, until 9pm.');
    expect(await texts(second, opening.conversation_id)).toContain('Is the gondola open today?');
  });

  it("the console's live stream on one instance hears a visitor who writes on the other (LISTEN/NOTIFY)", async () => {
    const controller = new AbortController();
    const response = await fetch(`${first.baseUrl}/api/organisations/queenstown-adventures/events`, {
      headers: { authorization: `Bearer ${TEST_OPERATOR_KEY}` },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    const events = readEventStream(response.body!);
    try {
      expect((await events.next()).value).toEqual({ event: 'ready', data: {} });
      const [opening] = await send(second, { id: randomUUID(), message: 'Is the luge open tonight?', conversation_id: '' });
      expect((await events.next()).value).toEqual({ event: 'change', data: { kind: 'conversation', id: opening.conversation_id } });
    } finally {
      controller.abort();
    }
  });

  it('the same send to both instances at once is stored once, and both answer the same messages', async () => {
    const [opening] = await send(first, { id: randomUUID(), message: 'Hello', conversation_id: '' });
    const payload = { id: randomUUID(), message: 'What does a tandem jump cost?', conversation_id: opening.conversation_id };
    const [one, two] = await Promise.all([send(first, payload), send(second, payload)]);
    expect(two.map((message) => message.id)).toEqual(one.map((message) => message.id));
    expect((await texts(second, opening.conversation_id)).filter((text) => text === payload.message)).toHaveLength(1);
  });
});
