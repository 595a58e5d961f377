// How a route describes itself for GET /api/openapi.json: `config: { openapi: { ... } }` in its
// route options, next to the code that validates it. The structs named here are the ones the
// route checks requests with (parseBody) and answers in, so the document cannot drift from them.
import type { AnyStruct, JsonSchema } from './struct-schema.ts';

/** A struct, a choice of structs (oneOf), or JSON Schema written out where no struct exists (a file upload). */
export type SchemaSource = AnyStruct | readonly AnyStruct[] | JsonSchema;

export interface ResponseDoc {
  description: string;
  /** The body's schema; none for 204 and 304. */
  body?: SchemaSource;
  /** application/json unless told (text/javascript, text/html). */
  contentType?: string;
}

export interface RouteDoc {
  summary: string;
  description?: string;
  /** The group in the document: 'visitor', 'operator', 'knowledge', 'embed', 'service'. */
  tag: string;
  /** Needs the organisation's operator key (Authorization: Bearer); adds the 401 and 403 answers. */
  operatorKey?: boolean;
  /** The struct the route checks its query with. */
  query?: AnyStruct;
  /** The JSON body's struct, or a body per media type. */
  body?: SchemaSource | { content: Record<string, SchemaSource> };
  /** The answers other than the common error body (4XX, 5XX), by status. */
  responses: Record<number, ResponseDoc | string>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    openapi?: RouteDoc;
  }
}
