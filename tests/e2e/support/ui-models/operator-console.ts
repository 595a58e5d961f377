// The operator console in the browser. Signing in, the list's refreshes and the hand-back are held
// /api calls; `conversations.refresh` is what the console does once the team member's reply is
// stored (the chat's own calls are answered at once); `after` is a page.clock tick.
import { expect } from 'vitest';
import type { ApiError } from '../../../../src/contract/api-error.ts';
import { TEXTS } from '../../../../src/contract/texts.ts';
import { OPERATOR_KEY_PREFIX } from '../../../../src/services/operator-storage.ts';
import { ORGANISATION_ID } from '../../../machines/models/fixtures.ts';
import { operatorConsoleModel } from '../../../machines/models/operator-console-model.ts';
import type { GeneratedPath } from '../../../machines/support/graph.ts';
import type { ModelEvent } from '../../../machines/support/model.ts';
import { API, type HeldCall } from '../api-stub.ts';
import { absent, visible } from '../chat-page.ts';
import type { Ui, UiModelAdapter, UiStep } from '../ui-model.ts';
import { answerOrganisation, conversation, summaryOf } from './common.ts';
import type { Message } from '../../../../src/contract/contract.ts';

const LIST = /^\/organisations\/[^/]+\/conversations$/;
const HANDBACK = /^\/conversations\/[^/]+\/handback$/;

const cards = (ui: Ui) =>
  ui.page.getByRole('navigation', { name: 'Conversations' }).getByRole('button').filter({ hasText: 'Last message' });
const handBackButton = (ui: Ui) => ui.page.getByRole('button', { name: 'Hand back to AI' });

/** The test models' failures are ApiErrors with the status the API answers with. */
async function failWithStatus(call: HeldCall, event: ModelEvent): Promise<void> {
  const { status, message } = event.error as ApiError;
  await call.fail(status ?? 500, message);
}

/**
 * 'Hand back to AI' is offered only while the list says the open conversation is paused: both
 * lists of the model say so, a hand-back says otherwise until the next list arrives.
 */
function handbackWithoutButton({ path }: GeneratedPath): boolean {
  let paused = false;
  for (const { event } of path.steps) {
    if (event.type === 'xstate.done.actor.checkKey' || event.type === 'xstate.done.actor.refreshConversations') paused = true;
    else if (event.type === 'xstate.done.actor.handBack') paused = false;
    else if (event.type === 'handback.requested' && !paused) return true;
  }
  return false;
}

/** The first conversation of the list, opened unless it is already (opening it changes nothing in the console). */
async function openFirstConversation(ui: Ui): Promise<void> {
  if ((await ui.page.locator('section[data-chat-view="conversation"]').count()) > 0) return;
  await cards(ui).first().click();
  await ui.chat.waitForView('conversation');
}

/** The alert a failure leaves, judged from the step's own event (the graph's context may be another path's). */
function failureText(step: UiStep): string | null {
  if (!step.event.type.startsWith('xstate.error.')) return null;
  if ((step.event.error as ApiError).code === 'key-refused') return TEXTS.operatorKeyRefused;
  return step.event.type.endsWith('handBack') ? TEXTS.handbackFailed : TEXTS.operatorConversationsFailed;
}

export const operatorConsoleUi: UiModelAdapter = {
  model: operatorConsoleModel,
  infeasible: (generated) => (handbackWithoutButton(generated) ? 'a hand-back with no paused conversation open' : null),
  driver: (ui, { input }) => ({
    async start() {
      const { operatorKey } = input as { operatorKey: string | null };
      answerOrganisation(ui);
      // Nobody is signed in with a password here: the key's own sign-in is what this model plays.
      ui.api.always('GET', /^\/organisations\/[^/]+\/session$/, (call) => call.fail(401, 'Not signed in to this organisation'));
      // The conversation as the server keeps it: the team member's replies are added, so a poll
      // finds what the chat shows and the console is not told of new messages.
      const opened = conversation(2);
      ui.api.always('GET', API.conversation, (call) => call.fulfil(summaryOf(opened)));
      ui.api.always('GET', API.messages, (call) => call.fulfil(opened));
      ui.api.always('POST', API.chat, (call) => {
        const payload = call.body() as { message: string };
        const reply: Message = { ...opened.messages[0], id: `reply-${opened.messages.length}`, creator: 'USER', message: payload.message };
        opened.messages.push(reply);
        return call.fulfil([reply]);
      });
      await ui.page.addInitScript(
        ([key, value]) => {
          if (value && !sessionStorage.getItem('__e2e_seeded')) {
            sessionStorage.setItem('__e2e_seeded', '1');
            sessionStorage.setItem(key, value);
          }
        },
        [`${OPERATOR_KEY_PREFIX}${ORGANISATION_ID}`, operatorKey] as const,
      );
      await ui.page.goto(ui.url('/operator'));
      await visible(ui.page.getByLabel('Operator key'));
    },
    async perform(event) {
      if (event.type === 'key.submitted') {
        await ui.page.getByLabel('Operator key').fill(String(event.operatorKey));
        await ui.page.getByRole('button', { name: 'Use key' }).click();
      } else if (event.type === 'signedOut') {
        await ui.page.getByRole('button', { name: 'Sign out' }).click();
      } else if (event.type === 'conversations.refresh') {
        await openFirstConversation(ui);
        const input = ui.page.getByRole('textbox', { name: 'Interrupt AI agent and respond to contact' });
        await input.fill('Sam from the crew here');
        await input.press('Enter');
        await expect.poll(() => input.isEnabled()).toBe(true);
      } else if (event.type === 'handback.requested') {
        await openFirstConversation(ui);
        await handBackButton(ui).click();
      } else if (event.type.startsWith('xstate.after.')) {
        await ui.tick(10_000);
      } else {
        const call = await ui.api.next(event.type.endsWith('handBack') ? 'POST' : 'GET', event.type.endsWith('handBack') ? HANDBACK : LIST);
        if (event.type.startsWith('xstate.done.')) await call.fulfil(event.output);
        else await failWithStatus(call, event);
      }
    },
  }),
  states: {
    signedOut: async (ui, step) => {
      await visible(ui.page.getByLabel('Operator key'));
      await expect.poll(() => ui.page.getByRole('button', { name: 'Use key' }).isEnabled()).toBe(true);
      const error = failureText(step);
      if (error) await visible(ui.page.getByRole('alert').filter({ hasText: error }));
    },
    checkingKey: async (ui) => {
      await expect.poll(() => ui.page.getByRole('button', { name: 'Use key' }).isDisabled()).toBe(true);
      await expect.poll(() => ui.api.waiting('GET', LIST).length).toBe(1);
    },
    signedIn: async (ui) => {
      await expect.poll(() => cards(ui).count()).toBe(2);
      await visible(ui.page.getByText('Wants a person'));
    },
    'signedIn.conversations.waiting': async (ui, step) => {
      await expect.poll(() => ui.api.waiting('GET', LIST).length).toBe(0);
      if (step.event.type === 'xstate.error.actor.refreshConversations') {
        await visible(ui.page.getByRole('alert').filter({ hasText: TEXTS.operatorConversationsFailed }));
      }
    },
    'signedIn.conversations.refreshing': async (ui) => {
      await expect.poll(() => ui.api.waiting('GET', LIST).length).toBe(1);
    },
    'signedIn.handback.idle': async (ui, step) => {
      await expect.poll(() => ui.api.waiting('POST', HANDBACK).length).toBe(0);
      if (step.event.type === 'xstate.done.actor.handBack') await absent(handBackButton(ui));
      if (failureText(step) === TEXTS.handbackFailed) await visible(ui.page.getByRole('alert').filter({ hasText: TEXTS.handbackFailed }));
    },
    'signedIn.handback.handingBack': async (ui) => {
      await expect.poll(() => handBackButton(ui).isDisabled()).toBe(true);
      await expect.poll(() => ui.api.waiting('POST', HANDBACK).length).toBe(1);
    },
  },
};
