// The OpenAPI 3.1 document of the API, built from the routes as Fastify registered them
// (route-table.ts) and the superstruct structs they declared (route-doc.ts, struct-schema.ts).
import { Struct } from 'superstruct';
import type { RegisteredRoute } from './route-table.ts';
import { isApiOperation } from './route-table.ts';
import type { ResponseDoc, RouteDoc, SchemaSource } from './route-doc.ts';
import { structSchema, type JsonSchema } from './struct-schema.ts';

const ERROR_BODY: JsonSchema = {
  type: 'object',
  description: 'Every error: the status text, what to fix, and the request field at fault when there is one.',
  properties: { error: { type: 'string' }, message: { type: 'string' }, field: { type: 'string' } },
  required: ['error', 'message'],
};

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
});

/** The answers every operation may give besides its own. */
const COMMON_RESPONSES = {
  '4XX': errorResponse('Bad input (400, 404, 413, 415, 422: `field` names the culprit) or too many requests (429, with Retry-After).'),
  '5XX': errorResponse('Our fault (500), or the database briefly away (503, with Retry-After).'),
};

const OPERATOR_RESPONSES = {
  401: errorResponse('No operator key was sent (WWW-Authenticate: Bearer).'),
  403: errorResponse("The key is not this organisation's operator key."),
};

function schemaOf(source: SchemaSource): JsonSchema {
  if (source instanceof Struct) return structSchema(source);
  if (Array.isArray(source)) return { oneOf: source.map((struct) => structSchema(struct)) };
  return source as JsonSchema;
}

/** '/api/organisations/:id' → '/api/organisations/{id}'. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function pathParameters(url: string) {
  return [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
}

function queryParameters(doc: RouteDoc) {
  if (!doc.query) return [];
  const schema = structSchema(doc.query) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }));
}

function requestBody(doc: RouteDoc) {
  if (!doc.body) return undefined;
  const perType =
    typeof doc.body === 'object' && !(doc.body instanceof Struct) && !Array.isArray(doc.body) && 'content' in doc.body
      ? (doc.body.content as Record<string, SchemaSource>)
      : { 'application/json': doc.body as SchemaSource };
  const content = Object.fromEntries(Object.entries(perType).map(([type, source]) => [type, { schema: schemaOf(source) }]));
  return { required: true, content };
}

function response(doc: ResponseDoc | string) {
  const { description, body, contentType = 'application/json' } = typeof doc === 'string' ? { description: doc } : doc;
  return body === undefined ? { description } : { description, content: { [contentType]: { schema: schemaOf(body) } } };
}

function operation(route: RegisteredRoute, doc: RouteDoc) {
  const parameters = [...pathParameters(route.url), ...queryParameters(doc)];
  const body = requestBody(doc);
  const own = Object.fromEntries(Object.entries(doc.responses).map(([status, answer]) => [status, response(answer)]));
  return {
    operationId: `${route.method.toLowerCase()} ${route.url}`,
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    tags: [doc.tag],
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    ...(doc.operatorKey ? { security: [{ operatorKey: [] }] } : {}),
    responses: { ...own, ...(doc.operatorKey ? OPERATOR_RESPONSES : {}), ...COMMON_RESPONSES },
  };
}

export interface DocumentInfo {
  version: string;
}

/** The document of every API operation among `routes` that declared itself; the others are left out (and a test names them). */
export function openApiDocument(routes: readonly RegisteredRoute[], info: DocumentInfo) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    if (!isApiOperation(route) || !route.doc) continue;
    const path = (paths[openApiPath(route.url)] ??= {});
    path[route.method.toLowerCase()] = operation(route, route.doc);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Korero API',
      version: info.version,
      description:
        "The provider API of Korero, the embeddable chat assistant. Visitor calls need no key; an organisation's team calls " +
        'with its operator key as a bearer token. Generated from the routes and the structs they validate with.',
    },
    servers: [{ url: '/' }],
    tags: [
      { name: 'visitor', description: 'What the chat widget calls (SPEC.md §7).' },
      { name: 'operator', description: "An organisation's team: the console's list, hand-back, unanswered questions." },
      { name: 'knowledge', description: "An organisation's sources and synonyms." },
      { name: 'notifications', description: "Telling an organisation's team: webhooks, e-mail recipients and preferences, the leads export." },
      { name: 'embed', description: 'What a page that embeds the widget loads, and the pages citations link to.' },
      { name: 'service', description: 'Health and this document.' },
    ],
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      schemas: { ErrorBody: ERROR_BODY },
      securitySchemes: {
        operatorKey: { type: 'http', scheme: 'bearer', description: "The organisation's operator key (`korero org create` prints it once)." },
      },
    },
  };
}
