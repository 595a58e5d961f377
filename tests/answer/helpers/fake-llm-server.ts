// A local OpenAI-compatible chat-completions server (node:http on 127.0.0.1:0), streaming SSE like
// Ollama, vLLM or llama.cpp do. Each test sets how it replies; every request body is recorded.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeReply =
  | {
      kind: 'text';
      text: string;
      chunkDelayMs?: number;
      /** Sends this many pieces, then waits for `release` before the rest: a stream caught mid-answer. */
      holdAfter?: number;
      release?: Promise<void>;
    }
  | { kind: 'error'; status: number }
  | { kind: 'hang' };

export interface FakeLlmServer {
  baseUrl: string;
  requests: { body: Record<string, unknown>; receivedAt: number }[];
  reply: FakeReply;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function stream(response: ServerResponse, body: Record<string, unknown>, reply: Extract<FakeReply, { kind: 'text' }>) {
  const { text, chunkDelayMs: delayMs = 0 } = reply;
  const base = { id: 'chatcmpl-test', object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model: String(body.model) };
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  const send = (payload: unknown) => response.write(`data: ${JSON.stringify(payload)}\n\n`);
  send({ ...base, choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] });
  for (const [index, piece] of (text.match(/.{1,12}/gs) ?? []).entries()) {
    if (index === reply.holdAfter) await reply.release;
    if (delayMs) await sleep(delayMs);
    send({ ...base, choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] });
  }
  send({ ...base, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }], usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 } });
  response.end('data: [DONE]\n\n');
}

export async function startFakeLlmServer(): Promise<FakeLlmServer> {
  const state: FakeLlmServer = { baseUrl: '', requests: [], reply: { kind: 'text', text: 'Hello [1].' }, close: async () => {} };
  const server = createServer(async (request, response) => {
    if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
      response.writeHead(404).end();
      return;
    }
    const body = await readBody(request);
    state.requests.push({ body, receivedAt: performance.now() });
    const reply = state.reply;
    if (reply.kind === 'error') {
      response.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'model overloaded' } }));
    } else if (reply.kind === 'hang') {
      request.socket.setTimeout(0);
    } else if (body.stream) {
      await stream(response, body, reply);
    } else {
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({ id: 'x', object: 'chat.completion', created: 0, model: body.model, choices: [{ index: 0, message: { role: 'assistant', content: reply.text }, finish_reason: 'stop' }] }),
      );
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
