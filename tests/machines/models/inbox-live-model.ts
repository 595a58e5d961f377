import { strictEqual } from 'node:assert/strict';
import { MAX_ATTEMPTS, backoffMs, inboxLiveMachine } from '../../../src/machines/inbox-live-machine.ts';
import { after, defineTestModel, done, failed } from '../support/model.ts';
import { CONVERSATION_ID, ORGANISATION_ID, apiError } from './fixtures.ts';

type Emitted = { type: string };
const count = (emitted: Emitted[], type: string) => emitted.filter((event) => event.type === type).length;

export const inboxLiveModel = defineTestModel({
  name: 'inbox-live',
  machine: inboxLiveMachine,
  inputs: {
    // The console's stream: the key or the session goes with it, the machine does not care which.
    console: { organisationId: ORGANISATION_ID, operatorKey: '' },
  },
  // Whether one more drop falls back to polling decides the guard.
  guardFacts: (snapshot) => ({ lastAttempt: snapshot.context.attempts + 1 >= MAX_ATTEMPTS }),
  events: () => [
    { type: 'stream.opened' },
    { type: 'stream.changed', change: { kind: 'conversation', id: CONVERSATION_ID } },
    // The server ended the stream (its database connection dropped, or it is closing).
    done('watchInbox', undefined),
    failed('watchInbox', apiError('network')),
    failed('watchInbox', apiError('key-refused', 401)),
    after('reconnectDelay', 'inboxLive.reconnecting'),
    after('pollInterval', 'inboxLive.polling'),
  ],
  states: {
    'streaming.connecting': {
      description: 'GET /organisations/:id/events is opening.',
      check: (snapshot) => strictEqual(snapshot.context.attempts < MAX_ATTEMPTS || snapshot.context.attempts >= MAX_ATTEMPTS, true),
    },
    'streaming.live': {
      description: 'Every change of the organisation is passed on; whatever happened before it opened is read again.',
      check: (snapshot, { emitted }) => {
        strictEqual(snapshot.context.attempts, 0);
        strictEqual(count(emitted, 'inbox.stale') >= 1, true);
      },
    },
    reconnecting: {
      description: 'The stream dropped: it is opened again after a backoff that doubles with each drop.',
      check: (snapshot) => {
        strictEqual(snapshot.context.attempts >= 1 && snapshot.context.attempts < MAX_ATTEMPTS, true);
        strictEqual(backoffMs(snapshot.context.attempts), 1000 * 2 ** (snapshot.context.attempts - 1));
      },
    },
    polling: {
      description: 'It keeps dropping: the list is read every ten seconds instead, the stream tried again each time.',
      check: (snapshot, { emitted }) => {
        strictEqual(snapshot.context.attempts >= MAX_ATTEMPTS, true);
        strictEqual(count(emitted, 'inbox.stale') >= 1, true);
      },
    },
    refused: {
      description: "The credential was refused: the console's next call takes the sign-out path.",
      check: (_snapshot, { emitted }) => strictEqual(count(emitted, 'inbox.refused'), 1),
    },
  },
});
