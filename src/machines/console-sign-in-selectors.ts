// The console sign-in's views read it only through these (with @xstate/react's useSelector).
import type { SnapshotFrom } from 'xstate';
import type { ConsoleSession, InvitationView } from '../contract/contract.ts';
import type { ConsoleSignInTag, consoleSignInMachine } from './console-sign-in-machine.ts';

export type ConsoleSignInSnapshot = SnapshotFrom<typeof consoleSignInMachine>;
export type ConsoleSignInScreen = ConsoleSignInTag;

const SCREENS: readonly ConsoleSignInTag[] = ['signedIn', 'form', 'signingIn', 'invitation', 'accepting', 'invitationInvalid'];

export function selectSignInScreen(signIn: ConsoleSignInSnapshot): ConsoleSignInScreen {
  return SCREENS.find((tag) => signIn.hasTag(tag)) ?? 'checking';
}

export const selectConsoleSession = (signIn: ConsoleSignInSnapshot): ConsoleSession | null => signIn.context.session;
export const selectSignInError = (signIn: ConsoleSignInSnapshot): string | null => signIn.context.error;
export const selectInvitation = (signIn: ConsoleSignInSnapshot): InvitationView | null => signIn.context.invitation;
