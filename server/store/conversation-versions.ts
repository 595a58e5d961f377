// What a poll's ETag depends on, kept in memory so that an unchanged conversation is answered 304
// without a query (every open chat polls). It is only as good as its invalidation:
// - the database says what changed: triggers NOTIFY on CONVERSATION_CHANGES when a conversation's
//   counters change or a contact's details do, or either is deleted (migration 0016), whichever
//   instance or tool wrote it, so several instances on one PostgreSQL stay correct;
// - this instance's own writes are forgotten as soon as they commit (`forget`), before the
//   notification arrives, so a poll right after a send sees it;
// - a version read while something changed is not kept (the generation moved on: it may be older
//   than the change), and while the notifications connection is down nothing is kept or served.
import { findConversationVersion, type ConversationVersion } from './conversations-repository.ts';
import type { Store } from './db.ts';

/** The channel of migration 0016's triggers: 'c' + a conversation id, or 'k' + a contact id. */
export const CONVERSATION_CHANGES = 'korero_conversation_changes';

/** Entries kept at most (the oldest go first): a few MB for the chats open at once on a busy instance. */
const MAX_ENTRIES = 20_000;

export class ConversationVersions {
  private readonly versions = new Map<string, ConversationVersion>();
  /** Bumped by every change: a version read across a bump may predate it. */
  private generation = 0;
  private listening = false;
  private readonly stop: Promise<() => Promise<void>>;

  constructor(private readonly store: Store) {
    this.stop = store.listen(CONVERSATION_CHANGES, {
      onNotification: (payload) => (payload.startsWith('c') ? this.forget(payload.slice(1)) : this.forgetAll()),
      onListening: () => {
        this.forgetAll();
        this.listening = true;
      },
      onLost: () => {
        this.listening = false;
        this.forgetAll();
      },
    });
    // A store that cannot listen only means no cache: every poll reads the database.
    this.stop.catch(() => {});
  }

  async find(id: string): Promise<ConversationVersion | undefined> {
    const known = this.listening ? this.versions.get(id) : undefined;
    if (known) return known;
    const generation = this.generation;
    const version = await findConversationVersion(this.store.db, id);
    if (version && this.listening && generation === this.generation) {
      if (this.versions.size >= MAX_ENTRIES) this.versions.delete(this.versions.keys().next().value as string);
      this.versions.set(id, version);
    }
    return version;
  }

  /** A conversation's messages (or flags) changed, or it is gone. */
  forget(id: string): void {
    this.generation += 1;
    this.versions.delete(id);
  }

  /** A contact changed: its conversations' tags did, and which those are is not kept here. */
  forgetAll(): void {
    this.generation += 1;
    this.versions.clear();
  }

  async close(): Promise<void> {
    this.listening = false;
    await (await this.stop.catch(() => async () => {}))();
  }
}

const byStore = new WeakMap<Store, ConversationVersions>();

/** The one cache of a store, started on first use; closing the store stops its listening. */
export function conversationVersions(store: Store): ConversationVersions {
  let versions = byStore.get(store);
  if (!versions) {
    versions = new ConversationVersions(store);
    byStore.set(store, versions);
  }
  return versions;
}
