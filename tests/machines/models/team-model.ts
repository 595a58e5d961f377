import { strictEqual } from 'node:assert/strict';
import type { TeamMember } from '../../../src/contract/contract.ts';
import { TEXTS } from '../../../src/contract/texts.ts';
import { teamMachine } from '../../../src/machines/team-machine.ts';
import { defineTestModel, done, failed } from '../support/model.ts';
import { ORGANISATION_ID, apiError } from './fixtures.ts';

export const OWNER: TeamMember = { id: 'e1a80101-0000-4000-8000-000000000001', name: 'Sam Owner', email: 'sam@example.org', role: 'owner' };
export const AGENT: TeamMember = { id: 'e1a80101-0000-4000-8000-000000000002', name: 'Aroha Agent', email: 'aroha@example.org', role: 'agent' };
export const MEMBERS: TeamMember[] = [OWNER, AGENT];
export const INVITATION_URL = 'http://localhost:3000/console?invitation=one-time-token';
export const INVITED_EMAIL = 'mere@example.org';

/** A refused session is announced, never kept as a text: only the general failure is shown. */
const ERRORS: (string | null)[] = [null, TEXTS.teamFailed];
const INVITATIONS: (string | null)[] = [null, INVITATION_URL];

export const teamModel = defineTestModel({
  name: 'team',
  machine: teamMachine,
  inputs: { owner: { organisationId: ORGANISATION_ID } },
  events: () => [
    done('loadMembers', MEMBERS),
    failed('loadMembers', apiError('server', 503)),
    failed('loadMembers', apiError('key-refused', 401)),
    { type: 'invite.submitted', email: INVITED_EMAIL, role: 'agent' },
    { type: 'role.changed', memberId: AGENT.id, role: 'owner' },
    { type: 'member.removed', memberId: AGENT.id },
    done('applyChange', { invitationUrl: INVITATION_URL }),
    done('applyChange', { invitationUrl: null }),
    failed('applyChange', apiError('invalid', 422)),
    failed('applyChange', apiError('key-refused', 401)),
  ],
  states: {
    loading: {
      description: 'GET the members (at first, and again after each change); the form and buttons wait.',
      check: (snapshot) => {
        strictEqual(snapshot.hasTag('busy'), true);
        strictEqual(ERRORS.includes(snapshot.context.error), true);
      },
    },
    ready: {
      description: 'The list, the invitation form and each member’s role and remove buttons (for owners).',
      shows: ['Team'],
      check: (snapshot, { emitted }) => {
        strictEqual(snapshot.hasTag('busy'), false);
        const { error, members, invitationUrl } = snapshot.context;
        // A refused session is announced for the console to sign out, and says nothing itself.
        if (emitted.at(-1)?.type === 'session.expired') strictEqual(error === null || error === TEXTS.teamFailed, true);
        else strictEqual(members.length === MEMBERS.length || error === TEXTS.teamFailed, true);
        strictEqual(ERRORS.includes(error), true);
        strictEqual(INVITATIONS.includes(invitationUrl), true);
      },
    },
    changing: {
      description: 'One change on its way; the form and buttons are disabled.',
      check: (snapshot) => {
        strictEqual(snapshot.hasTag('busy'), true);
        strictEqual(snapshot.context.error, null);
      },
    },
  },
});
