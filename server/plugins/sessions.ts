// Members' console sessions: @fastify/cookie, @fastify/session (stored in the database, so every
// instance shares them) and @fastify/csrf-protection. The cookie is httpOnly, SameSite=Strict and
// Secure, except when Korero is served over plain http on this machine (local development).
// A request that acts with a member's session must carry the session's CSRF token
// (X-CSRF-Token); requests with an API key and the visitor's own writes do not use the session.
import cookie from '@fastify/cookie';
import csrfProtection from '@fastify/csrf-protection';
import session from '@fastify/session';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Config } from '../config.ts';
import type { Store } from '../store/db.ts';
import { databaseSessionStore } from '../team/session-store.ts';

export const SESSION_COOKIE = 'korero_session';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Writes that never act with a member's authority: the visitor's, and the ones that start a session. */
const SESSIONLESS_WRITES = new Set(['PUT /api/contacts', 'POST /api/organisations/:id/session', 'POST /api/invitations/:token/accept']);

function isLocalPlainHttp(publicUrl: string): boolean {
  const url = new URL(publicUrl);
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/** Does this request act with the member's session (and so need its CSRF token)? */
function actsWithSession(request: FastifyRequest): boolean {
  if (!UNSAFE_METHODS.has(request.method) || request.headers.authorization || !request.session?.memberId) return false;
  const route = request.routeOptions.url ?? '';
  if (SESSIONLESS_WRITES.has(`${request.method} ${route}`)) return false;
  // A visitor's message is the visitor's, whoever else this browser is signed in as.
  if (route === '/api/chat') return (request.body as { creator?: unknown } | undefined)?.creator !== 'CONTACT';
  return route.startsWith('/api/');
}

/** Registered on the root instance, before the routes: every route sees request.session. */
export async function registerSessions(app: FastifyInstance, config: Config, store: Store): Promise<void> {
  await app.register(cookie);
  await app.register(session, {
    secret: config.team.sessionSecret,
    cookieName: SESSION_COOKIE,
    store: databaseSessionStore(store, config.team.sessionTtlMs),
    saveUninitialized: false,
    // Saved when it changes (sign-in), not on every request.
    rolling: false,
    cookie: {
      path: '/',
      httpOnly: true,
      sameSite: 'strict',
      secure: !isLocalPlainHttp(config.publicUrl),
      maxAge: config.team.sessionTtlMs,
    },
  });
  await app.register(csrfProtection, { sessionPlugin: '@fastify/session' });
  app.addHook('preHandler', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (actsWithSession(request)) return app.csrfProtection(request, reply, done);
    done();
  });
}
