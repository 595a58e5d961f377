// Sending in the browser: the first message from a suggestion bubble on the start screen, and a
// follow-up typed into an open conversation.
import { expect } from 'vitest';
import { TEXTS } from '../../../../src/machines/texts.ts';
import { messageSenderModel } from '../../../machines/models/message-sender-model.ts';
import { message } from '../../../machines/models/fixtures.ts';
import { API } from '../api-stub.ts';
import { localItem, shows, supportLine } from '../chat-page.ts';
import type { Ui, UiModelAdapter } from '../ui-model.ts';
import { CONVERSATION_ID, QUESTION, conversation, errorOf, failCall, openStoredConversation, organisation, visit } from './common.ts';

export const FOLLOW_UP = 'Is transport included?';
export const FOLLOW_UP_REPLY = 'Yes, transport is included.';

const kindOf = (ui: Ui) => ui.memo.kind as 'first' | 'followUp';

async function followUpAnswer(ui: Ui): Promise<unknown> {
  // The server's copy of the visitor's message, then the agent's answer.
  const now = await ui.page.evaluate(() => Date.now());
  return [message(100, 'CONTACT', FOLLOW_UP), message(101, 'AGENT', FOLLOW_UP_REPLY)].map((each, index) => ({
    ...each,
    conversation_id: CONVERSATION_ID,
    created_at: now + index,
  }));
}

export const messageSenderUi: UiModelAdapter = {
  model: messageSenderModel,
  driver: (ui, { input }) => {
    const { kind } = input as { kind: 'first' | 'followUp' };
    ui.memo.kind = kind;
    return {
      async start() {
        if (kind === 'first') {
          await visit(ui);
          await ui.chat.suggestion(QUESTION).click();
        } else {
          await openStoredConversation(ui);
          await ui.chat.send(FOLLOW_UP);
        }
      },
      async perform(event) {
        const call = await ui.api.next('POST', API.chat);
        if (!event.type.startsWith('xstate.done.')) await failCall(call, errorOf(event));
        else if (kind === 'first') await call.fulfil(conversation(2).messages);
        else await call.fulfil(await followUpAnswer(ui));
      },
    };
  },
  states: {
    loading: async (ui) => {
      await expect.poll(() => ui.api.waiting('POST', API.chat).length).toBe(1);
      const [call] = ui.api.waiting('POST', API.chat);
      if (kindOf(ui) === 'first') {
        await ui.chat.waitForView('sending-first-message');
        await shows(ui.page, 'Creating conversation and sending your first message');
        await shows(ui.page, 'Assistant is typing');
        await expect.poll(() => ui.chat.messages.last().innerText()).toContain(QUESTION);
        expect(call.body()).toMatchObject({ message: QUESTION, conversation_id: '', organisation_id: organisation.id, creator: 'CONTACT' });
      } else {
        // The follow-up is shown at once, the input cleared; input and send wait for the answer.
        await ui.chat.waitForMessageCount(3);
        await expect.poll(() => ui.chat.messages.last().innerText()).toContain(FOLLOW_UP);
        expect(await ui.chat.input.inputValue()).toBe('');
        expect(await ui.chat.input.isDisabled()).toBe(true);
        expect(await ui.chat.sendButton.isDisabled()).toBe(true);
        expect(call.body()).toMatchObject({ message: FOLLOW_UP, conversation_id: CONVERSATION_ID, creator: 'CONTACT', version: 2 });
      }
    },
    success: async (ui) => {
      await ui.chat.waitForView('conversation');
      if (kindOf(ui) === 'first') {
        await ui.chat.waitForMessageCount(2);
        expect(await localItem(ui.page, 'conversation_id')).toBe(CONVERSATION_ID);
      } else {
        await ui.chat.waitForMessageCount(4);
        await expect.poll(() => ui.chat.messages.last().innerText()).toContain(FOLLOW_UP_REPLY);
      }
      await expect.poll(() => ui.chat.input.isEnabled()).toBe(true);
    },
    error: async (ui) => {
      if (kindOf(ui) === 'first') {
        await ui.chat.waitForView('error');
        await shows(ui.page, `${TEXTS.sendFailed}. ${supportLine} ${organisation.widget_settings.support_email}`);
      } else {
        await ui.chat.waitForView('conversation');
        await shows(ui.page, TEXTS.followUpFailed);
        await expect.poll(() => ui.chat.input.isEnabled()).toBe(true);
      }
    },
  },
};
