// The console's live stream behind inbox-live-machine.ts's placeholder: the fetch-based reader of
// GET /organisations/:id/events, telling the machine when it opens and what changed.
import { inboxLiveMachine, type WatchInboxInput } from '../../machines/inbox-live-machine.ts';
import { watchOrganisationEvents } from '../../services/inbox-events.ts';
import { apiCall } from './chat-actors.ts';

export function provideInboxLiveActors(machine: typeof inboxLiveMachine = inboxLiveMachine, watch = watchOrganisationEvents) {
  return machine.provide({
    actors: {
      watchInbox: apiCall<void, WatchInboxInput>((input, { signal }) =>
        watch(
          input.organisationId,
          input.operatorKey,
          {
            onOpened: () => input.parent.send({ type: 'stream.opened' }),
            onChange: (change) => input.parent.send({ type: 'stream.changed', change }),
          },
          signal,
        ),
      ),
    },
  });
}
