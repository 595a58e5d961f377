// Lets a browser test hold a server-sent event stream open and write it event by event: a held
// POST /api/chat/stream is continued (invisibly to the page) to this loopback server, whose
// response the test then writes to, ends, or breaks.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface EventStreamControl {
  send(event: string, data: unknown): void;
  /** The stream ends cleanly. */
  end(): void;
  /** The connection drops mid-stream, as a network failure would. */
  break(): void;
}

let relay: { server: Server; origin: string } | undefined;
const waiting = new Map<string, (response: ServerResponse) => void>();

async function relayOrigin(): Promise<string> {
  if (!relay) {
    const server = createServer((request, response) => {
      request.resume();
      const token = request.url?.split('/').pop() ?? '';
      const take = waiting.get(token);
      if (!take) {
        response.writeHead(404).end();
        return;
      }
      waiting.delete(token);
      response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
      response.flushHeaders();
      take(response);
    });
    // Nothing waits for it at the end of a run.
    server.unref();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    relay = { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  }
  return relay.origin;
}

/** The URL to continue a held request to, and the stream once the browser's request arrives. */
export async function openRelayedStream(): Promise<{ url: string; stream: Promise<EventStreamControl> }> {
  const token = Math.random().toString(36).slice(2);
  const stream = new Promise<EventStreamControl>((resolve) => {
    waiting.set(token, (response) =>
      resolve({
        send: (event, data) => void response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
        end: () => void response.end(),
        break: () => void response.socket?.destroy(),
      }),
    );
  });
  return { url: `${await relayOrigin()}/relay/${token}`, stream };
}
