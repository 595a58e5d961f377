// The operator console's views read it only through these (with @xstate/react's useSelector),
// from the tags of its states (OperatorConsoleTag), never from state values.
import type { SnapshotFrom } from 'xstate';
import type { InboxConversation, InboxFilter } from '../contract/inbox.ts';
import type { operatorConsoleMachine } from './operator-console-machine.ts';

export type OperatorConsoleSnapshot = SnapshotFrom<typeof operatorConsoleMachine>;
export type OperatorConsoleScreen = 'signedOut' | 'checkingKey' | 'signedIn';

export function selectOperatorScreen(console: OperatorConsoleSnapshot): OperatorConsoleScreen {
  if (console.hasTag('signedIn')) return 'signedIn';
  if (console.hasTag('signedOut')) return 'signedOut';
  return 'checkingKey';
}

/** The key the chat sends the team member's messages with; null while signed out. */
export const selectOperatorKey = (console: OperatorConsoleSnapshot): string | null =>
  console.hasTag('signedIn') ? console.context.operatorKey : null;
export const selectOperatorConversations = (console: OperatorConsoleSnapshot): InboxConversation[] =>
  console.context.conversations;
export const selectKeyError = (console: OperatorConsoleSnapshot): string | null => console.context.keyError;
export const selectListError = (console: OperatorConsoleSnapshot): string | null => console.context.listError;
export const selectHandbackError = (console: OperatorConsoleSnapshot): string | null => console.context.handbackError;
export const selectIsHandingBack = (console: OperatorConsoleSnapshot): boolean => console.hasTag('handingBack');

// The inbox (issue 13).
export const selectInboxFilter = (console: OperatorConsoleSnapshot): InboxFilter => console.context.filter;
export const selectInboxSearch = (console: OperatorConsoleSnapshot): string => console.context.search;
export const selectHasMorePages = (console: OperatorConsoleSnapshot): boolean => console.context.nextCursor !== null;
export const selectIsLoadingMore = (console: OperatorConsoleSnapshot): boolean => console.hasTag('loadingMore');
export const selectIsTakingOver = (console: OperatorConsoleSnapshot): boolean => console.hasTag('takingOver');
export const selectWaitingCount = (console: OperatorConsoleSnapshot): number | null => console.context.waitingCount;
/** On a small screen: the list, or the open conversation. */
export const selectNarrowView = (console: OperatorConsoleSnapshot): 'list' | 'conversation' => console.context.view;
export const selectOpenConversationId = (console: OperatorConsoleSnapshot): string | null => console.context.openConversationId;
