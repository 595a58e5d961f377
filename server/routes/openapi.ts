// GET /api/openapi.json: the OpenAPI 3.1 document of every route registered on the app, built on
// the first request (once every route is in) from the routes' own declarations.
import type { FastifyInstance } from 'fastify';
import packageJson from '../../package.json' with { type: 'json' };
import { openApiDocument } from '../openapi/document.ts';
import type { RegisteredRoute } from '../openapi/route-table.ts';
import { OPEN_OBJECT } from '../openapi/struct-schema.ts';

export function openApiRoutes(routes: readonly RegisteredRoute[]) {
  return async (app: FastifyInstance): Promise<void> => {
    let document: string | undefined;
    app.get(
      '/api/openapi.json',
      {
        config: {
          openapi: {
            summary: 'This document',
            tag: 'service',
            responses: { 200: { description: 'The OpenAPI 3.1 document of the API.', body: OPEN_OBJECT } },
          },
        },
      },
      async (_request, reply) => {
        document ??= JSON.stringify(openApiDocument(routes, { version: packageJson.version }));
        return reply.header('content-type', 'application/json; charset=utf-8').header('cache-control', 'no-cache').send(document);
      },
    );
  };
}
