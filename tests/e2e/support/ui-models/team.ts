// The console's team panel in the browser (issue 13): signed in as an owner (the session call
// answered at once); the members call and each change's call are held, then fulfilled or failed.
// A refused session (401) brings the sign-in back, so a path that goes on after one is left to the
// machine level.
import { expect } from '../expect.ts';
import type { ApiError } from '../../../../src/contract/api-error.ts';
import { TEXTS } from '../../../../src/contract/texts.ts';
import { SESSION } from '../../../machines/models/console-sign-in-model.ts';
import { AGENT, INVITATION_URL, INVITED_EMAIL, MEMBERS, OWNER, teamModel } from '../../../machines/models/team-model.ts';
import type { ModelEvent } from '../../../machines/support/model.ts';
import type { HeldCall } from '../api-stub.ts';
import { visible } from '../chat-page.ts';
import type { Ui, UiModelAdapter } from '../ui-model.ts';
import { answerOrganisation } from './common.ts';

const MEMBERS_CALL = /^\/organisations\/[^/]+\/members$/;
const MEMBER_CALL = /^\/organisations\/[^/]+\/members\/[^/]+$/;
const INVITATIONS_CALL = /^\/organisations\/[^/]+\/invitations$/;
const AFTER_EXPIRY = 'a refused session signs the member out, so the panel is gone: the machine level plays what follows';

/** The call each change makes, the body it sends and what its success answers. */
const CHANGE_CALLS: Record<string, { method: string; path: RegExp; body: unknown; answer: unknown }> = {
  'invite.submitted': {
    method: 'POST',
    path: INVITATIONS_CALL,
    body: { email: INVITED_EMAIL, role: 'agent' },
    answer: { id: 'invitation', email: INVITED_EMAIL, role: 'agent', expires_at: 1_742_000_000_000, url: INVITATION_URL },
  },
  'role.changed': { method: 'PATCH', path: MEMBER_CALL, body: { role: 'owner' }, answer: { ...AGENT, role: 'owner' } },
  'member.removed': { method: 'DELETE', path: MEMBER_CALL, body: null, answer: null },
};

const panel = (ui: Ui) => ui.page.getByRole('region', { name: 'Team' });
const inviteButton = (ui: Ui) => panel(ui).getByRole('button', { name: 'Invite', exact: true });
const isExpiry = (event: ModelEvent) => event.type.startsWith('xstate.error.') && (event.error as ApiError).code === 'key-refused';

async function settle(call: HeldCall, event: ModelEvent, answer: unknown): Promise<void> {
  if (event.type.startsWith('xstate.done.')) return call.fulfil(answer);
  return call.fail((event.error as ApiError).status ?? 500, 'Stubbed failure');
}

async function perform(ui: Ui, event: ModelEvent): Promise<void> {
  switch (event.type) {
    case 'invite.submitted':
      await panel(ui).getByLabel('Email to invite').fill(INVITED_EMAIL);
      return inviteButton(ui).click();
    case 'role.changed':
      await panel(ui).getByLabel(`Role of ${AGENT.name}`).selectOption('owner');
      return;
    case 'member.removed':
      return panel(ui).getByRole('button', { name: `Remove ${AGENT.name}` }).click();
  }
  if (event.type.endsWith('.loadMembers')) {
    const call = await ui.api.next('GET', MEMBERS_CALL);
    expect(call.request.headers().authorization).toBeUndefined();
    return settle(call, event, MEMBERS);
  }
  const change = CHANGE_CALLS[String(ui.memo.change)];
  const call = await ui.api.next(change.method, change.path);
  // A write made with the member's session carries its CSRF token, never a key.
  expect(call.request.headers()['x-csrf-token']).toBe(SESSION.csrf_token);
  if (change.body) expect(call.body()).toEqual(change.body);
  if (change.method !== 'POST') expect(call.request.url()).toContain(`/members/${AGENT.id}`);
  await settle(call, event, change.answer);
}

/** What the panel must show after this path's steps so far (kept by the driver: the graph's context may be another path's). */
function remember(ui: Ui, event: ModelEvent): void {
  if (event.type in CHANGE_CALLS) {
    ui.memo.change = event.type;
    ui.memo.failed = false;
  } else if (isExpiry(event)) ui.memo.expired = true;
  else if (event.type.startsWith('xstate.error.')) ui.memo.failed = true;
  else if (event.type === 'xstate.done.actor.loadMembers') ui.memo.listed = true;
  // The link stays until the next change that succeeds.
  else if (event.type === 'xstate.done.actor.applyChange') ui.memo.invited = ui.memo.change === 'invite.submitted';
}

export const teamUi: UiModelAdapter = {
  model: teamModel,
  infeasible: ({ path }) => (path.steps.slice(0, -1).some((step) => isExpiry(step.event)) ? AFTER_EXPIRY : null),
  // The panel's heading is on screen only while signed in.
  showsTexts: (_key, step) => !isExpiry(step.event),
  driver: (ui) => ({
    async start() {
      answerOrganisation(ui);
      ui.api.always('GET', /^\/organisations\/[^/]+\/session$/, (call) => call.fulfil({ ...SESSION, member: OWNER }));
      ui.api.always('GET', /^\/organisations\/[^/]+\/inbox$/, (call) => call.fulfil({ conversations: [], next_cursor: null, waiting_count: 0 }));
      await ui.page.goto(ui.url('/operator'));
      await visible(panel(ui));
    },
    async perform(event) {
      remember(ui, event);
      await perform(ui, event);
    },
  }),
  states: {
    loading: async (ui) => {
      await expect.poll(() => ui.api.waiting('GET', MEMBERS_CALL).length).toBe(1);
      await expect.poll(() => inviteButton(ui).isDisabled()).toBe(true);
    },
    ready: async (ui) => {
      if (ui.memo.expired) {
        await visible(ui.page.getByRole('alert').filter({ hasText: TEXTS.sessionExpired }));
        return;
      }
      await expect.poll(() => inviteButton(ui).isEnabled()).toBe(true);
      await visible(panel(ui).getByText(`Signed in as ${OWNER.name} (owner)`));
      if (ui.memo.listed) {
        await visible(panel(ui).getByRole('button', { name: `Remove ${AGENT.name}` }));
        await expect.poll(() => panel(ui).getByRole('listitem').count()).toBe(MEMBERS.length);
      } else {
        await expect.poll(() => panel(ui).getByRole('listitem').count()).toBe(0);
      }
      const error = panel(ui).getByRole('alert').filter({ hasText: TEXTS.teamFailed });
      if (ui.memo.failed) await visible(error);
      else expect(await error.count()).toBe(0);
      const link = panel(ui).getByTestId('invitation-url');
      if (ui.memo.invited) await expect.poll(() => link.textContent()).toBe(INVITATION_URL);
      else expect(await link.count()).toBe(0);
    },
    changing: async (ui) => {
      await expect.poll(() => inviteButton(ui).isDisabled()).toBe(true);
      const change = CHANGE_CALLS[String(ui.memo.change)];
      await expect.poll(() => ui.api.waiting(change.method, change.path).length).toBe(1);
    },
  },
};
