// GET /api/organisations/:id/events: the console's live stream (issue 13), server-sent events for
// the signed-in member's (or API key's) organisation only:
//   event: ready   data: {}                      listening: changes from now on arrive
//   event: change  data: {"kind":"conversation"|"contact","id":"…"}   read the list (and the open conversation) again
// and a comment line every HEARTBEAT_MS so proxies keep the connection. The stream ends when the
// database connection that hears changes drops (some may be missed) or the server closes: the
// console reconnects and reads everything again. A removed member's streams, and a session's streams
// when it ends (signed out in another tab, or expired), end at once: their reconnection is refused,
// so the console shows it is signed out. The visitor's side keeps polling (SPEC.md).
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { InboxChange } from '../../src/contract/inbox.ts';
import type { AppDeps } from '../app-deps.ts';
import { organisationEvents } from '../live/organisation-events.ts';
import { actorIds } from '../team/operator-access.ts';
import { hashSessionId } from '../team/session-store.ts';
import { sessionExpiresAt } from '../store/member-sessions-repository.ts';
import { operatorAccess, routeRateLimit } from './route-helpers.ts';

const HEARTBEAT_MS = 20_000;
/** setTimeout's longest wait; a later expiry is waited for in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** Calls `onExpired` once `expiresAt` has passed. */
function whenExpired(expiresAt: number, onExpired: () => void): () => void {
  let timer: NodeJS.Timeout;
  const wait = () => {
    const left = expiresAt - Date.now();
    if (left <= 0) return onExpired();
    timer = setTimeout(wait, Math.min(left, LONGEST_TIMER_MS));
  };
  wait();
  return () => clearTimeout(timer);
}

export async function organisationEventRoutes(app: FastifyInstance, { store, config }: AppDeps): Promise<void> {
  const rateLimit = routeRateLimit(config.rateLimit, config.rateLimit.operatorMax);
  const open = new Set<PassThrough>();
  // Long-lived responses would hold the server's close: end them first.
  app.addHook('preClose', async () => {
    for (const body of open) body.end();
  });

  const openapi = {
    summary: "The organisation's live inbox: server-sent events for new conversations, messages and changes of hands",
    description:
      'event: ready once listening; event: change {"kind":"conversation"|"contact","id"} for each change (read the inbox again). Only the organisation\'s own changes. The stream ends when changes might have been missed (reconnect and read again), and when the member\'s session ends (signed out, expired) or the member is removed: reconnecting is then refused (401).',
    tag: 'operator',
    operatorKey: true,
    responses: { 200: { description: 'The event stream.', contentType: 'text/event-stream', body: { type: 'string' } } },
  };
  app.get<{ Params: { id: string } }>('/api/organisations/:id/events', { config: { rateLimit, openapi } }, async (request, reply) => {
    const { organisation, actor } = await operatorAccess(store, request.params.id, request);
    const events = organisationEvents(store);
    const sessionIdHash = actor.kind === 'member' && request.session?.sessionId ? hashSessionId(request.session.sessionId) : null;
    const body = new PassThrough();
    open.add(body);
    const write = (event: string, data: unknown) => {
      if (!body.writableEnded) body.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    const unsubscribe = events.subscribe(organisation.id, {
      memberId: actorIds(actor).memberId,
      sessionIdHash,
      onChange: (change: InboxChange) => write('change', change),
      onLost: () => body.end(),
    });
    let stopExpiry = () => {};
    const heartbeat = setInterval(() => !body.writableEnded && body.write(': still here\n\n'), HEARTBEAT_MS);
    const finish = () => {
      clearInterval(heartbeat);
      stopExpiry();
      unsubscribe();
      open.delete(body);
      if (!body.writableEnded) body.end();
    };
    body.on('close', finish);
    body.on('finish', finish);
    request.raw.on('close', finish);
    if (sessionIdHash) {
      // Read once subscribed, so a sign-out in between is either heard or finds the session gone (0: end now).
      const expiresAt = (await sessionExpiresAt(store.db, sessionIdHash)) ?? 0;
      if (!body.writableEnded) stopExpiry = whenExpired(expiresAt, () => body.end());
    }
    void events.ready().then(() => write('ready', {}));
    return reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-cache, no-transform')
      .header('x-accel-buffering', 'no')
      .send(body);
  });
}
