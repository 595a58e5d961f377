// The composing chat machine in the browser, on the fullscreen page (/fullscreen): the start screen,
// the first message, a stored conversation (and another picked from the sidebar), follow-ups,
// polling and the contact-details form. Its children's completions are their calls: a first message
// or follow-up is POST /chat, the loader GET /conversations/:id and …/messages, the poller a tick
// of 10 s and …/messages, the contact update PUT /contacts.
//
// Paths are generated from the events the views offer (`offers`): not a child machine that breaks
// (each child ends its own failures in its output), not a loader started without a conversation
// id, no control where it is not shown. The transitions only the others take are listed in
// `machineLevelOnly`, with why; the machine-level suite covers them.
import { expect } from '../expect.ts';
import type { Conversation, Message } from '../../../../src/contract/contract.ts';
import { TEXTS } from '../../../../src/contract/texts.ts';
import { chatModel } from '../../../machines/models/chat-model.ts';
import { OTHER_CONVERSATION_ID, OTHER_ORGANISATION_ID } from '../../../machines/models/fixtures.ts';
import type { AnyMachineSnapshot } from 'xstate';
import type { GeneratedPath } from '../../../machines/support/graph.ts';
import type { ModelEvent } from '../../../machines/support/model.ts';
import { API } from '../api-stub.ts';
import { absent, shows, supportLine, visible } from '../chat-page.ts';
import type { Ui, UiModelAdapter, UiStep } from '../ui-model.ts';
import { CONTACT_ID, CONVERSATION_ID, conversation, organisation, summaryOf, visit } from './common.ts';
import { contactField, contactForm, submitButton } from './contact-form.ts';

const OTHER_SUMMARY = 'Another conversation';

type ConversationState = 'deciding' | 'start' | 'sendingFirst' | 'loading' | 'checkingOrganisation' | 'failed' | 'open';

const conversationStateOf = (value: unknown): ConversationState => {
  const conversationValue = (value as { conversation: unknown }).conversation;
  return (typeof conversationValue === 'string' ? conversationValue : Object.keys(conversationValue as object)[0]) as ConversationState;
};

const outputOf = (event: ModelEvent) => event.output as Record<string, unknown>;

const FORM_EVENTS = ['contactForm.closed', 'contactForm.fieldChanged', 'contactForm.submitted', 'contactDetails.validated'];

/** Whether the views offer `event` in `snapshot`: the controls shown there, the ways a call can end. */
function offers(snapshot: AnyMachineSnapshot, event: ModelEvent): boolean {
  const conversationState = conversationStateOf(snapshot.value);
  const { type } = event;
  // Each child ends its own failures in its output: none of them breaks.
  if (type.startsWith('xstate.error.actor.')) return false;
  // The chat starts a loader only with a conversation id.
  if (type === 'xstate.done.actor.conversationLoader') return outputOf(event).conversation !== null || outputOf(event).error !== null;
  // The org check ends with the loader's answer: nothing can come between.
  if (conversationState === 'checkingOrganisation') return type === 'xstate.done.actor.orgMismatch';
  if (type === 'draft.changed' || type === 'message.submitted') return conversationState === 'start' || conversationState === 'open';
  // The retry is shown on the follow-up that failed, with the error under the thread.
  if (type === 'message.retried') return conversationState === 'open' && snapshot.context.sendError !== null && snapshot.context.failedSend !== null;
  if (type === 'conversation.reset') return conversationState === 'open' || conversationState === 'failed';
  // The fullscreen sidebar lists the contact's conversations once the contact is known.
  if (type === 'conversation.selected') return snapshot.context.contactId !== null && conversationState !== 'sendingFirst' && conversationState !== 'loading';
  // The form is the thread's; once details are saved the footer thanks the visitor instead.
  const saved = (snapshot.context.contact as { updated_at?: number } | null)?.updated_at !== undefined;
  if (type === 'contactForm.opened' || FORM_EVENTS.includes(type)) return conversationState === 'open' && !saved;
  return true;
}

/** The conversation the loader's messages call answers: another organisation's when the path resets on it. */
function loadedConversation(generated: GeneratedPath, index: number, output: Conversation): Conversation {
  const next = generated.path.steps[index + 1]?.event;
  const reset = next?.type === 'xstate.done.actor.orgMismatch' && (next.output as { reset: boolean }).reset;
  return reset ? { ...output, organisation_id: OTHER_ORGANISATION_ID } : output;
}

async function answerPoll(ui: Ui, answer: Conversation): Promise<void> {
  // Right after a first message the poller asks at once; otherwise it waits its 10 s.
  if (ui.api.waiting('GET', API.messages).length === 0) await ui.tick(10_000);
  await (await ui.api.next('GET', API.messages)).fulfil(answer);
}

async function answerSend(ui: Ui, output: Record<string, unknown>): Promise<void> {
  const call = await ui.api.next('POST', API.chat);
  if (output.error === null) await call.fulfil((output.messages as Message[]).map((message) => ({ ...message, conversation_id: CONVERSATION_ID })));
  else await call.fail(500, 'Internal Server Error');
}

async function answerLoad(ui: Ui, generated: GeneratedPath, step: UiStep, output: Record<string, unknown>): Promise<void> {
  const summaryCall = await ui.api.next('GET', API.conversation);
  if (output.conversation === null) return summaryCall.fail(404, 'Conversation not found');
  const loaded = loadedConversation(generated, step.index, output.conversation as Conversation);
  await summaryCall.fulfil(summaryOf(loaded));
  await (await ui.api.next('GET', API.messages)).fulfil(loaded);
}

async function fillValidDetails(ui: Ui, details: Record<string, string>): Promise<void> {
  for (const field of ['name', 'email', 'phone'] as const) await contactField(ui, field).fill(details[field]);
  await submitButton(ui).click();
}

const isOpen = (step: UiStep) => conversationStateOf(step.state.value) === 'open';

export const chatUi: UiModelAdapter = {
  model: chatModel,
  offers,
  // The operator's viewpoint is played by the operator console's adapter (tests/e2e/operator-console.test.ts too).
  infeasible: ({ inputName }) => (inputName === 'operator' ? "the operator's viewpoint" : null),
  selectCovering: true,
  // The org check is synchronous (never rendered); the form is the thread's, shown only there.
  showsTexts: (key, step) => key !== 'conversation.checkingOrganisation' && (!key.startsWith('contactDetails.') || isOpen(step)),
  machineLevelOnly: {
    'xstate.error.actor.': 'a child machine that breaks: each child ends its own failures in its output',
    'polling.stopped': 'reached only by a poller that breaks',
    'chat.conversation.loading —xstate.done.actor.conversationLoader→ chat.conversation.start':
      'a loader without a conversation id: the chat starts one only with an id',
  },
  driver: (ui, generated) => ({
    async start() {
      const stored = conversation(2);
      const other = { ...summaryOf(stored), id: OTHER_CONVERSATION_ID, summary: OTHER_SUMMARY };
      ui.api.always('GET', API.pastConversations, (call) => call.fulfil([summaryOf(stored), other]));
      const returning = generated.inputName === 'returningVisitor';
      await visit(ui, { path: '/fullscreen', conversationId: returning ? CONVERSATION_ID : null, contactId: returning ? CONTACT_ID : null });
    },
    async perform(event, step) {
      const output = event.output as Record<string, unknown>;
      switch (event.type) {
        case 'draft.changed':
          return ui.chat.input.fill(String(event.text));
        case 'message.submitted':
          return ui.chat.input.press('Enter');
        case 'message.retried':
          return ui.chat.panel.locator('li[data-send-failed="true"]').getByRole('button', { name: TEXTS.retrySend }).click();
        case 'suggestion.picked':
          return ui.chat.suggestion(String(event.question)).click();
        case 'conversation.reset':
          return (await ui.chat.view()) === 'error'
            ? ui.page.getByRole('button', { name: 'Start a new conversation' }).click()
            : ui.page.getByRole('button', { name: 'Click here to reset your conversation' }).click();
        case 'conversation.selected':
          return ui.page.getByRole('button', { name: new RegExp(OTHER_SUMMARY) }).click();
        case 'contactForm.opened':
          return ui.page.getByRole('button', { name: 'Leave contact details for a real human' }).click();
        case 'contactForm.closed':
          return ui.page.getByRole('button', { name: 'Close contact details form' }).click();
        case 'contactForm.fieldChanged':
          return contactField(ui, event.field as 'email').fill(String(event.value));
        case 'contactForm.submitted':
          // At the chat's level a submit is one the form refuses (a valid one is contactDetails.validated;
          // the form's own adapter covers its validation): the address is made invalid first.
          await contactField(ui, 'email').fill('not an address');
          return submitButton(ui).click();
        case 'contactDetails.validated':
          return fillValidDetails(ui, event.details as Record<string, string>);
        case 'xstate.done.actor.firstMessage':
        case 'xstate.done.actor.followUpMessage':
          return answerSend(ui, output);
        case 'xstate.done.actor.conversationLoader':
          return answerLoad(ui, generated, step, output);
        case 'xstate.done.actor.orgMismatch':
          return; // synchronous: it ended with the loader's answer
        case 'xstate.done.actor.conversationPoller':
          return answerPoll(ui, output.conversation as Conversation);
        case 'xstate.done.actor.contactUpdate': {
          const put = await ui.api.next('PUT', API.contacts);
          return output.saved ? put.fulfil(output.saved) : put.fail(500, 'Internal Server Error');
        }
        default:
          throw new Error(`No browser action for ${event.type}`);
      }
    },
  }),
  states: {
    'conversation.start': async (ui) => {
      await ui.chat.waitForView('start');
      await visible(ui.chat.input);
    },
    'conversation.sendingFirst': async (ui) => {
      await ui.chat.waitForView('sending-first-message');
      await expect.poll(() => ui.api.waiting('POST', API.chat).length).toBe(1);
    },
    'conversation.loading': async (ui) => {
      await ui.chat.waitForView('loading-conversation');
    },
    'conversation.checkingOrganisation': async (ui) => {
      // The check is synchronous: the loader's calls are answered and nothing else is asked.
      await expect.poll(() => ui.api.waiting('GET', /^\/conversations\//).length).toBe(0);
    },
    'conversation.failed': async (ui) => {
      await ui.chat.waitForView('error');
      await shows(ui.page, `${supportLine} ${organisation.widget_settings.support_email}`);
    },
    'conversation.open': async (ui) => {
      await ui.chat.waitForView('conversation');
      await visible(ui.page.getByRole('button', { name: 'Click here to reset your conversation' }));
    },
    'conversation.open.sending.idle': async (ui) => {
      await expect.poll(() => ui.chat.input.isEnabled()).toBe(true);
    },
    'conversation.open.sending.sending': async (ui) => {
      await expect.poll(() => ui.chat.input.isDisabled()).toBe(true);
      await expect.poll(() => ui.api.waiting('POST', API.chat).length).toBe(1);
    },
    'conversation.open.polling.paused': async (ui) => {
      // A follow-up is on its way: the poller was stopped, its call (if any) abandoned.
      await expect.poll(() => ui.api.waiting('GET', API.messages).length).toBe(0);
    },
    'conversation.open.polling.active': async (ui) => {
      await expect.poll(() => ui.chat.input.isEnabled()).toBe(true);
    },
    'conversation.open.polling.stopped': async () => {
      throw new Error('A poller that breaks is left to the machine level');
    },
    'contactDetails.closed': async (ui, step) => {
      if (isOpen(step)) await absent(contactForm(ui));
    },
    'contactDetails.open.editing': async (ui, step) => {
      if (!isOpen(step)) return; // the form belongs to the thread: not shown on other screens
      await visible(contactForm(ui));
      await expect.poll(() => submitButton(ui).getAttribute('aria-busy')).toBe('false');
    },
    'contactDetails.open.saving': async (ui, step) => {
      await expect.poll(() => ui.api.waiting('PUT', API.contacts).length).toBe(1);
      if (isOpen(step)) await expect.poll(() => submitButton(ui).getAttribute('aria-busy')).toBe('true');
    },
  },
};
