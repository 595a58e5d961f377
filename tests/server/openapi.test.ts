// GET /api/openapi.json: every route Fastify registered is in it (read from app.printRoutes, not from
// the document's own route table), it is a valid OpenAPI 3.1 document, its schemas are the structs
// the routes validate with, and the server's real answers meet the schemas it declares.
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { ContactUpdatePayload, DEFAULT_ORGANISATION_ID, SendMessagePayload } from '../../src/contract/contract.ts';
import { structSchema } from '../../server/openapi/struct-schema.ts';
import { TEST_OPERATOR_KEY, chatPayload, describeEachStore } from './helpers/api-harness.ts';

interface Operation {
  requestBody?: { content: Record<string, { schema: unknown }> };
  parameters?: Array<{ name: string; in: string; required: boolean }>;
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
  security?: unknown[];
}
type OpenApi = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };

/**
 * The routes as Fastify's router holds them, read from printRoutes' tree: each line is a path
 * segment under its parent, with the methods registered there.
 */
function registeredRoutes(app: FastifyInstance): Array<{ method: string; url: string }> {
  const routes: Array<{ method: string; url: string }> = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    const url = (parents[depth - 1] ?? '') + match[2];
    parents[depth] = url;
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, url });
  }
  return routes;
}

/** HEAD twins of GETs, CORS preflights and the built client's files are not operations of the API. */
const isOperation = ({ method, url }: { method: string; url: string }) => method !== 'HEAD' && method !== 'OPTIONS' && url !== '/*' && url !== '*';

const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describeEachStore('the OpenAPI document', (harness) => {
  const fetchDocument = async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    return response.json() as OpenApi;
  };

  it('lists every route Fastify registered, and nothing else', async () => {
    const document = await fetchDocument();
    const registered = registeredRoutes(harness.app).filter(isOperation);
    // The parser found the routes (a change in printRoutes' format must not make this pass empty).
    expect(registered).toContainEqual({ method: 'POST', url: '/api/chat' });
    expect(registered).toContainEqual({ method: 'DELETE', url: '/api/organisations/:id/sources/:sourceId' });
    expect(registered.length).toBeGreaterThan(15);
    const undocumented = registered.filter(({ method, url }) => !document.paths[toOpenApiPath(url)]?.[method.toLowerCase()]);
    expect(undocumented, 'add config.openapi to these routes (docs/architecture.md, "Adding a route")').toEqual([]);
    const documented = Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));
    expect(documented.sort()).toEqual(registered.map(({ method, url }) => `${method} ${toOpenApiPath(url)}`).sort());
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const document = await fetchDocument();
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("describes the bodies with the contract's structs, path parameters and the operator key", async () => {
    const { paths } = await fetchDocument();
    expect(paths['/api/chat'].post.requestBody?.content['application/json'].schema).toEqual(structSchema(SendMessagePayload));
    expect(paths['/api/contacts'].put.requestBody?.content['application/json'].schema).toEqual(structSchema(ContactUpdatePayload));
    expect(paths['/api/conversations/{id}/messages'].get.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    expect(paths['/api/organisations/{id}/conversations'].get.parameters?.map((p) => `${p.in} ${p.name}`)).toEqual([
      'path id',
      'query q',
      'query wants_human',
      'query limit',
    ]);
    expect(paths['/api/organisations/{id}/conversations'].get.security).toEqual([{ operatorKey: [] }]);
    expect(paths['/api/organisations/{id}/conversations'].get.responses).toHaveProperty('403');
    expect(paths['/api/chat'].post.security).toBeUndefined();
  });

  it("the server's answers meet the schemas it declares", async () => {
    const document = await fetchDocument();
    const ajv = new Ajv2020({ strict: false });
    addFormats.default(ajv);
    ajv.addSchema({ $id: 'openapi', components: document.components });
    const check = async (method: 'GET' | 'POST' | 'PUT', path: string, url: string, options: { payload?: object; operator?: boolean } = {}) => {
      const response = await harness.app.inject({
        method,
        url,
        payload: options.payload,
        headers: options.operator ? { authorization: `Bearer ${TEST_OPERATOR_KEY}` } : {},
      });
      const declared = document.paths[path][method.toLowerCase()].responses;
      const answer = declared[String(response.statusCode)] ?? declared[`${String(response.statusCode)[0]}XX`];
      expect(answer, `${method} ${url} answered ${response.statusCode}, which the document does not declare`).toBeDefined();
      const schema = JSON.parse(JSON.stringify(answer.content!['application/json'].schema).replaceAll('"#/components', '"openapi#/components'));
      const valid = ajv.validate(schema, response.json());
      expect(valid, `${method} ${url}: ${ajv.errorsText()}`).toBe(true);
      return response.json();
    };

    await check('GET', '/api/health', '/api/health');
    await check('GET', '/api/organisations', '/api/organisations');
    await check('GET', '/api/organisations/{id}', `/api/organisations/${DEFAULT_ORGANISATION_ID}`);
    await check('GET', '/api/organisations/{id}', '/api/organisations/nobody');
    const [first] = (await check('POST', '/api/chat', '/api/chat', { payload: chatPayload() })) as Array<{ conversation_id: string }>;
    await check('POST', '/api/chat', '/api/chat', { payload: { message: 42 } });
    const conversation = (await check('GET', '/api/conversations/{id}', `/api/conversations/${first.conversation_id}`)) as {
      contact: { id: string };
    };
    await check('GET', '/api/conversations/{id}/messages', `/api/conversations/${first.conversation_id}/messages`);
    await check('GET', '/api/contacts/{id}/conversations', `/api/contacts/${conversation.contact.id}/conversations`);
    await check('PUT', '/api/contacts', '/api/contacts', {
      payload: { id: conversation.contact.id, name: 'Aroha', email: 'aroha@example.com', phone: '' },
    });
    const operatorList = `/api/organisations/${DEFAULT_ORGANISATION_ID}/conversations`;
    await check('GET', '/api/organisations/{id}/conversations', operatorList, { operator: true });
    await check('GET', '/api/organisations/{id}/conversations', operatorList);
    await check('GET', '/api/organisations/{id}/unanswered', `/api/organisations/${DEFAULT_ORGANISATION_ID}/unanswered`, { operator: true });
    await check('GET', '/api/organisations/{id}/sources', `/api/organisations/${DEFAULT_ORGANISATION_ID}/sources`, { operator: true });
    await check('GET', '/api/organisations/{id}/synonyms', `/api/organisations/${DEFAULT_ORGANISATION_ID}/synonyms`, { operator: true });
    await check('POST', '/api/conversations/{id}/handback', `/api/conversations/${first.conversation_id}/handback`, { operator: true });
  });
});
