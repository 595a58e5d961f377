// The operator console's views read it only through these (with @xstate/react's useSelector),
// from the tags of its states (OperatorConsoleTag), never from state values.
import type { SnapshotFrom } from 'xstate';
import type { OperatorConversation } from '../contract/contract.ts';
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
export const selectOperatorConversations = (console: OperatorConsoleSnapshot): OperatorConversation[] =>
  console.context.conversations;
export const selectKeyError = (console: OperatorConsoleSnapshot): string | null => console.context.keyError;
export const selectListError = (console: OperatorConsoleSnapshot): string | null => console.context.listError;
export const selectHandbackError = (console: OperatorConsoleSnapshot): string | null => console.context.handbackError;
export const selectIsHandingBack = (console: OperatorConsoleSnapshot): boolean => console.hasTag('handingBack');
