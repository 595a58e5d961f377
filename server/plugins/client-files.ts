// The built client (vite build → dist/) and its static assets, with the SPA fallback: any GET
// for a client route (no file extension, outside /api) answers index.html.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { errorBody } from '../http-errors.ts';

export function isClientBuilt(config: Config): boolean {
  return existsSync(join(config.clientDir, 'index.html'));
}

function isClientRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0];
  if (path === '/api' || path.startsWith('/api/')) return false;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}

export async function registerClientFiles(app: FastifyInstance, config: Config): Promise<void> {
  const built = isClientBuilt(config);
  // Without a build, public/ still serves the logos and the notification sound.
  const root = built ? config.clientDir : existsSync(config.publicDir) ? config.publicDir : undefined;
  if (!built) app.log.warn({ clientDir: config.clientDir }, 'client not built: serving the API and public/ only');
  if (root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: false, // '/' is a client route like any other: the fallback below serves it.
      setHeaders: (reply, path) => {
        // Vite's hashed assets never change under the same name.
        const immutable = path.includes(`${join(root, 'assets')}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (built && isClientRoute(request)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', config.clientDir);
    }
    const path = request.url.split('?')[0];
    return reply.code(404).send(errorBody(404, `No ${request.method} ${path.slice(0, 200)} here`));
  });
}
