// A local OpenAI-compatible embeddings server (node:http on 127.0.0.1:0) speaking the real
// POST /v1/embeddings protocol. Its vectors are a fake model's, deterministic: a hashed bag of
// words, where the words a test declares to mean the same (`concepts`) share one dimension. So a
// paraphrase shares dimensions with the text it paraphrases though it shares no word with it.
// Every request's inputs are recorded, so tests count what was embedded.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeEmbeddingsReply = { kind: 'vectors' } | { kind: 'error'; status: number } | { kind: 'hang' };

export interface FakeEmbeddingsServer {
  baseUrl: string;
  /** The `input` of every request received, in order. */
  requests: string[][];
  reply: FakeEmbeddingsReply;
  /** word → concept: words mapped to one concept land on the same dimension. */
  concepts: Record<string, string>;
  close(): Promise<void>;
}

export const FAKE_DIMENSIONS = 256;

/** Words too common to say what a text is about, as a real model would all but ignore them. */
const STOP_WORDS = new Set('a an and are as at be by can do does for from how i if in is it its me my no not of on or our so that the this to we what when with you your'.split(' '));

function dimension(token: string, dimensions: number): number {
  return createHash('sha256').update(token).digest().readUInt32BE(0) % dimensions;
}

export function fakeVector(text: string, concepts: Record<string, string>, dimensions = FAKE_DIMENSIONS): number[] {
  const vector = new Array<number>(dimensions).fill(0);
  for (const word of text.toLowerCase().match(/[a-z0-9]+/g) ?? []) {
    if (STOP_WORDS.has(word)) continue;
    vector[dimension(concepts[word] ?? word, dimensions)] += 1;
  }
  return vector;
}

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
}

export async function startFakeEmbeddingsServer(): Promise<FakeEmbeddingsServer> {
  const state: FakeEmbeddingsServer = { baseUrl: '', requests: [], reply: { kind: 'vectors' }, concepts: {}, close: async () => {} };
  const server = createServer(async (request, response) => {
    if (request.method !== 'POST' || !request.url?.endsWith('/embeddings')) {
      response.writeHead(404).end();
      return;
    }
    const body = await readBody(request);
    const input = typeof body.input === 'string' ? [body.input] : (body.input as string[]);
    state.requests.push(input);
    if (state.reply.kind === 'hang') {
      request.socket.setTimeout(0);
      return;
    }
    if (state.reply.kind === 'error') {
      response.writeHead(state.reply.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'embedding model unavailable', type: 'server_error' } }));
      return;
    }
    const dimensions = typeof body.dimensions === 'number' ? body.dimensions : FAKE_DIMENSIONS;
    const tokens = input.reduce((sum, text) => sum + text.split(/\s+/).length, 0);
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        object: 'list',
        data: input.map((text, index) => ({ object: 'embedding', index, embedding: fakeVector(text, state.concepts, dimensions) })),
        model: body.model,
        usage: { prompt_tokens: tokens, total_tokens: tokens },
      }),
    );
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
