// The operator console and its inbox in the browser, signed in with an operator key. Signing in,
// the inbox's loads (first page, search, filter, next page), take-over and hand-back are held
// /api calls; `conversations.refresh` is what the console does once the team member's reply is
// stored (the chat's own calls are answered at once). The live stream's call is held unanswered:
// its machine (inbox-live) is played on its own. Which controls the views offer follows the
// machine's context (a card to open, 'Take over' only while the AI answers, 'Show more' with a
// next page); a mirror of the machine on this path says how many cards are listed.
import { expect } from '../expect.ts';
import type { AnyMachineSnapshot } from 'xstate';
import type { ApiError } from '../../../../src/contract/api-error.ts';
import type { Message } from '../../../../src/contract/contract.ts';
import { TEXTS } from '../../../../src/contract/texts.ts';
import type { OperatorConsoleContext } from '../../../../src/machines/operator-console-machine.ts';
import { OPERATOR_KEY_PREFIX } from '../../../../src/services/operator-storage.ts';
import { ORGANISATION_ID } from '../../../machines/models/fixtures.ts';
import { operatorConsoleModel } from '../../../machines/models/operator-console-model.ts';
import type { ModelEvent } from '../../../machines/support/model.ts';
import { API, type HeldCall } from '../api-stub.ts';
import { absent, visible } from '../chat-page.ts';
import type { Ui, UiModelAdapter, UiStep } from '../ui-model.ts';
import { answerOrganisation, conversation, summaryOf } from './common.ts';
import { MachineMirror } from './machine-mirror.ts';

const INBOX = /^\/organisations\/[^/]+\/inbox$/;
const HANDBACK = /^\/conversations\/[^/]+\/handback$/;
const TAKEOVER = /^\/conversations\/[^/]+\/takeover$/;
const READ = /^\/conversations\/[^/]+\/read$/;

const cards = (ui: Ui) =>
  ui.page.getByRole('navigation', { name: 'Conversations' }).getByRole('button').filter({ hasText: 'Last message' });
const handBackButton = (ui: Ui) => ui.page.getByRole('button', { name: 'Hand back to AI' });
const takeOverButton = (ui: Ui) => ui.page.getByRole('button', { name: 'Take over' });
const moreButton = (ui: Ui) => ui.page.getByRole('button', { name: 'Show more conversations' });
const search = (ui: Ui) => ui.page.getByRole('searchbox', { name: 'Search by name, email, phone or message' });

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as OperatorConsoleContext;
const mirrorOf = (ui: Ui) => ui.memo.mirror as MachineMirror;

/** The open conversation as the list has it, when a card was opened and is listed. */
function openListed(context: OperatorConsoleContext) {
  return context.openConversationId ? context.conversations.find((each) => each.id === context.openConversationId) : undefined;
}

/** The test models' failures are ApiErrors with the status the API answers with. */
async function failWithStatus(call: HeldCall, event: ModelEvent): Promise<void> {
  const { status, message } = event.error as ApiError;
  await call.fail(status ?? 500, message);
}

/** The alert a failure leaves, judged from the step's own event. */
function failureText(step: UiStep): string | null {
  if (!step.event.type.startsWith('xstate.error.')) return null;
  if ((step.event.error as ApiError).code === 'key-refused') return TEXTS.operatorKeyRefused;
  if (step.event.type.endsWith('handBack')) return TEXTS.handbackFailed;
  if (step.event.type.endsWith('takeOver')) return TEXTS.takeoverFailed;
  return TEXTS.operatorConversationsFailed;
}

const MEMBER_ONLY = "the member's console (unread markers, and the search it shows while its first list loads) is played against the real server by tests/e2e/inbox.test.ts";
const PHONE_ONLY = "'Back to conversations' is shown at phone width only: tests/e2e/inbox.test.ts plays it at 360 px";

const CALL_OF: Record<string, [string, RegExp]> = {
  handBack: ['POST', HANDBACK],
  takeOver: ['POST', TAKEOVER],
  markRead: ['POST', READ],
};

export const operatorConsoleUi: UiModelAdapter = {
  model: operatorConsoleModel,
  selectCovering: true,
  infeasible: ({ inputName }) => (inputName === 'member' ? MEMBER_ONLY : null),
  machineLevelOnly: {
    markingRead: MEMBER_ONLY,
    '[isMember]': MEMBER_ONLY,
    // openIsUnread, a guard with parameters (described as [guarded]): only a member's open conversation is marked read.
    'xstate.done.actor.refreshConversations [guarded]': MEMBER_ONLY,
    'operatorConsole.checkingKey —search.submitted': MEMBER_ONLY,
    'operatorConsole.checkingKey —filter.changed': MEMBER_ONLY,
    'list.shown': PHONE_ONLY,
  },
  offers: (snapshot, event) => {
    const context = contextOf(snapshot);
    const signedIn = snapshot.hasTag('signedIn');
    const open = openListed(context);
    switch (event.type) {
      case 'search.submitted':
      case 'filter.changed':
        return signedIn;
      case 'page.more':
        return signedIn && context.nextCursor !== null;
      case 'conversation.opened':
        return signedIn && context.conversations.some((each) => each.id === event.conversationId);
      // The team member's reply is what refreshes the list here: a conversation must be open.
      case 'conversations.refresh':
        return Boolean(open);
      case 'takeover.requested':
        return Boolean(open) && !open!.ai_paused;
      case 'handback.requested':
        return Boolean(open) && open!.ai_paused;
      case 'list.shown':
        return false;
      default:
        return true;
    }
  },
  driver: (ui, { input }) => ({
    async start() {
      const { operatorKey } = input as { operatorKey: string | null };
      ui.memo.mirror = new MachineMirror(operatorConsoleModel.machine, input);
      answerOrganisation(ui);
      // Nobody is signed in with a password here: the key's own sign-in is what this model plays.
      ui.api.always('GET', /^\/organisations\/[^/]+\/session$/, (call) => call.fail(401, 'Not signed in to this organisation'));
      // The conversation as the server keeps it: the team member's replies are added, so a poll
      // finds what the chat shows and the console is not told of new messages.
      const opened = conversation(2);
      ui.api.always('GET', API.conversation, (call) => call.fulfil(summaryOf(opened)));
      ui.api.always('GET', API.messages, (call) => call.fulfil(opened));
      ui.api.always('GET', /^\/conversations\/[^/]+\/events$/, (call) => call.fulfil([]));
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
        const input = ui.page.getByRole('textbox', { name: 'Interrupt AI agent and respond to contact' });
        await input.fill('Sam from the crew here');
        await input.press('Enter');
        await expect.poll(() => input.isEnabled()).toBe(true);
      } else if (event.type === 'search.submitted') {
        await search(ui).fill(String(event.search));
        await search(ui).press('Enter');
      } else if (event.type === 'filter.changed') {
        await ui.page.getByRole('group', { name: 'Show conversations' }).getByRole('button', { name: 'Wants a person', exact: true }).click();
      } else if (event.type === 'page.more') {
        await moreButton(ui).click();
      } else if (event.type === 'conversation.opened') {
        await ui.page.locator(`[data-conversation-id="${String(event.conversationId)}"]`).click();
        await ui.chat.waitForView('conversation');
      } else if (event.type === 'takeover.requested') {
        await takeOverButton(ui).click();
      } else if (event.type === 'handback.requested') {
        await handBackButton(ui).click();
      } else {
        const actor = /\.actor\.(.+)$/.exec(event.type)?.[1] ?? '';
        const [method, path] = CALL_OF[actor] ?? ['GET', INBOX];
        const call = await ui.api.next(method, path);
        if (event.type.startsWith('xstate.done.')) await call.fulfil(event.output);
        else await failWithStatus(call, event);
      }
      await mirrorOf(ui).play(event);
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
      await expect.poll(() => ui.api.waiting('GET', INBOX).length).toBe(1);
    },
    signedIn: async (ui) => {
      const context = contextOf(mirrorOf(ui).snapshot);
      await expect.poll(() => cards(ui).count()).toBe(context.conversations.length);
      if (context.conversations.some((each) => each.wants_human)) await visible(ui.page.getByText('Wants a person', { exact: true }).last());
      // The tab counts the conversations waiting for a person.
      const title = `Operator console for ${'Queenstown Adventures'}`;
      await expect.poll(() => ui.page.title()).toBe(`${context.waitingCount ? `(${context.waitingCount}) ` : ''}${title} · Korero`);
    },
    'signedIn.conversations.waiting': async (ui, step) => {
      await expect.poll(() => ui.api.waiting('GET', INBOX).length).toBe(0);
      const context = contextOf(mirrorOf(ui).snapshot);
      if (context.nextCursor) await expect.poll(() => moreButton(ui).isEnabled()).toBe(true);
      else await absent(moreButton(ui));
      if (step.event.type === 'xstate.error.actor.refreshConversations' || step.event.type === 'xstate.error.actor.loadMoreConversations') {
        await visible(ui.page.getByRole('alert').filter({ hasText: TEXTS.operatorConversationsFailed }));
      }
    },
    'signedIn.conversations.refreshing': async (ui) => {
      await expect.poll(() => ui.api.waiting('GET', INBOX).length).toBe(1);
    },
    'signedIn.conversations.loadingMore': async (ui) => {
      await expect.poll(() => ui.api.waiting('GET', INBOX).length).toBe(1);
      expect(new URL(ui.api.waiting('GET', INBOX)[0].request.url()).searchParams.get('cursor')).toBe(contextOf(mirrorOf(ui).snapshot).nextCursor);
      await expect.poll(() => moreButton(ui).isDisabled()).toBe(true);
    },
    'signedIn.handback.idle': async (ui, step) => {
      await expect.poll(() => ui.api.waiting('POST', HANDBACK).length + ui.api.waiting('POST', TAKEOVER).length).toBe(0);
      const open = openListed(contextOf(mirrorOf(ui).snapshot));
      if (open) await visible(open.ai_paused ? handBackButton(ui) : takeOverButton(ui));
      const error = failureText(step);
      if (error === TEXTS.handbackFailed || error === TEXTS.takeoverFailed) await visible(ui.page.getByRole('alert').filter({ hasText: error }));
    },
    // The button is the one the list's flags call for (a refresh may arrive meanwhile), disabled while the server is told.
    'signedIn.handback.handingBack': async (ui) => {
      await expect.poll(() => ui.api.waiting('POST', HANDBACK).length).toBe(1);
      if (openListed(contextOf(mirrorOf(ui).snapshot))?.ai_paused) await expect.poll(() => handBackButton(ui).isDisabled()).toBe(true);
    },
    'signedIn.handback.takingOver': async (ui) => {
      await expect.poll(() => ui.api.waiting('POST', TAKEOVER).length).toBe(1);
      if (openListed(contextOf(mirrorOf(ui).snapshot))?.ai_paused === false) await expect.poll(() => takeOverButton(ui).isDisabled()).toBe(true);
    },
    'signedIn.reading.idle': async (ui) => {
      await expect.poll(() => ui.api.waiting('POST', READ).length).toBe(0);
    },
    'signedIn.reading.markingRead': async (ui) => {
      await expect.poll(() => ui.api.waiting('POST', READ).length).toBe(1);
    },
  },
};
