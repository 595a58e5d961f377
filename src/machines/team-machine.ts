/**
 * The console's team panel (issue 13): the organisation's members; owners invite by one-time link,
 * change roles and remove members. One change at a time; the list is loaded again after each.
 *
 * Input: { organisationId }.
 * Events: invite.submitted { email, role }, role.changed { memberId, role }, member.removed { memberId }.
 * A refused session (401) is emitted as `session.expired` for the console to sign out.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import type { TeamMember } from '../contract/contract.ts';
import { failureText, isSessionEnded } from './failure-texts.ts';

export interface TeamInput {
  organisationId: string;
}

export interface TeamContext extends TeamInput {
  members: TeamMember[];
  /** The last invitation's one-time link, shown for the owner to send. */
  invitationUrl: string | null;
  error: string | null;
}

export type TeamChange =
  | { type: 'invite.submitted'; email: string; role: TeamMember['role'] }
  | { type: 'role.changed'; memberId: string; role: TeamMember['role'] }
  | { type: 'member.removed'; memberId: string };

const failure = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

export const teamMachine = setup({
  types: {
    input: {} as TeamInput,
    context: {} as TeamContext,
    events: {} as TeamChange,
    emitted: {} as { type: 'session.expired' },
    tags: {} as 'busy',
  },
  actors: {
    // Placeholders: routes/-wiring/team-actors.ts provides the team calls.
    fetchMembers: fromPromise<TeamMember[], { organisationId: string }>(async () => {
      throw new Error('fetchMembers is not provided');
    }),
    applyChange: fromPromise<{ invitationUrl: string | null }, { organisationId: string; change: TeamChange }>(async () => {
      throw new Error('applyChange is not provided');
    }),
  },
  guards: {
    sessionEnded: (_, params: { error: unknown }) => isSessionEnded(params.error),
  },
  actions: {
    rememberMembers: assign({ members: (_, members: TeamMember[]) => members }),
    rememberInvitation: assign({ invitationUrl: (_, output: { invitationUrl: string | null }) => output.invitationUrl, error: null }),
    rememberError: assign({ error: (_, params: { error: unknown }) => failureText('team', params.error) }),
    forgetError: assign({ error: null }),
    announceExpiry: emit({ type: 'session.expired' as const }),
  },
}).createMachine({
  id: 'team',
  description: "The organisation's members, and an owner's changes to them.",
  context: ({ input }) => ({ ...input, members: [], invitationUrl: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadMembers',
        src: 'fetchMembers',
        input: ({ context }) => ({ organisationId: context.organisationId }),
        onDone: { target: 'ready', actions: { type: 'rememberMembers', params: ({ event }) => event.output } },
        onError: [
          { guard: { type: 'sessionEnded', params: failure }, target: 'ready', actions: 'announceExpiry' },
          { target: 'ready', actions: { type: 'rememberError', params: failure } },
        ],
      },
    },
    ready: {
      description: 'The list, the invitation form and each member’s role and remove buttons (for owners).',
      on: {
        'invite.submitted': { target: 'changing', actions: 'forgetError' },
        'role.changed': { target: 'changing', actions: 'forgetError' },
        'member.removed': { target: 'changing', actions: 'forgetError' },
      },
    },
    changing: {
      tags: ['busy'],
      description: 'One change on its way; the form and buttons are disabled.',
      invoke: {
        id: 'applyChange',
        src: 'applyChange',
        input: ({ context, event }) => ({ organisationId: context.organisationId, change: event }),
        onDone: { target: 'loading', actions: { type: 'rememberInvitation', params: ({ event }) => event.output } },
        onError: [
          { guard: { type: 'sessionEnded', params: failure }, target: 'ready', actions: 'announceExpiry' },
          { target: 'loading', actions: { type: 'rememberError', params: failure } },
        ],
      },
    },
  },
});
