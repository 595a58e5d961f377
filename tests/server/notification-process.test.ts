// The notification worker as `npm start` runs it: the real server process sends a visitor's request
// for a person to a webhook receiver and an SMTP server on loopback on its own, and two instances
// on one PostgreSQL send every delivery exactly once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { chatPayload, TEST_OPERATOR_KEY } from './helpers/api-harness.ts';
import { startServerProcess, type ServerProcess } from './helpers/server-process.ts';
import { startSmtpReceiver, type SmtpReceiver } from './helpers/smtp-receiver.ts';
import { copySeededDataDir, createScratchDatabase, describeStore, STORE_KINDS, type ScratchDatabase } from './helpers/test-stores.ts';
import { startWebhookReceiver, type WebhookReceiver } from './helpers/webhook-receiver.ts';

const ORG = 'queenstown-adventures';
const WAIT = { timeout: 60_000, interval: 100 };

async function operatorCall(baseUrl: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${TEST_OPERATOR_KEY}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
}

const chat = (baseUrl: string, message: string) =>
  fetch(`${baseUrl}/api/chat`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(chatPayload({ message })) });

for (const kind of STORE_KINDS) {
  describeStore(kind, 'notifications from the server process', () => {
    let dataDir = '';
    let scratch: ScratchDatabase | undefined;
    let receiver: WebhookReceiver;
    let smtp: SmtpReceiver;
    const running: ServerProcess[] = [];

    beforeAll(async () => {
      // What a first start makes (migrated, demo seeded with TEST_OPERATOR_KEY) is the run's seeded
      // template: the servers start from a copy of it, as the browser tests' do. The first start
      // itself is tests/server/process.test.ts's.
      dataDir = mkdtempSync(join(tmpdir(), 'korero-notify-'));
      if (kind === 'pglite') copySeededDataDir(dataDir);
      if (kind === 'postgres') scratch = await createScratchDatabase('demo');
      [receiver, smtp] = await Promise.all([startWebhookReceiver(), startSmtpReceiver()]);
    });
    afterAll(async () => {
      for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await Promise.all(running.map((server) => server.exited));
      await Promise.all([receiver?.close(), smtp?.close()]);
      await scratch?.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    const start = async () => {
      const server = await startServerProcess({
        ...(kind === 'pglite' ? { DATA_DIR: dataDir } : { DATABASE_URL: scratch!.url }),
        DEMO_OPERATOR_KEY: TEST_OPERATOR_KEY,
        KORERO_ALLOW_PRIVATE_FETCH: 'true',
        SMTP_URL: smtp.url,
        NOTIFY_POLL_MS: '100',
      });
      running.push(server);
      return server;
    };

    it('sends the webhook and the e-mail for a request for a person without being asked', async () => {
      const server = await start();
      const webhook = await operatorCall(server.baseUrl, 'POST', `/api/organisations/${ORG}/webhooks`, { url: receiver.url, events: ['handoff.requested'] });
      expect(webhook.status).toBe(201);
      expect((await operatorCall(server.baseUrl, 'POST', `/api/organisations/${ORG}/notification-subscriptions`, { email: 'crew@queenstown.example' })).status).toBe(201);

      const sent = await chat(server.baseUrl, 'Can I talk to a real person please?');
      const [question] = await sent.json();
      await expect.poll(() => receiver.received.length, WAIT).toBe(1);
      expect(JSON.parse(receiver.received[0].body)).toMatchObject({ type: 'handoff.requested', data: { reason: 'asked_for_person', conversation: { id: question.conversation_id } } });
      await expect.poll(() => smtp.mails.length, WAIT).toBe(1);
      expect(smtp.mails[0].to).toContain('crew@queenstown.example');
      expect(smtp.mails[0].text).toContain(`${server.baseUrl}/${ORG}/operator?conversation=${question.conversation_id}`);
      await operatorCall(server.baseUrl, 'DELETE', `/api/organisations/${ORG}/webhooks/${webhook.body.id}`);
    });

    if (kind === 'postgres') {
      it('sends each delivery once when two instances share the database', async () => {
        const second = await start();
        const [first] = running;
        receiver.received.length = 0;
        const webhook = await operatorCall(first.baseUrl, 'POST', `/api/organisations/${ORG}/webhooks`, { url: receiver.url, events: ['message.created'] });
        for (let index = 0; index < 6; index += 1) await chat(index % 2 === 0 ? first.baseUrl : second.baseUrl, `Question number ${index}?`);
        const deliveries = async () => (await operatorCall(first.baseUrl, 'GET', `/api/organisations/${ORG}/webhooks/${webhook.body.id}/deliveries`)).body as { id: string; status: string }[];
        // Twelve messages (six questions, six answers), each delivered: then nothing is left to send.
        await expect.poll(async () => (await deliveries()).filter((delivery) => delivery.status === 'delivered').length, WAIT).toBe(12);
        const ids = receiver.received.map((request) => request.headers['korero-delivery']);
        expect(ids).toHaveLength(12);
        expect(new Set(ids)).toEqual(new Set((await deliveries()).map((delivery) => delivery.id)));
      });
    }
  }, { timeout: 180_000 });
}
