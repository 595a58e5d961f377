// GET /organisations/:id/events: the console's live stream (server/routes/organisation-events.ts),
// read with fetch and a stream reader rather than EventSource, which cannot send an API key's
// Authorization header. Resolves when the server ends the stream, rejects with an ApiError when it
// cannot be opened (a refused credential is 'key-refused') or breaks; aborting ends it quietly.
import { mask } from 'superstruct';
import { InboxChange } from '../contract/inbox.ts';
import { ApiError, apiErrorCodeForStatus } from '../contract/api-error.ts';
import { apiBase, call } from './api.ts';
import { teamHeaders } from './team-credentials.ts';

export interface InboxStreamHandlers {
  /** The server listens: changes from now on arrive. */
  onOpened(): void;
  onChange(change: InboxChange): void;
}

async function* blocks(body: ReadableStream<Uint8Array>): AsyncGenerator<{ event: string; data: string }> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffered += decoder.decode(value, { stream: true }).replace(/\r\n/g, '\n');
    let end: number;
    while ((end = buffered.indexOf('\n\n')) >= 0) {
      const block = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      // A block of comments only (the server's keep-alive) carries no event.
      if (data.length > 0) yield { event, data: data.join('\n') };
    }
  }
}

export async function watchOrganisationEvents(
  organisationId: string,
  operatorKey: string,
  handlers: InboxStreamHandlers,
  signal: AbortSignal,
): Promise<void> {
  const request = 'GET /organisations/:id/events';
  const response = await call(
    () =>
      fetch(`${apiBase()}/organisations/${encodeURIComponent(organisationId)}/events`, {
        headers: { Accept: 'text/event-stream', ...teamHeaders(operatorKey) },
        signal,
      }),
    request,
    { signal },
  );
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => null)) as { message?: unknown; field?: unknown } | null;
    const message = typeof body?.message === 'string' ? ` ${body.message}` : '';
    throw new ApiError(apiErrorCodeForStatus(response.status, 'organisation-not-found'), `${request}: ${response.status}${message}`, { status: response.status });
  }
  await call(
    async () => {
      for await (const { event, data } of blocks(response.body!)) {
        if (event === 'ready') handlers.onOpened();
        else if (event === 'change') handlers.onChange(mask(JSON.parse(data), InboxChange));
      }
    },
    request,
    { signal },
  );
}
