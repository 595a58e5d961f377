import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise, type AnyActorRef } from 'xstate';
import type { InboxChange } from '../../src/contract/inbox.ts';
import { BATCH_WINDOW_MS, inboxLiveMachine, type WatchInboxInput } from '../../src/machines/inbox-live-machine.ts';
import { CONTACT_ID, CONVERSATION_ID, ORGANISATION_ID, OTHER_CONVERSATION_ID } from './models/fixtures.ts';
import { inboxLiveModel } from './models/inbox-live-model.ts';
import { describeMachineModel } from './support/machine-suite.ts';

describeMachineModel(inboxLiveModel);

// A burst of changes on a simulated clock: the route hears of them once per window, each change once.
describe('inbox live: a burst of changes', () => {
  function start() {
    const clock = new SimulatedClock();
    let parent: AnyActorRef | undefined;
    const machine = inboxLiveMachine.provide({
      // The stream stays open; the test sends what it would have heard.
      actors: { watchInbox: fromPromise<void, WatchInboxInput>(({ input }) => ((parent = input.parent), new Promise<void>(() => {}))) },
    });
    const actor = createActor(machine, { input: { organisationId: ORGANISATION_ID, operatorKey: '' }, clock });
    const changed: InboxChange[][] = [];
    actor.on('inbox.changed', (event) => changed.push(event.changes));
    actor.start();
    const opened = () => parent!.send({ type: 'stream.opened' });
    opened();
    const hear = (change: InboxChange) => parent!.send({ type: 'stream.changed', change });
    return { actor, clock, changed, hear, opened };
  }

  it('passes on the changes of one window together, each once, when the window closes', () => {
    const { clock, changed, hear } = start();
    const conversation: InboxChange = { kind: 'conversation', id: CONVERSATION_ID };
    const other: InboxChange = { kind: 'conversation', id: OTHER_CONVERSATION_ID };
    const contact: InboxChange = { kind: 'contact', id: CONTACT_ID };
    hear(conversation);
    clock.increment(BATCH_WINDOW_MS - 100);
    hear(other);
    hear(conversation);
    hear(contact);
    clock.increment(99);
    expect(changed).toEqual([]);
    clock.increment(1);
    expect(changed).toEqual([[conversation, other, contact]]);
    // The window is measured from its first change: a steady stream is still read once per window.
    hear(other);
    clock.increment(BATCH_WINDOW_MS - 1);
    hear(conversation);
    clock.increment(1);
    expect(changed).toEqual([[conversation, other, contact], [other, conversation]]);
    clock.increment(10 * BATCH_WINDOW_MS);
    expect(changed).toHaveLength(2);
  });

  it('forgets what a dropped stream gathered: the reconnection reads everything again', () => {
    const { actor, clock, changed, hear, opened } = start();
    const stale: string[] = [];
    actor.on('inbox.stale', (event) => stale.push(event.type));
    hear({ kind: 'conversation', id: CONVERSATION_ID });
    actor.send({ type: 'xstate.done.actor.watchInbox', output: undefined } as never);
    expect(actor.getSnapshot().hasTag('reconnecting')).toBe(true);
    clock.increment(BATCH_WINDOW_MS);
    expect(changed).toEqual([]);
    // Reconnected after the first backoff: opened, it reads everything again instead.
    clock.increment(1000);
    opened();
    expect(stale).toHaveLength(1);
    expect(actor.getSnapshot().context.pending).toEqual([]);
    clock.increment(BATCH_WINDOW_MS);
    expect(changed).toEqual([]);
  });
});
