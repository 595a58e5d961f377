// The console's sign-in in the browser (issue 13). The session, sign-in, sign-out and invitation
// calls are held /api calls; `session.expired` is the console's conversation list refused with 401
// (the member console then asks to sign in again); the team panel's list is answered at once.
import { expect } from '../expect.ts';
import { TEXTS } from '../../../../src/contract/texts.ts';
import { consoleSignInModel, INVITATION_TOKEN } from '../../../machines/models/console-sign-in-model.ts';
import type { ModelEvent } from '../../../machines/support/model.ts';
import type { ApiError } from '../../../../src/contract/api-error.ts';
import type { HeldCall } from '../api-stub.ts';
import { visible } from '../chat-page.ts';
import type { Ui, UiModelAdapter, UiStep } from '../ui-model.ts';
import { answerOrganisation } from './common.ts';

const SESSION = /^\/organisations\/[^/]+\/session$/;
const LIST = /^\/organisations\/[^/]+\/inbox$/;
const MEMBERS = /^\/organisations\/[^/]+\/members$/;
const INVITATION = /^\/invitations\/[^/]+$/;
const ACCEPT = /^\/invitations\/[^/]+\/accept$/;

/** Which held call each invoke's outcome answers. */
const CALLS: Record<string, [string, RegExp]> = {
  checkSession: ['GET', SESSION],
  signIn: ['POST', SESSION],
  signOut: ['DELETE', SESSION],
  loadInvitation: ['GET', INVITATION],
  acceptInvitation: ['POST', ACCEPT],
};

async function settle(call: HeldCall, event: ModelEvent): Promise<void> {
  if (event.type.startsWith('xstate.done.')) return call.fulfil(event.output ?? null);
  const { status, message, field } = event.error as ApiError;
  // A refusal that names its field answers as the server does: { error, message, field }.
  if (field) return call.fulfil({ error: 'Unprocessable Entity', message, field }, status);
  return call.fail(status ?? 500, message);
}

/** The alert a failure leaves, judged from the step's own event (the texts machines/failure-texts.ts gives). */
function failureText(step: UiStep): string | null {
  const invoke = /^xstate\.error\.actor\.(\w+)$/.exec(step.event.type)?.[1];
  if (invoke === 'signIn') return TEXTS.signInRefused;
  if (invoke === 'acceptInvitation' && (step.event.error as ApiError).code === 'invalid') return TEXTS.invitationPasswordShort;
  return null;
}

const waitingFor = (ui: Ui, method: string, path: RegExp) => expect.poll(() => ui.api.waiting(method, path).length).toBe(1);

export const consoleSignInUi: UiModelAdapter = {
  model: consoleSignInModel,
  driver: (ui, { input }) => ({
    async start() {
      answerOrganisation(ui);
      ui.api.always('GET', MEMBERS, (call) => call.fulfil([]));
      const invited = (input as { invitationToken: string | null }).invitationToken !== null;
      await ui.page.goto(ui.url(invited ? `/operator#invitation=${INVITATION_TOKEN}` : '/operator'));
    },
    async perform(event) {
      const invoke = /^xstate\.(?:done|error)\.actor\.(\w+)$/.exec(event.type)?.[1];
      if (invoke) {
        const [method, path] = CALLS[invoke]!;
        await settle(await ui.api.next(method, path), event);
      } else if (event.type === 'signIn.submitted') {
        await ui.page.getByLabel('Email', { exact: true }).fill(String(event.email));
        await ui.page.getByLabel('Password', { exact: true }).fill(String(event.password));
        await ui.page.getByRole('button', { name: 'Sign in', exact: true }).click();
      } else if (event.type === 'invitation.submitted') {
        await ui.page.getByLabel('Your name').fill(String(event.name));
        await ui.page.getByLabel('Choose a password').fill(String(event.password));
        await ui.page.getByRole('button', { name: 'Join the team' }).click();
      } else if (event.type === 'invitation.dismissed') {
        await ui.page.getByRole('button', { name: 'Sign in instead' }).click();
      } else if (event.type === 'signedOut') {
        await ui.page.getByRole('button', { name: 'Sign out' }).click();
      } else if (event.type === 'session.expired') {
        await (await ui.api.next('GET', LIST)).fail(401, 'Not signed in to this organisation');
      }
    },
  }),
  states: {
    checkingSession: async (ui) => {
      await visible(ui.page.getByText('Loading operator console'));
      await waitingFor(ui, 'GET', SESSION);
    },
    signedOut: async (ui, step) => {
      await visible(ui.page.getByLabel('Email', { exact: true }));
      await expect.poll(() => ui.page.getByRole('button', { name: 'Sign in', exact: true }).isEnabled()).toBe(true);
      const error = failureText(step);
      if (error) await visible(ui.page.getByRole('alert').filter({ hasText: error }));
    },
    signingIn: async (ui) => {
      await expect.poll(() => ui.page.getByRole('button', { name: 'Sign in', exact: true }).isDisabled()).toBe(true);
      await waitingFor(ui, 'POST', SESSION);
    },
    signedIn: async (ui) => {
      await visible(ui.page.getByRole('button', { name: 'Sign out' }));
      await visible(ui.page.getByText('Signed in as Sam Carter (agent)'));
    },
    sessionExpired: async (ui) => {
      await visible(ui.page.getByRole('alert').filter({ hasText: TEXTS.sessionExpired }));
    },
    signingOut: async (ui) => {
      await waitingFor(ui, 'DELETE', SESSION);
    },
    loadingInvitation: async (ui) => {
      await visible(ui.page.getByText('Reading your invitation'));
      await waitingFor(ui, 'GET', INVITATION);
    },
    invitation: async (ui, step) => {
      await expect.poll(() => ui.page.getByRole('button', { name: 'Join the team' }).isEnabled()).toBe(true);
      const error = failureText(step);
      if (error) await visible(ui.page.getByRole('alert').filter({ hasText: error }));
    },
    acceptingInvitation: async (ui) => {
      await expect.poll(() => ui.page.getByRole('button', { name: 'Join the team' }).isDisabled()).toBe(true);
      await waitingFor(ui, 'POST', ACCEPT);
    },
    invitationInvalid: async (ui) => {
      await visible(ui.page.getByRole('alert').filter({ hasText: TEXTS.invitationInvalid }));
      await visible(ui.page.getByRole('button', { name: 'Sign in instead' }));
    },
  },
};
