// The identity gate's view of its machine, through its states' tags.
import type { SnapshotFrom } from 'xstate';
import type { visitorIdentityMachine } from './visitor-identity-machine.ts';

export type VisitorIdentitySnapshot = SnapshotFrom<typeof visitorIdentityMachine>;

/** Verified or refused: either way the chat may start now. */
export const selectIdentitySettled = (identity: VisitorIdentitySnapshot): boolean => identity.hasTag('settled');
