// Property: whatever JSON body, headers and content type reach a route, the answer is a 2xx (or a
// 304 for a conditional poll) or a 4xx with the documented {error, message[, field]} body, never a
// 5xx. Bodies are arbitrary JSON and valid payloads with one field replaced by arbitrary JSON,
// with keys that have bitten before (toString, valueOf, __proto__) mixed in.
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import { chatPayload, describeEachStore, TEST_OPERATOR_KEY } from './helpers/api-harness.ts';

const RUNS_PER_ROUTE = 100;

const ORGANISATION_ID = 'queenstown-adventures';

const awkwardKey = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('toString', 'valueOf', 'toJSON', '__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'id', 'message'),
);

// fc.jsonValue with awkward keys: objects are built by hand so their keys come from awkwardKey.
const { json: jsonValue } = fc.letrec((tie) => ({
  json: fc.oneof(
    { depthSize: 'small' },
    fc.constant(null),
    fc.boolean(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.integer(),
    fc.string({ maxLength: 40 }),
    fc.array(tie('json'), { maxLength: 4 }),
    fc.dictionary(awkwardKey, tie('json'), { maxKeys: 4 }),
    // An object whose own toString or valueOf is not a function cannot be turned into text.
    fc.dictionary(fc.constantFrom('toString', 'valueOf'), fc.oneof(fc.integer(), fc.string({ maxLength: 4 })), { minKeys: 1 }),
  ),
}));

/** A valid body with one field (known or not) replaced by arbitrary JSON. */
function mutated(template: Record<string, unknown>) {
  const keys = Object.keys(template);
  const key = keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), awkwardKey) : awkwardKey;
  return fc
    .record({ key, value: jsonValue })
    .map(({ key, value }) => JSON.stringify({ ...template, [key]: value }));
}

function body(template: Record<string, unknown>) {
  return fc.oneof(
    { arbitrary: mutated(template), weight: 3 },
    { arbitrary: jsonValue.map((value) => JSON.stringify(value)), weight: 2 },
    { arbitrary: fc.string({ maxLength: 60 }), weight: 1 },
  );
}

const contentType = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 3 },
  fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=xyz',
    'application/xml',
    '',
  ),
  fc.stringMatching(/^[a-z]{1,8}\/[a-z+.-]{1,12}$/),
);

const headerValue = fc.stringMatching(/^[\x20-\x7e]{0,40}$/);
const headers = fc.record(
  {
    'content-type': contentType,
    authorization: fc.oneof(fc.constant(`Bearer ${TEST_OPERATOR_KEY}`), fc.constant('Bearer '), headerValue),
    'if-none-match': fc.oneof(fc.constant('*'), headerValue),
    accept: fc.oneof(fc.constant('application/json'), headerValue),
    'x-forwarded-for': headerValue,
    'x-random': headerValue,
  },
  { requiredKeys: [] },
);

const pathId = fc.oneof(
  fc.constant(ORGANISATION_ID),
  fc.uuid(),
  fc.string({ maxLength: 40 }).map((value) => encodeURIComponent(value)),
);

interface RouteCase {
  method: InjectOptions['method'];
  path: (id: string) => string;
  template: Record<string, unknown>;
}

const routes: Record<string, RouteCase> = {
  'POST /api/chat': { method: 'POST', path: () => '/api/chat', template: { ...chatPayload(), id: crypto.randomUUID() } },
  'POST /api/messages/:id/feedback': {
    method: 'POST',
    path: (id) => `/api/messages/${id}/feedback`,
    template: { conversation_id: crypto.randomUUID(), rating: 'down', comment: 'Not what I asked' },
  },
  'GET /api/organisations/:id/feedback': { method: 'GET', path: (id) => `/api/organisations/${id}/feedback`, template: {} },
  'POST /api/chat/stream': { method: 'POST', path: () => '/api/chat/stream', template: { ...chatPayload(), id: crypto.randomUUID() } },
  'PUT /api/contacts': {
    method: 'PUT',
    path: () => '/api/contacts',
    template: { id: crypto.randomUUID(), name: 'Ana', email: 'ana@example.com', phone: '021 555', organisation_id: ORGANISATION_ID },
  },
  'POST /api/contacts/identify': {
    method: 'POST',
    path: () => '/api/contacts/identify',
    template: { organisation_id: ORGANISATION_ID, user_id: 'user-42', user_hash: 'ab'.repeat(32) },
  },
  'GET /api/health': { method: 'GET', path: () => '/api/health', template: {} },
  'GET /api/organisations': { method: 'GET', path: () => '/api/organisations', template: {} },
  'GET /api/organisations/:id': { method: 'GET', path: (id) => `/api/organisations/${id}`, template: {} },
  'GET /api/conversations/:id': { method: 'GET', path: (id) => `/api/conversations/${id}`, template: {} },
  'GET /api/conversations/:id/messages': { method: 'GET', path: (id) => `/api/conversations/${id}/messages`, template: {} },
  'POST /api/conversations/:id/handback': { method: 'POST', path: (id) => `/api/conversations/${id}/handback`, template: {} },
  'GET /api/contacts/:id/conversations': { method: 'GET', path: (id) => `/api/contacts/${id}/conversations?organisation_id=${ORGANISATION_ID}`, template: {} },
  'GET /api/organisations/:id/conversations': {
    method: 'GET',
    path: (id) => `/api/organisations/${id}/conversations?limit=5`,
    template: {},
  },
  'GET /api/organisations/:id/sources': { method: 'GET', path: (id) => `/api/organisations/${id}/sources`, template: {} },
  'POST /api/organisations/:id/sources': {
    method: 'POST',
    path: (id) => `/api/organisations/${id}/sources`,
    template: { text: 'Opening hours are 9 to 5.', name: 'Hours' },
  },
  'DELETE /api/organisations/:id/sources/:sourceId': {
    method: 'DELETE',
    path: (id) => `/api/organisations/${ORGANISATION_ID}/sources/${id}`,
    template: {},
  },
  'POST /api/organisations/:id/sources/:sourceId/reindex': {
    method: 'POST',
    path: (id) => `/api/organisations/${ORGANISATION_ID}/sources/${id}/reindex`,
    template: {},
  },
  'POST /api/organisations/:id/unanswered/:questionId/answer': {
    method: 'POST',
    path: (id) => `/api/organisations/${ORGANISATION_ID}/unanswered/${id}/answer`,
    template: { answer: 'We open at nine.' },
  },
  'POST /api/organisations/:id/webhooks': {
    method: 'POST',
    path: (id) => `/api/organisations/${id}/webhooks`,
    template: { url: 'https://hooks.example.com/korero', events: ['message.created'] },
  },
  'DELETE /api/organisations/:id/webhooks/:webhookId': { method: 'DELETE', path: (id) => `/api/organisations/${ORGANISATION_ID}/webhooks/${id}`, template: {} },
  'GET /api/organisations/:id/webhooks/:webhookId/deliveries': {
    method: 'GET',
    path: (id) => `/api/organisations/${ORGANISATION_ID}/webhooks/${id}/deliveries?limit=${encodeURIComponent(id.slice(0, 3))}`,
    template: {},
  },
  'POST /api/organisations/:id/notification-subscriptions': {
    method: 'POST',
    path: (id) => `/api/organisations/${id}/notification-subscriptions`,
    template: { email: 'sam@team.example', kinds: ['handoff'] },
  },
  'PATCH /api/organisations/:id/notification-subscriptions/:subscriptionId': {
    method: 'PATCH',
    path: (id) => `/api/organisations/${ORGANISATION_ID}/notification-subscriptions/${id}`,
    template: { kinds: ['contact'] },
  },
  'PUT /api/organisations/:id/notification-settings': {
    method: 'PUT',
    path: (id) => `/api/organisations/${id}/notification-settings`,
    template: { unanswered_minutes: 10 },
  },
  'PUT /api/organisations/:id/members/:memberId/notification-preferences': {
    method: 'PUT',
    path: (id) => `/api/organisations/${ORGANISATION_ID}/members/${id}/notification-preferences`,
    template: { kinds: ['handoff'] },
  },
  'PUT /api/organisations/:id/me/notification-preferences': {
    method: 'PUT',
    path: (id) => `/api/organisations/${id}/me/notification-preferences`,
    template: { kinds: ['contact'] },
  },
  'GET /api/organisations/:id/contacts.csv': { method: 'GET', path: (id) => `/api/organisations/${id}/contacts.csv`, template: {} },
  'GET /embed.js': { method: 'GET', path: () => '/embed.js', template: {} },
  'GET /api/openapi.json': { method: 'GET', path: () => '/api/openapi.json', template: {} },
};

describeEachStore('any input to any route', (harness) => {
  for (const [name, route] of Object.entries(routes)) {
    it(`${name}: 2xx, 304 or a 4xx with {error, message[, field]}, never a 5xx`, async () => {
      await fc.assert(
        fc.asyncProperty(pathId, headers, body(route.template), async (id, headerSet, payload) => {
          const withBody = route.method !== 'GET' && route.method !== 'DELETE';
          const response = await harness.app.inject({
            method: route.method,
            url: route.path(id),
            headers: headerSet,
            ...(withBody ? { payload } : {}),
          });
          const status = response.statusCode;
          if ((status >= 200 && status < 300) || status === 304) return;
          expect(status, `${status} ${response.body}`).toBeGreaterThanOrEqual(400);
          expect(status, `${status} ${response.body}`).toBeLessThan(500);
          const errorBody = response.json();
          expect(Object.keys(errorBody).every((key) => ['error', 'message', 'field'].includes(key)), response.body).toBe(true);
          expect(errorBody).toEqual(expect.objectContaining({ error: expect.any(String), message: expect.any(String) }));
          if ('field' in errorBody) expect(typeof errorBody.field).toBe('string');
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    });
  }
});
