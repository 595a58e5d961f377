// GET /api/organisations/:id/events: the console's live stream (issue 13), server-sent events for
// the signed-in member's (or API key's) organisation only:
//   event: ready   data: {}                      listening: changes from now on arrive
//   event: change  data: {"kind":"conversation"|"contact","id":"…"}   read the list (and the open conversation) again
// and a comment line every HEARTBEAT_MS so proxies keep the connection. The stream ends when the
// database connection that hears changes drops (some may be missed) or the server closes: the
// console reconnects and reads everything again. A removed member's streams end at once (their
// reconnection is refused). The visitor's side keeps polling (SPEC.md).
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { InboxChange } from '../../src/contract/inbox.ts';
import type { AppDeps } from '../app-deps.ts';
import { organisationEvents } from '../live/organisation-events.ts';
import { actorIds } from '../team/operator-access.ts';
import { operatorAccess, routeRateLimit } from './route-helpers.ts';

const HEARTBEAT_MS = 20_000;

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
      'event: ready once listening; event: change {"kind":"conversation"|"contact","id"} for each change (read the inbox again). Only the organisation\'s own changes. The stream ends when changes might have been missed; reconnect and read again.',
    tag: 'operator',
    operatorKey: true,
    responses: { 200: { description: 'The event stream.', contentType: 'text/event-stream', body: { type: 'string' } } },
  };
  app.get<{ Params: { id: string } }>('/api/organisations/:id/events', { config: { rateLimit, openapi } }, async (request, reply) => {
    const { organisation, actor } = await operatorAccess(store, request.params.id, request);
    const events = organisationEvents(store);
    const body = new PassThrough();
    open.add(body);
    const write = (event: string, data: unknown) => {
      if (!body.writableEnded) body.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    const unsubscribe = events.subscribe(organisation.id, {
      memberId: actorIds(actor).memberId,
      onChange: (change: InboxChange) => write('change', change),
      onLost: () => body.end(),
    });
    const heartbeat = setInterval(() => !body.writableEnded && body.write(': still here\n\n'), HEARTBEAT_MS);
    const finish = () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(body);
      if (!body.writableEnded) body.end();
    };
    body.on('close', finish);
    body.on('finish', finish);
    request.raw.on('close', finish);
    void events.ready().then(() => write('ready', {}));
    return reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-cache, no-transform')
      .header('x-accel-buffering', 'no')
      .send(body);
  });
}
