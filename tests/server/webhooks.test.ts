// Webhooks end to end on both back-ends: managed over the operator API, queued with the events
// that make them, signed, POSTed to a real HTTP receiver on loopback by the notification worker,
// retried with exponential backoff on a simulated clock, logged per attempt, and never sent twice
// by two workers.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { verifySignature } from '../../server/notify/webhook-signature.ts';
import { insertOrganisation } from '../../server/store/organisations-repository.ts';
import { giveApiKey } from './helpers/api-keys.ts';
import { simulatedWorker } from './helpers/simulated-worker.ts';
import { chatPayload, describeEachStore, operatorHeaders, postChat, type ApiHarness } from './helpers/api-harness.ts';
import { startWebhookReceiver, type WebhookReceiver } from './helpers/webhook-receiver.ts';

const ORG = 'queenstown-adventures';
const OTHER_KEY = 'other-operator-key-0123456789';
const RETRY_BASE_MS = 60_000;


function createWebhook(harness: ApiHarness, body: Record<string, unknown>, organisation = ORG) {
  return harness.app.inject({ method: 'POST', url: `/api/organisations/${organisation}/webhooks`, headers: operatorHeaders(), payload: body });
}

interface ReceivedEvent {
  type: string;
  data: { reason?: string; conversation: { id: string; link: string }; message: { creator: string }; conversation_id?: string };
}
const events = (receiver: WebhookReceiver) => receiver.received.map((request) => JSON.parse(request.body) as ReceivedEvent);

describeEachStore(
  'webhooks',
  (harness) => {
    let receiver: WebhookReceiver;
    const other = randomUUID();
    beforeAll(async () => {
      receiver = await startWebhookReceiver();
      await insertOrganisation(harness.store.db, { id: other, name: 'Other' });
      await giveApiKey(harness.store.db, other, OTHER_KEY);
    });
    afterAll(() => receiver.close());
    // Each test registers the webhooks it needs: none are left from the one before.
    beforeEach(async () => {
      const listed = await harness.app.inject({ method: 'GET', url: `/api/organisations/${ORG}/webhooks`, headers: operatorHeaders() });
      for (const webhook of listed.json() as { id: string }[]) {
        await harness.app.inject({ method: 'DELETE', url: `/api/organisations/${ORG}/webhooks/${webhook.id}`, headers: operatorHeaders() });
      }
      receiver.received.length = 0;
    });

    it('creates a webhook with its secret shown once, lists it without, and deletes it; another organisation sees none of it', async () => {
      const created = await createWebhook(harness, { url: receiver.url, events: ['handoff.requested', 'conversation.created'] });
      expect(created.statusCode).toBe(201);
      const webhook = created.json();
      expect(webhook.secret).toMatch(/^whsec_/);
      expect(webhook.events).toEqual(['conversation.created', 'handoff.requested']);
      const listed = await harness.app.inject({ method: 'GET', url: `/api/organisations/${ORG}/webhooks`, headers: operatorHeaders() });
      expect(listed.json()).toEqual([{ id: webhook.id, url: receiver.url, events: webhook.events, created_at: webhook.created_at }]);

      const otherList = await harness.app.inject({ method: 'GET', url: `/api/organisations/${other}/webhooks`, headers: operatorHeaders(OTHER_KEY) });
      expect(otherList.json()).toEqual([]);
      const otherDelete = await harness.app.inject({ method: 'DELETE', url: `/api/organisations/${other}/webhooks/${webhook.id}`, headers: operatorHeaders(OTHER_KEY) });
      expect(otherDelete.statusCode).toBe(404);
      const otherLog = await harness.app.inject({ method: 'GET', url: `/api/organisations/${other}/webhooks/${webhook.id}/deliveries`, headers: operatorHeaders(OTHER_KEY) });
      expect(otherLog.statusCode).toBe(404);
      const wrongKey = await harness.app.inject({ method: 'GET', url: `/api/organisations/${ORG}/webhooks`, headers: operatorHeaders(OTHER_KEY) });
      expect(wrongKey.statusCode).toBe(403);
      expect((await harness.app.inject({ method: 'GET', url: `/api/organisations/${ORG}/webhooks` })).statusCode).toBe(401);

      const deleted = await harness.app.inject({ method: 'DELETE', url: `/api/organisations/${ORG}/webhooks/${webhook.id}`, headers: operatorHeaders() });
      expect(deleted.statusCode).toBe(204);
      expect((await harness.app.inject({ method: 'DELETE', url: `/api/organisations/${ORG}/webhooks/${webhook.id}`, headers: operatorHeaders() })).statusCode).toBe(404);
    });

    it('refuses bad input with a 4xx naming the field', async () => {
      for (const [body, field] of [
        [{ url: 'not a url' }, 'url'],
        [{ url: 'ftp://example.com/hook' }, 'url'],
        [{ url: 'https://user:pw@example.com/hook' }, 'url'],
        [{ url: receiver.url, events: ['message.deleted'] }, 'events[0]'],
        [{ url: receiver.url, events: [] }, 'events'],
        [{ url: 42 }, 'url'],
        [{ url: receiver.url, extra: true }, 'extra'],
      ] as const) {
        const response = await createWebhook(harness, body);
        expect(response.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(response.json()).toMatchObject({ field });
      }
      const badLimit = await harness.app.inject({ method: 'GET', url: `/api/organisations/${ORG}/webhooks/${randomUUID()}/deliveries?limit=0`, headers: operatorHeaders() });
      expect(badLimit.statusCode).toBe(400);
    });

    it('delivers signed events for a new conversation and its messages', async () => {
      const { secret } = (await createWebhook(harness, { url: receiver.url })).json();
      const sent = await postChat(harness.app, chatPayload({ message: 'How much is a tandem jump?' }));
      const conversationId = sent.json()[0].conversation_id;
      const { worker } = simulatedWorker(harness);
      expect((await worker.runOnce()).webhooks).toBe(3);

      expect(events(receiver).map((event) => event.type).sort()).toEqual(['conversation.created', 'message.created', 'message.created']);
      const created = events(receiver).find((event) => event.type === 'conversation.created')!;
      expect(created).toMatchObject({ organisation_id: ORG, data: { conversation: { id: conversationId, wants_human: false } } });
      expect(created.data.conversation.link).toContain(`/${ORG}/operator?conversation=${conversationId}`);
      const messages = events(receiver).filter((event) => event.type === 'message.created').map((event) => event.data.message);
      expect(messages.map((message) => message.creator).sort()).toEqual(['AGENT', 'CONTACT']);
      for (const request of receiver.received) {
        expect(request.method).toBe('POST');
        expect(request.headers['content-type']).toBe('application/json');
        expect(request.headers['korero-event']).toBe(JSON.parse(request.body).type);
        const signature = String(request.headers['korero-signature']);
        expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
        const now = Math.floor(Date.now() / 1000);
        expect(verifySignature(secret, signature, request.body, now)).toBe(true);
        expect(verifySignature('whsec_wrong', signature, request.body, now)).toBe(false);
        expect(verifySignature(secret, signature, `${request.body} `, now)).toBe(false);
        expect(verifySignature(secret, signature, request.body, now + 3600)).toBe(false);
      }
      // Nothing is due any more: a second round sends nothing again.
      expect((await worker.runOnce()).webhooks).toBe(0);
    });

    it('retries a failing receiver with exponential backoff until it answers, and logs every attempt', async () => {
      const webhook = (await createWebhook(harness, { url: receiver.url, events: ['conversation.created'] })).json();
      receiver.failNext(500, 503);
      await postChat(harness.app, chatPayload({ message: 'Is there parking?' }));
      const { worker, advance } = simulatedWorker(harness);

      expect((await worker.runOnce()).webhooks).toBe(1);
      expect((await worker.runOnce()).webhooks).toBe(0); // not due before its backoff
      advance(RETRY_BASE_MS);
      expect((await worker.runOnce()).webhooks).toBe(1);
      advance(RETRY_BASE_MS); // the second wait is twice the first
      expect((await worker.runOnce()).webhooks).toBe(0);
      advance(RETRY_BASE_MS);
      expect((await worker.runOnce()).webhooks).toBe(1);
      expect(receiver.received.map((request) => request.status)).toEqual([500, 503, 200]);
      // The same delivery each time, with the same body.
      expect(new Set(receiver.received.map((request) => request.headers['korero-delivery'])).size).toBe(1);
      expect(new Set(receiver.received.map((request) => request.body)).size).toBe(1);

      const log = await harness.app.inject({ method: 'GET', url: `/api/organisations/${ORG}/webhooks/${webhook.id}/deliveries`, headers: operatorHeaders() });
      expect(log.statusCode).toBe(200);
      const [delivery] = log.json();
      expect(delivery).toMatchObject({ event: 'conversation.created', status: 'delivered', attempts: 3, next_attempt_at: null });
      expect(delivery.log.map((attempt: { attempt: number; outcome: string; status_code: number }) => [attempt.attempt, attempt.outcome, attempt.status_code])).toEqual([
        [1, 'failed', 500],
        [2, 'failed', 503],
        [3, 'delivered', 200],
      ]);
      expect(delivery.log[0].error).toContain('500');
    });

    it('gives a delivery up after WEBHOOK_MAX_ATTEMPTS failures', async () => {
      const webhook = (await createWebhook(harness, { url: receiver.url, events: ['conversation.created'] })).json();
      receiver.failNext(500, 500, 500);
      await postChat(harness.app, chatPayload({ message: 'Do you open on Sundays?' }));
      const { worker, advance } = simulatedWorker(harness);
      for (let round = 0; round < 5; round += 1) {
        await worker.runOnce();
        advance(RETRY_BASE_MS * 2 ** round);
      }
      expect(receiver.received).toHaveLength(3);
      const [delivery] = (await harness.app.inject({ method: 'GET', url: `/api/organisations/${ORG}/webhooks/${webhook.id}/deliveries`, headers: operatorHeaders() })).json();
      expect(delivery).toMatchObject({ status: 'failed', attempts: 3 });
    });

    it('tells of a request for a person, and of contact details that flag the conversation for the team', async () => {
      await createWebhook(harness, { url: receiver.url, events: ['handoff.requested', 'contact.updated'] });
      const asked = await postChat(harness.app, chatPayload({ message: 'Can I talk to a human?' }));
      const left = await postChat(harness.app, chatPayload({ message: 'Where do we meet?' }));
      const [leftMessage] = left.json();
      const details = { id: leftMessage.user_id, name: 'Aroha', email: 'aroha@example.com', phone: '021 555 0101', organisation_id: ORG };
      expect((await harness.app.inject({ method: 'PUT', url: '/api/contacts', payload: details })).statusCode).toBe(200);
      await simulatedWorker(harness).worker.runOnce();

      const received = events(receiver);
      expect(received.map((event) => [event.type, event.data.reason ?? null]).sort()).toEqual([
        ['contact.updated', null],
        ['handoff.requested', 'asked_for_person'],
        ['handoff.requested', 'contact_details'],
      ]);
      const byPerson = received.find((event) => event.data.reason === 'asked_for_person')!;
      expect(byPerson.data.conversation.id).toBe(asked.json()[0].conversation_id);
      const byDetails = received.find((event) => event.data.reason === 'contact_details')!;
      expect(byDetails.data.conversation).toMatchObject({ id: leftMessage.conversation_id, wants_human: true, contact: { name: 'Aroha', phone: '021 555 0101' } });
      expect(received.find((event) => event.type === 'contact.updated')!.data).toMatchObject({ conversation_id: leftMessage.conversation_id, contact: { email: 'aroha@example.com' } });

      // The console's list shows the conversation flagged, as a request for a person is.
      const list = await harness.app.inject({ method: 'GET', url: `/api/organisations/${ORG}/conversations?wants_human=true`, headers: operatorHeaders() });
      expect(list.json().map((conversation: { id: string }) => conversation.id)).toContain(leftMessage.conversation_id);
    });

    it('never sends a delivery twice when two workers claim at once', async () => {
      await createWebhook(harness, { url: receiver.url, events: ['message.created'] });
      for (const message of ['One?', 'Two?', 'Three?']) await postChat(harness.app, chatPayload({ message }));
      const first = simulatedWorker(harness).worker;
      const second = simulatedWorker(harness).worker;
      const [a, b] = await Promise.all([first.runOnce(), second.runOnce()]);
      expect(a.webhooks + b.webhooks).toBe(6);
      const ids = receiver.received.map((request) => request.headers['korero-delivery']);
      expect(ids).toHaveLength(6);
      expect(new Set(ids).size).toBe(6);
    });
  },
  { env: { KORERO_ALLOW_PRIVATE_FETCH: 'true', WEBHOOK_RETRY_BASE_MS: String(RETRY_BASE_MS), WEBHOOK_MAX_ATTEMPTS: '3' } },
);

describeEachStore('webhooks to private addresses', (harness) => {
  it('are refused when the URL is a private address, and at send time when a name resolves to one', async () => {
    const literal = await createWebhook(harness, { url: 'http://127.0.0.1:9/hook' });
    expect(literal.statusCode).toBe(422);
    expect(literal.json()).toMatchObject({ field: 'url' });
    expect(literal.json().message).toContain('loopback');

    const named = (await createWebhook(harness, { url: 'http://localhost:9/hook', events: ['conversation.created'] })).json();
    await postChat(harness.app, chatPayload({ message: 'Hello there, is it open?' }));
    await simulatedWorker(harness).worker.runOnce();
    const [delivery] = (await harness.app.inject({ method: 'GET', url: `/api/organisations/${ORG}/webhooks/${named.id}/deliveries`, headers: operatorHeaders() })).json();
    expect(delivery.log[0]).toMatchObject({ outcome: 'failed', status_code: null });
    expect(delivery.log[0].error).toContain('not a public address');
  });
});
