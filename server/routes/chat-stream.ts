// POST /api/chat/stream: the same send as POST /api/chat (same payload, same checks, same
// idempotency by the message's id, the same messages stored), answered as server-sent events so
// the visitor reads an LLM answer while it is generated:
//   event: delta  data: {"text": "…"}     the next piece of the answer (LLM engine only)
//   event: done   data: [Message, …]       what POST /api/chat answers: the stored messages, with citations
//   event: error  data: {error, message}   the send failed after the stream began
// Until the first event the request can still fail as any other (a 4xx JSON body), so bad input
// is refused exactly as POST /api/chat refuses it. A visitor who goes away mid-stream does not stop
// the answer: it is stored, and their next poll shows it.
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SendMessagePayload, STREAM_EVENTS } from '../../src/contract/contract.ts';
import type { AppDeps } from '../app-deps.ts';
import { sendMessage } from '../chat-service.ts';
import { errorBody, HttpError } from '../http-errors.ts';
import { operatorActor } from '../team/operator-access.ts';
import { parseBody } from '../validation.ts';
import { routeRateLimit } from './route-helpers.ts';

/** Opens the event stream on the first event, so that a failure before it is an ordinary error reply. */
function lazyEventStream(reply: FastifyReply) {
  const body = new PassThrough();
  let open = false;
  return {
    get open() {
      return open;
    },
    send(event: string, data: unknown) {
      if (!open) {
        open = true;
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          // Proxies and compressors must pass each event on at once.
          .header('cache-control', 'no-cache, no-transform')
          .header('x-accel-buffering', 'no')
          .send(body);
      }
      body.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      body.end();
    },
  };
}

export async function chatStreamRoutes(app: FastifyInstance, { store, engine, config }: AppDeps): Promise<void> {
  const rateLimit = routeRateLimit(config.rateLimit, config.rateLimit.chatMax);
  const openapi = {
    summary: 'The same send as POST /api/chat, its AI answer streamed as server-sent events while it is generated',
    description:
      'event: delta {"text"} for each piece of an LLM answer; event: done with the messages POST /api/chat answers; event: error {error, message} if the send fails after the stream began. Bad input is refused before the stream, as POST /api/chat refuses it.',
    tag: 'visitor',
    body: SendMessagePayload,
    responses: {
      200: { description: 'The event stream.', contentType: 'text/event-stream', body: { type: 'string' } },
    },
  };
  app.post('/api/chat/stream', { config: { rateLimit, openapi } }, async (request, reply) => {
    const payload = parseBody(SendMessagePayload, request.body);
    const stream = lazyEventStream(reply);
    const authorise = (organisationId: string, refusal: string) => operatorActor(store.db, organisationId, request, refusal);
    try {
      const messages = await sendMessage({ store, engine, log: request.log, publicUrl: config.publicUrl, notify: config.notify }, payload, authorise, {
        onText: (text) => stream.send(STREAM_EVENTS.delta, { text }),
      });
      stream.send(STREAM_EVENTS.done, messages);
    } catch (error) {
      if (!stream.open) throw error;
      // Too late for a status code: the failure is the stream's last event (never internals).
      request.log.error({ err: error }, 'streamed send failed');
      const status = error instanceof HttpError ? error.statusCode : 500;
      const message = error instanceof HttpError ? error.message : 'Something went wrong on our side. Please try again.';
      stream.send(STREAM_EVENTS.error, errorBody(status, message, error instanceof HttpError ? error.field : undefined));
    }
    stream.end();
    return reply;
  });
}
