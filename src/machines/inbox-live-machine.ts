/**
 * The console's live stream (issue 13): keeps GET /organisations/:id/events open, so the inbox
 * and the open conversation update without polling. It says when to read again; the console
 * machine and the chat do the reading.
 *
 *   streaming.connecting  the stream is opening
 *   streaming.live        the server listens for this organisation:
 *     .quiet              nothing waits to be passed on
 *     .gathering          changes came: those of the next BATCH_WINDOW_MS join them, then all are
 *                         passed on at once (a burst reads the list once, not once per change)
 *   reconnecting          the stream dropped: try again after a backoff (1 s, 2 s, 4 s … at most 30 s)
 *   polling               it dropped MAX_ATTEMPTS times in a row: read every POLL_INTERVAL_MS
 *                         instead, trying the stream again each time
 *   refused               the server refused the credential (401/403): the console's own next
 *                         call meets the same refusal and takes the sign-out / session-expired path
 *
 * Input: { organisationId, operatorKey } ('' when signed in as a member: the session cookie goes).
 *
 * Emitted for the route: `inbox.changed { changes }` (what the stream reported in one window, each
 * once), `inbox.stale`
 * (changes may have been missed: on every (re)connection and every fallback poll), `inbox.refused`.
 *
 * The stream actor (`watchInbox`) sends `stream.opened` and `stream.changed` to this machine while
 * it runs, ends when the server closes the stream and fails when it cannot open or breaks.
 */
import { assign, emit, fromPromise, setup, type AnyActorRef } from 'xstate';
import { POLL_INTERVAL_MS } from '../contract/contract.ts';
import type { InboxChange } from '../contract/inbox.ts';
import { isKeyRefused } from './failure-texts.ts';

export interface InboxLiveInput {
  organisationId: string;
  operatorKey: string;
}

export interface InboxLiveContext extends InboxLiveInput {
  /** Drops in a row since the stream was last live. */
  attempts: number;
  /** The changes gathered in this window, each once, oldest first. */
  pending: InboxChange[];
}

export interface WatchInboxInput extends InboxLiveInput {
  /** Where the stream's `stream.opened` and `stream.changed` go. */
  parent: AnyActorRef;
}

export type InboxLiveEvent = { type: 'stream.opened' } | { type: 'stream.changed'; change: InboxChange };

export type InboxLiveEmitted = { type: 'inbox.changed'; changes: InboxChange[] } | { type: 'inbox.stale' } | { type: 'inbox.refused' };

export type InboxLiveTag = 'connecting' | 'live' | 'reconnecting' | 'polling' | 'refused';

/** Drops in a row before falling back to polling. */
export const MAX_ATTEMPTS = 3;
const FIRST_BACKOFF_MS = 1000;
const MAX_BACKOFF_MS = 30_000;
/** How long changes are gathered after the first, before the list is read once for all of them. */
export const BATCH_WINDOW_MS = 300;

/** 1 s after the first drop, doubling after each further one, at most 30 s. */
export const backoffMs = (attempts: number): number => Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** Math.max(0, attempts - 1));

/** The server ended the stream: a drop like any other, without an error to log. */
const ended = [
  { guard: 'attemptsLeft' as const, target: '#inboxLive.reconnecting', actions: 'countDrop' as const },
  { target: '#inboxLive.polling', actions: 'countDrop' as const },
];

export const inboxLiveMachine = setup({
  types: {
    input: {} as InboxLiveInput,
    context: {} as InboxLiveContext,
    events: {} as InboxLiveEvent,
    emitted: {} as InboxLiveEmitted,
    tags: {} as InboxLiveTag,
  },
  actors: {
    // Placeholder: routes/-wiring/inbox-live-actors.ts provides the fetch-based event stream reader.
    watchInbox: fromPromise<void, WatchInboxInput>(async () => {
      throw new Error('watchInbox is not provided');
    }),
  },
  delays: {
    reconnectDelay: ({ context }) => backoffMs(context.attempts),
    pollInterval: POLL_INTERVAL_MS,
    batchWindow: BATCH_WINDOW_MS,
  },
  guards: {
    wasRefused: ({ event }) => 'error' in event && isKeyRefused(event.error),
    attemptsLeft: ({ context }) => context.attempts + 1 < MAX_ATTEMPTS,
  },
  actions: {
    countDrop: assign({ attempts: ({ context }) => context.attempts + 1 }),
    // A new stream starts afresh: what a dropped one gathered is read again with everything else.
    resetAttempts: assign({ attempts: 0, pending: [] }),
    gatherChange: assign({
      pending: ({ context, event }) => {
        const change = (event as { change: InboxChange }).change;
        const known = context.pending.some((each) => each.kind === change.kind && each.id === change.id);
        return known ? context.pending : [...context.pending, change];
      },
    }),
    emitChanged: emit(({ context }) => ({ type: 'inbox.changed' as const, changes: context.pending })),
    clearPending: assign({ pending: [] }),
    emitStale: emit({ type: 'inbox.stale' as const }),
    emitRefused: emit({ type: 'inbox.refused' as const }),
    logDrop: (_, params: { error: unknown }) => console.error('Console live stream', params.error),
  },
}).createMachine({
  id: 'inboxLive',
  description: "The console's live stream of the organisation's changes, reconnecting with backoff and falling back to polling.",
  context: ({ input }) => ({ ...input, attempts: 0, pending: [] }),
  initial: 'streaming',
  states: {
    streaming: {
      invoke: {
        id: 'watchInbox',
        src: 'watchInbox',
        input: ({ context, self }) => ({ organisationId: context.organisationId, operatorKey: context.operatorKey, parent: self }),
        onDone: ended,
        onError: [
          { guard: 'wasRefused', target: '#inboxLive.refused', actions: 'emitRefused' },
          { guard: 'attemptsLeft', target: '#inboxLive.reconnecting', actions: ['countDrop', { type: 'logDrop', params: ({ event }) => ({ error: event.error }) }] },
          { target: '#inboxLive.polling', actions: ['countDrop', { type: 'logDrop', params: ({ event }) => ({ error: event.error }) }] },
        ],
      },
      initial: 'connecting',
      states: {
        connecting: {
          description: 'GET /organisations/:id/events is opening.',
          tags: ['connecting'],
          on: {
            // Whatever happened while it was not listening is read again.
            'stream.opened': { target: 'live', actions: ['resetAttempts', 'emitStale'] },
          },
        },
        live: {
          description: 'Every change of the organisation is passed on, those close together at once.',
          tags: ['live'],
          initial: 'quiet',
          states: {
            quiet: {
              description: 'Nothing waits to be passed on.',
              on: { 'stream.changed': { target: 'gathering', actions: 'gatherChange' } },
            },
            gathering: {
              description: 'Changes came: the ones of the next moment join them, then all are passed on together.',
              on: { 'stream.changed': { actions: 'gatherChange' } },
              after: { batchWindow: { target: 'quiet', actions: ['emitChanged', 'clearPending'] } },
            },
          },
        },
      },
    },
    reconnecting: {
      description: 'The stream dropped: it is opened again after a backoff.',
      tags: ['reconnecting'],
      after: { reconnectDelay: 'streaming' },
    },
    polling: {
      description: 'The stream keeps dropping: the list is read every ten seconds, and the stream tried again each time.',
      tags: ['polling'],
      entry: 'emitStale',
      after: { pollInterval: 'streaming' },
    },
    refused: {
      description: 'The credential was refused: the console signs out or its session has expired.',
      tags: ['refused'],
    },
  },
});
