import { deepStrictEqual, strictEqual } from 'node:assert/strict';
import { MAX_ATTEMPTS, backoffMs, inboxLiveMachine } from '../../../src/machines/inbox-live-machine.ts';
import { after, defineTestModel, done, failed } from '../support/model.ts';
import { CONTACT_ID, CONVERSATION_ID, ORGANISATION_ID, apiError } from './fixtures.ts';

type Emitted = { type: string; changes?: unknown[] };
const count = (emitted: Emitted[], type: string) => emitted.filter((event) => event.type === type).length;
const CONVERSATION_CHANGE = { kind: 'conversation', id: CONVERSATION_ID } as const;
const CONTACT_CHANGE = { kind: 'contact', id: CONTACT_ID } as const;

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
    { type: 'stream.changed', change: CONVERSATION_CHANGE },
    // A burst: another change while the first waits.
    { type: 'stream.changed', change: CONTACT_CHANGE },
    // The server ended the stream (its database connection dropped, or it is closing).
    done('watchInbox', undefined),
    failed('watchInbox', apiError('network')),
    failed('watchInbox', apiError('key-refused', 401)),
    after('reconnectDelay', 'inboxLive.reconnecting'),
    after('pollInterval', 'inboxLive.polling'),
    after('batchWindow', 'inboxLive.streaming.live.gathering'),
  ],
  states: {
    'streaming.connecting': {
      description: 'GET /organisations/:id/events is opening.',
      check: (snapshot) => strictEqual(snapshot.context.attempts < MAX_ATTEMPTS || snapshot.context.attempts >= MAX_ATTEMPTS, true),
    },
    'streaming.live.quiet': {
      description: 'Live with nothing waiting; whatever happened before it opened is read again, and each window of changes was passed on at once.',
      check: (snapshot, { emitted }) => {
        strictEqual(snapshot.context.attempts, 0);
        strictEqual(count(emitted, 'inbox.stale') >= 1, true);
        deepStrictEqual(snapshot.context.pending, []);
        // Every window passed on its changes once each: never two of one kind and id in one event.
        for (const event of emitted.filter((each) => each.type === 'inbox.changed')) {
          const changes = (event as Emitted).changes as Array<{ kind: string; id: string }>;
          strictEqual(changes.length >= 1, true);
          strictEqual(new Set(changes.map((change) => `${change.kind}:${change.id}`)).size, changes.length);
        }
      },
    },
    'streaming.live.gathering': {
      description: 'Changes came and wait for the window to close: nothing is passed on yet.',
      check: (snapshot) => {
        strictEqual(snapshot.context.attempts, 0);
        strictEqual(snapshot.context.pending.length >= 1, true);
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
