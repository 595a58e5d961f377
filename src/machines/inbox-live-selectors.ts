// The console's live stream as its views read it (with @xstate/react's useSelector), from the tags
// of its states (InboxLiveTag), never from state values.
import type { SnapshotFrom } from 'xstate';
import type { inboxLiveMachine, InboxLiveTag } from './inbox-live-machine.ts';

export type InboxLiveSnapshot = SnapshotFrom<typeof inboxLiveMachine>;

const ORDER: InboxLiveTag[] = ['live', 'connecting', 'reconnecting', 'polling', 'refused'];

/** How the list is kept fresh right now. */
export function selectLiveStatus(live: InboxLiveSnapshot): InboxLiveTag {
  return ORDER.find((tag) => live.hasTag(tag)) ?? 'connecting';
}
