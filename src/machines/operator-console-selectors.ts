// The operator console's views read it only through these (with @xstate/react's useSelector).
import type { SnapshotFrom } from 'xstate';
import type { OperatorConversation } from '../services/contract.ts';
import type { operatorConsoleMachine } from './operator-console-machine.ts';

export type OperatorConsoleSnapshot = SnapshotFrom<typeof operatorConsoleMachine>;
export type OperatorConsoleScreen = 'signedOut' | 'checkingKey' | 'signedIn';

export function selectOperatorScreen(console: OperatorConsoleSnapshot): OperatorConsoleScreen {
  if (console.matches('signedIn')) return 'signedIn';
  if (console.matches('signedOut')) return 'signedOut';
  return 'checkingKey';
}

/** The key the chat sends the team member's messages with; null while signed out. */
export const selectOperatorKey = (console: OperatorConsoleSnapshot): string | null =>
  console.matches('signedIn') ? console.context.operatorKey : null;
export const selectOperatorConversations = (console: OperatorConsoleSnapshot): OperatorConversation[] =>
  console.context.conversations;
export const selectKeyError = (console: OperatorConsoleSnapshot): string | null => console.context.keyError;
export const selectListError = (console: OperatorConsoleSnapshot): string | null => console.context.listError;
export const selectHandbackError = (console: OperatorConsoleSnapshot): string | null => console.context.handbackError;
export const selectIsHandingBack = (console: OperatorConsoleSnapshot): boolean =>
  console.matches({ signedIn: { handback: 'handingBack' } });
