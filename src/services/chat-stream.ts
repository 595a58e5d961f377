// POST /chat/stream: a send whose AI answer arrives piece by piece as server-sent events (see
// server/routes/chat-stream.ts). Read with fetch and a stream reader rather than EventSource, which
// cannot POST. A JSON answer (a proxy or test double that does not stream) counts as the whole
// reply, so the caller sees the same messages either way.
import { mask, type Struct } from 'superstruct';
import { SendMessageReply, STREAM_EVENTS, StreamDelta, type Message } from '../contract/contract.ts';
import { serverEvents } from './server-events.ts';

// As api.ts checks answers: fields the client does not know are dropped.
const checked = <T>(struct: Struct<T, unknown>, answer: unknown): T => mask(answer, struct);

/** Why a stream failed: before any answer came (`started` false) the send itself failed. */
export class StreamFailure extends Error {
  constructor(
    readonly started: boolean,
    options?: { cause?: unknown },
  ) {
    super(started ? 'POST /chat/stream broke after its answer began' : 'POST /chat/stream failed', options);
  }
}

/**
 * The messages a POST /chat/stream response ends with, calling `onDelta` with each piece of the
 * answer on the way. A failure says whether the answer had begun (`StreamFailure.started`).
 */
export async function readChatStream(response: Response, onDelta: (text: string) => void): Promise<Message[]> {
  let started = false;
  try {
    if (!response.ok || !response.body) throw new Error(`POST /chat/stream answered ${response.status}`);
    if (!(response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
      return checked(SendMessageReply, await response.json());
    }
    for await (const { event, data } of serverEvents(response.body)) {
      if (event === STREAM_EVENTS.delta) {
        started = true;
        onDelta(checked(StreamDelta, JSON.parse(data)).text);
      } else if (event === STREAM_EVENTS.done) {
        return checked(SendMessageReply, JSON.parse(data));
      } else if (event === STREAM_EVENTS.error) {
        throw new Error(`POST /chat/stream failed: ${data}`);
      }
    }
    throw new Error('POST /chat/stream ended before its answer');
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    throw new StreamFailure(started, { cause: error });
  }
}
