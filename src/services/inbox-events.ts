// GET /organisations/:id/events: the console's live stream (server/routes/organisation-events.ts),
// read with server-events.ts. Resolves when the server ends the stream, rejects with an ApiError when it
// cannot be opened (a refused credential is 'key-refused') or breaks; aborting ends it quietly.
import { mask } from 'superstruct';
import { InboxChange } from '../contract/inbox.ts';
import { ApiError, apiErrorCodeForStatus } from '../contract/api-error.ts';
import { apiBase, call } from './api.ts';
import { teamHeaders } from './team-credentials.ts';
import { serverEvents } from './server-events.ts';

export interface InboxStreamHandlers {
  /** The server listens: changes from now on arrive. */
  onOpened(): void;
  onChange(change: InboxChange): void;
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
      for await (const { event, data } of serverEvents(response.body!)) {
        if (event === 'ready') handlers.onOpened();
        else if (event === 'change') handlers.onChange(mask(JSON.parse(data), InboxChange));
      }
    },
    request,
    { signal },
  );
}
