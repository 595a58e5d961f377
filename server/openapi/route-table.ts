// Every route Fastify registers, with the description it declared (config.openapi), collected by
// an onRoute hook added before any route: nothing is listed by hand, so a route added anywhere is
// either in the document or reported by tests/server/openapi.test.ts as undocumented.
import type { FastifyInstance } from 'fastify';
import type { RouteDoc } from './route-doc.ts';

export interface RegisteredRoute {
  method: string;
  /** Fastify's path, with `:param`s. */
  url: string;
  doc: RouteDoc | undefined;
}

/** Starts collecting the routes registered on `app` from now on (its plugins' included). */
export function collectRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const doc = (route.config as { openapi?: RouteDoc } | undefined)?.openapi;
    for (const method of methods) routes.push({ method, url: route.url, doc });
  });
  return routes;
}

/**
 * Routes that are not operations of the API: the HEAD twin Fastify adds to every GET, CORS
 * preflights, and the built client's files (any other path is a page of the app).
 */
export function isApiOperation(route: Pick<RegisteredRoute, 'method' | 'url'>): boolean {
  return route.method !== 'HEAD' && route.method !== 'OPTIONS' && route.url !== '/*';
}
