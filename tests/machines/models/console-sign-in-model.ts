import { strictEqual } from 'node:assert/strict';
import { consoleSignInMachine } from '../../../src/machines/console-sign-in-machine.ts';
import { TEXTS } from '../../../src/contract/texts.ts';
import type { ConsoleSession, InvitationView } from '../../../src/contract/contract.ts';
import { defineTestModel, done, failed } from '../support/model.ts';
import { ORGANISATION_ID, apiError } from './fixtures.ts';

export const INVITATION_TOKEN = 'invitation-token-0123456789abcdef';
export const MEMBER_EMAIL = 'sam@example.com';
export const MEMBER_PASSWORD = 'sam-password-0123';

export const SESSION: ConsoleSession = {
  member: { id: '5b0c3a8e-1f7a-4d8e-9a51-0c3f2b7d9e10', name: 'Sam Carter', email: MEMBER_EMAIL, role: 'agent' },
  organisation_id: ORGANISATION_ID,
  csrf_token: 'csrf-token-0123',
};

export const INVITATION: InvitationView = {
  organisation_id: ORGANISATION_ID,
  organisation_name: 'Queenstown Adventures',
  email: MEMBER_EMAIL,
  role: 'agent',
  expires_at: 4_102_444_800_000,
};

const notSignedIn = apiError('key-refused', 401);
const refused = apiError('key-refused', 401);
const gone = apiError('not-found', 404);
const tooShort = Object.assign(apiError('invalid', 422), { field: 'password' });

const FORM_ERRORS: (string | null)[] = [null, TEXTS.signInRefused, TEXTS.sessionExpired];

export const consoleSignInModel = defineTestModel({
  name: 'console-sign-in',
  machine: consoleSignInMachine,
  inputs: {
    plain: { organisationId: ORGANISATION_ID, invitationToken: null },
    invited: { organisationId: ORGANISATION_ID, invitationToken: INVITATION_TOKEN },
  },
  events: () => [
    done('checkSession', SESSION),
    failed('checkSession', notSignedIn),
    { type: 'signIn.submitted', email: ` ${MEMBER_EMAIL} `, password: MEMBER_PASSWORD },
    { type: 'signIn.submitted', email: '  ', password: '' },
    done('signIn', SESSION),
    failed('signIn', refused),
    { type: 'session.expired' },
    { type: 'signedOut' },
    done('signOut', undefined),
    failed('signOut', apiError('server', 503)),
    done('loadInvitation', INVITATION),
    failed('loadInvitation', gone),
    { type: 'invitation.submitted', name: ' Sam Carter ', password: MEMBER_PASSWORD },
    { type: 'invitation.submitted', name: ' ', password: MEMBER_PASSWORD },
    done('acceptInvitation', SESSION),
    failed('acceptInvitation', gone),
    failed('acceptInvitation', tooShort),
    { type: 'invitation.dismissed' },
  ],
  states: {
    checkingSession: {
      description: 'GET /organisations/:id/session: is this browser signed in already?',
      check: (snapshot) => strictEqual(snapshot.context.session, null),
    },
    signedOut: {
      description: 'The sign-in form; a refused password says why.',
      shows: ['Email', 'Password', 'Sign in'],
      check: (snapshot) => {
        strictEqual(snapshot.context.session, null);
        strictEqual(FORM_ERRORS.includes(snapshot.context.error), true);
      },
    },
    signingIn: {
      description: 'POST /organisations/:id/session with the email and password.',
      check: (snapshot) => strictEqual(snapshot.context.session, null),
    },
    signedIn: {
      description: 'The console, as the member.',
      shows: ['Sign out'],
      check: (snapshot) => {
        strictEqual(snapshot.context.session?.member.email, MEMBER_EMAIL);
        strictEqual(snapshot.context.error, null);
        strictEqual(snapshot.context.invitationToken, null);
      },
    },
    sessionExpired: {
      description: 'The sign-in form again, saying the session ended.',
      shows: [TEXTS.sessionExpired],
      check: (snapshot) => {
        strictEqual(snapshot.context.session, null);
        strictEqual(snapshot.context.error, TEXTS.sessionExpired);
      },
    },
    signingOut: {
      description: 'DELETE /organisations/:id/session.',
      check: (snapshot) => strictEqual(snapshot.context.session?.member.email, MEMBER_EMAIL),
    },
    loadingInvitation: {
      description: 'GET /invitations/:token.',
      check: (snapshot) => strictEqual(snapshot.context.invitationToken, INVITATION_TOKEN),
    },
    invitation: {
      description: 'The invitation form: name and password.',
      shows: ['Your name', 'Choose a password', 'Join the team'],
      check: (snapshot) => {
        strictEqual(snapshot.context.invitation?.email, MEMBER_EMAIL);
        const error = snapshot.context.error;
        strictEqual(error === null || error === TEXTS.invitationPasswordShort, true);
      },
    },
    acceptingInvitation: {
      description: 'POST /invitations/:token/accept.',
      check: (snapshot) => strictEqual(snapshot.context.invitationToken, INVITATION_TOKEN),
    },
    invitationInvalid: {
      description: 'A spent or expired link: sign in instead.',
      shows: [TEXTS.invitationInvalid, 'Sign in instead'],
      check: (snapshot) => strictEqual(snapshot.context.error, TEXTS.invitationInvalid),
    },
  },
});
