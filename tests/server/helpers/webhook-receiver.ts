// A real HTTP server on loopback that records what webhooks POST to it. It answers 200, or the
// status codes queued with failNext (a receiver that is down for a while).
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** What the receiver answered. */
  status: number;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedRequest[];
  /** The next requests are answered with these statuses, in order. */
  failNext(...statuses: number[]): void;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedRequest[] = [];
  const failures: number[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const status = failures.shift() ?? 200;
      received.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), status });
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok' : 'down');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/korero`,
    received,
    failNext: (...statuses) => failures.push(...statuses),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
