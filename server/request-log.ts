// What the server's log says about a request. The embed frame's URL carries a site's signed-in user
// as ?userId=&userHash= (the loader passes its tag's data- attributes in the query, and has no bytes
// to spare to move those two elsewhere: docs/embed.md): the hash proves that user to Korero, so it
// is never written to the log, nor is an API key.
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { USER_HASH_PARAM } from '../src/contract/visitor-identity.ts';

const USER_HASH_IN_QUERY = new RegExp(`([?&]${USER_HASH_PARAM}=)[^&#]*`, 'g');

/** The URL as logged: a user hash's value replaced. */
export const loggedUrl = (url: string): string => url.replace(USER_HASH_IN_QUERY, '$1[redacted]');

/** Fastify's logger options: its own request serializer, with the URL as logged. */
export function requestLogOptions(level: string): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: ['req.headers.authorization'],
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggedUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
