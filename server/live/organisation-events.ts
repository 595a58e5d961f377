// What the console's live stream hears (issue 13): migration 0023's triggers NOTIFY
// ORGANISATION_EVENTS with '<organisation id> c<conversation id>' or '<organisation id> k<contact id>'
// for every change a team should see, written by any instance or tool, '<organisation id>
// m<member id>' when a member is removed and '<organisation id> s<session id hash>' when a session
// ends (signed out, or cleared after expiry): their streams end at once. One LISTEN per process
// (Store.listen: a dedicated connection on PostgreSQL, PGlite's own in process) is fanned out here
// to the streams open for that organisation only, so one organisation's events never reach another's.
import type { InboxChange } from '../../src/contract/inbox.ts';
import type { Store } from '../store/db.ts';

export const ORGANISATION_EVENTS = 'korero_organisation_events';

export interface OrganisationSubscriber {
  /** The member whose session opened the stream (null for an API key): their removal ends it. */
  memberId: string | null;
  /** The sha256 of the session that opened the stream (null for an API key): its end ends the stream. */
  sessionIdHash: string | null;
  onChange(change: InboxChange): void;
  /** Notifications may have been missed (the listening connection dropped): the stream should end, so its client re-reads. */
  onLost(): void;
}

export type OrganisationEvent =
  | { organisationId: string; change: InboxChange }
  | { organisationId: string; removedMemberId: string }
  | { organisationId: string; endedSessionHash: string };

/** Parses a trigger's payload; anything else is ignored rather than sent to somebody. */
export function parseOrganisationEvent(payload: string): OrganisationEvent | null {
  const space = payload.lastIndexOf(' ');
  if (space <= 0) return null;
  const organisationId = payload.slice(0, space);
  const tail = payload.slice(space + 1);
  const id = tail.slice(1);
  if (!id) return null;
  if (tail[0] === 'm') return { organisationId, removedMemberId: id };
  if (tail[0] === 's') return { organisationId, endedSessionHash: id };
  const kind = tail[0] === 'c' ? 'conversation' : tail[0] === 'k' ? 'contact' : null;
  return kind ? { organisationId, change: { kind, id } } : null;
}

export class OrganisationEvents {
  private readonly subscribers = new Map<string, Set<OrganisationSubscriber>>();
  private listening!: Promise<void>;
  private listened: () => void = () => {};
  private readonly stop: Promise<() => Promise<void>>;

  constructor(store: Store) {
    this.waitForListening();
    this.stop = store.listen(ORGANISATION_EVENTS, {
      onNotification: (payload) => {
        const event = parseOrganisationEvent(payload);
        if (!event) return;
        for (const subscriber of [...(this.subscribers.get(event.organisationId) ?? [])]) {
          if ('change' in event) subscriber.onChange(event.change);
          else if ('removedMemberId' in event ? subscriber.memberId === event.removedMemberId : subscriber.sessionIdHash === event.endedSessionHash) {
            subscriber.onLost();
          }
        }
      },
      onListening: () => this.listened(),
      onLost: () => {
        // Until it listens again, a new stream waits rather than claiming to be live.
        this.waitForListening();
        this.loseAll();
      },
    });
    this.stop.catch(() => {});
  }

  private waitForListening(): void {
    this.listening = new Promise((resolve) => (this.listened = resolve));
  }

  /** Resolves once notifications are heard: a stream says it is live only after this. */
  ready(): Promise<void> {
    return this.listening;
  }

  subscribe(organisationId: string, subscriber: OrganisationSubscriber): () => void {
    let set = this.subscribers.get(organisationId);
    if (!set) this.subscribers.set(organisationId, (set = new Set()));
    set.add(subscriber);
    return () => {
      set.delete(subscriber);
      if (set.size === 0 && this.subscribers.get(organisationId) === set) this.subscribers.delete(organisationId);
    };
  }

  /** Ends every open stream (the process is closing, or notifications may have been missed). */
  loseAll(): void {
    for (const set of [...this.subscribers.values()]) for (const subscriber of [...set]) subscriber.onLost();
  }

  async close(): Promise<void> {
    this.loseAll();
    await (await this.stop.catch(() => async () => {}))();
  }
}

const byStore = new WeakMap<Store, OrganisationEvents>();

/** The process's one listener for this store, started on first use. */
export function organisationEvents(store: Store): OrganisationEvents {
  let events = byStore.get(store);
  if (!events) {
    events = new OrganisationEvents(store);
    byStore.set(store, events);
  }
  return events;
}
