/**
 * The console's sign-in (issue 13): a team member signs in with email and password to a session
 * the server keeps (an httpOnly cookie the page never sees, and a CSRF token for its writes); a
 * session that ends (expired, signed out elsewhere, the member removed) brings the sign-in form back
 * with a reason; an invitation link opens the form that sets name and password, and accepting it
 * signs the new member in.
 *
 * Input: { organisationId, invitationToken } (the token from the link's #invitation=…, or null).
 *
 * Events the view sends:
 *   signIn.submitted { email, password }      the sign-in form
 *   invitation.submitted { name, password }   the invitation form
 *   invitation.dismissed                      'Sign in instead' on a spent or expired link
 *   session.expired                           a call with the session was refused (the console tells)
 *   signedOut                                 'Sign out'
 *
 * The session's CSRF token is handed to the calls that need it by the wiring
 * (routes/-wiring/console-sign-in-actors.ts), when a call starts or ends a session.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { ConsoleSession, InvitationView } from '../contract/contract.ts';
import { apiErrorCodeOf } from '../contract/api-error.ts';
import { TEXTS } from '../contract/texts.ts';
import { failureText, type FailurePlace } from './failure-texts.ts';

export interface ConsoleSignInInput {
  organisationId: string;
  invitationToken: string | null;
}

export interface ConsoleSignInContext extends ConsoleSignInInput {
  session: ConsoleSession | null;
  invitation: InvitationView | null;
  /** Why the form is shown again: a refused password, an ended session, a failed call. */
  error: string | null;
}

/** What the view shows, read with hasTag (machines/console-sign-in-selectors.ts). */
export type ConsoleSignInTag = 'checking' | 'form' | 'signingIn' | 'signedIn' | 'invitation' | 'accepting' | 'invitationInvalid';

export type ConsoleSignInEvent =
  | { type: 'signIn.submitted'; email: string; password: string }
  | { type: 'invitation.submitted'; name: string; password: string }
  | { type: 'invitation.dismissed' }
  | { type: 'session.expired' }
  | { type: 'signedOut' };

const isGone = (error: unknown) => apiErrorCodeOf(error) === 'not-found';

/** The form's fields, from the event that submitted it. */
const credentialsOf = (event: ConsoleSignInEvent) =>
  event.type === 'signIn.submitted' ? { email: event.email.trim(), password: event.password } : { email: '', password: '' };
const acceptanceOf = (event: ConsoleSignInEvent) =>
  event.type === 'invitation.submitted' ? { name: event.name.trim(), password: event.password } : { name: '', password: '' };

export const consoleSignInMachine = setup({
  types: {
    input: {} as ConsoleSignInInput,
    context: {} as ConsoleSignInContext,
    events: {} as ConsoleSignInEvent,
    tags: {} as ConsoleSignInTag,
  },
  actors: {
    // Placeholders: routes/-wiring/console-sign-in-actors.ts provides the session and invitation calls.
    fetchSession: fromPromise<ConsoleSession, { organisationId: string }>(async () => {
      throw new Error('fetchSession is not provided');
    }),
    signIn: fromPromise<ConsoleSession, { organisationId: string; email: string; password: string }>(async () => {
      throw new Error('signIn is not provided');
    }),
    signOut: fromPromise<void, { organisationId: string }>(async () => {
      throw new Error('signOut is not provided');
    }),
    fetchInvitation: fromPromise<InvitationView, { token: string }>(async () => {
      throw new Error('fetchInvitation is not provided');
    }),
    acceptInvitation: fromPromise<ConsoleSession, { token: string; name: string; password: string }>(async () => {
      throw new Error('acceptInvitation is not provided');
    }),
  },
  guards: {
    hasInvitation: ({ context }) => context.invitationToken !== null,
    credentialsGiven: (_, params: { email: string; password: string }) => params.email.trim() !== '' && params.password !== '',
    invitationFilled: (_, params: { name: string; password: string }) => params.name.trim() !== '' && params.password !== '',
    invitationIsGone: (_, params: { error: unknown }) => isGone(params.error),
  },
  actions: {
    rememberSession: assign({ session: (_, session: ConsoleSession) => session, error: null, invitationToken: null, invitation: null }),
    forgetSession: assign({ session: null }),
    rememberInvitation: assign({ invitation: (_, invitation: InvitationView) => invitation, error: null }),
    forgetInvitation: assign({ invitationToken: null, invitation: null, error: null }),
    rememberError: assign({ error: (_, params: { error: unknown; place: FailurePlace }) => failureText(params.place, params.error) }),
    rememberExpiry: assign({ error: TEXTS.sessionExpired }),
    forgetError: assign({ error: null }),
  },
}).createMachine({
  id: 'consoleSignIn',
  description: "A team member's way into the console: email and password, a session that may end, an invitation that sets name and password.",
  context: ({ input }) => ({ ...input, session: null, invitation: null, error: null }),
  initial: 'deciding',
  states: {
    deciding: {
      tags: ['checking'],
      always: [{ guard: 'hasInvitation', target: 'loadingInvitation' }, { target: 'checkingSession' }],
    },
    checkingSession: {
      tags: ['checking'],
      description: 'Is this browser signed in already? (the session cookie, if any, goes with the call)',
      invoke: {
        id: 'checkSession',
        src: 'fetchSession',
        input: ({ context }) => ({ organisationId: context.organisationId }),
        onDone: { target: 'signedIn', actions: [{ type: 'rememberSession', params: ({ event }) => event.output }] },
        onError: { target: 'signedOut' },
      },
    },
    signedOut: {
      tags: ['form'],
      description: 'The sign-in form.',
      on: {
        'signIn.submitted': {
          guard: { type: 'credentialsGiven', params: ({ event }) => event },
          target: 'signingIn',
        },
      },
    },
    signingIn: {
      tags: ['signingIn'],
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context, event }) => ({ organisationId: context.organisationId, ...credentialsOf(event) }),
        onDone: { target: 'signedIn', actions: [{ type: 'rememberSession', params: ({ event }) => event.output }] },
        onError: { target: 'signedOut', actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error, place: 'signIn' as const }) } },
      },
    },
    signedIn: {
      tags: ['signedIn'],
      description: "The console, with the member's name and role.",
      on: {
        'session.expired': { target: 'sessionExpired', actions: ['forgetSession', 'rememberExpiry'] },
        signedOut: { target: 'signingOut' },
      },
    },
    sessionExpired: {
      tags: ['form'],
      description: 'The sign-in form again, saying the session ended.',
      on: {
        'signIn.submitted': {
          guard: { type: 'credentialsGiven', params: ({ event }) => event },
          target: 'signingIn',
        },
      },
    },
    signingOut: {
      tags: ['signedIn'],
      invoke: {
        id: 'signOut',
        src: 'signOut',
        input: ({ context }) => ({ organisationId: context.organisationId }),
        // Signed out either way: the page forgets the session even if the server could not be told.
        onDone: { target: 'signedOut', actions: ['forgetSession', 'forgetError'] },
        onError: { target: 'signedOut', actions: ['forgetSession', 'forgetError'] },
      },
    },
    loadingInvitation: {
      tags: ['invitation'],
      invoke: {
        id: 'loadInvitation',
        src: 'fetchInvitation',
        input: ({ context }) => ({ token: context.invitationToken ?? '' }),
        onDone: { target: 'invitation', actions: { type: 'rememberInvitation', params: ({ event }) => event.output } },
        onError: { target: 'invitationInvalid', actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error, place: 'invitation' as const }) } },
      },
    },
    invitation: {
      tags: ['invitation'],
      description: 'The invitation form: the invitee chooses their name and password.',
      on: {
        'invitation.submitted': {
          guard: { type: 'invitationFilled', params: ({ event }) => event },
          target: 'acceptingInvitation',
        },
      },
    },
    acceptingInvitation: {
      tags: ['accepting'],
      invoke: {
        id: 'acceptInvitation',
        src: 'acceptInvitation',
        input: ({ context, event }) => ({ token: context.invitationToken ?? '', ...acceptanceOf(event) }),
        onDone: { target: 'signedIn', actions: [{ type: 'rememberSession', params: ({ event }) => event.output }] },
        onError: [
          { guard: { type: 'invitationIsGone', params: ({ event }) => ({ error: event.error }) }, target: 'invitationInvalid', actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error, place: 'invitation' as const }) } },
          { target: 'invitation', actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error, place: 'acceptInvitation' as const }) } },
        ],
      },
    },
    invitationInvalid: {
      tags: ['invitationInvalid'],
      description: 'The link has expired or was used: the member may sign in instead.',
      on: {
        'invitation.dismissed': { target: 'checkingSession', actions: 'forgetInvitation' },
      },
    },
  },
});
