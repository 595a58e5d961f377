// Sending in the browser: the first message from a suggestion bubble on the start screen, and a
// follow-up typed into an open conversation.
import { expect } from '../expect.ts';
import { TEXTS } from '../../../../src/contract/texts.ts';
import { STREAMED_PIECE, messageSenderModel } from '../../../machines/models/message-sender-model.ts';
import type { EventStreamControl } from '../event-stream-relay.ts';
import { message } from '../../../machines/models/fixtures.ts';
import { API } from '../api-stub.ts';
import { localItem, shows, supportLine } from '../chat-page.ts';
import type { HeldCall } from '../api-stub.ts';
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
  // The actor breaking (not its call) looks, in the browser, like the call failing before any
  // answer: after the answer began, a broken call is stream.failed and ends elsewhere.
  infeasible: (generated) => {
    const types = generated.path.steps.map((step) => step.event.type);
    const broke = types.indexOf('xstate.error.actor.streamMessage');
    return broke > 0 && types.slice(0, broke).includes('stream.delta')
      ? 'the stream actor itself breaking mid-answer has no browser equivalent'
      : null;
  },
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
        // The held POST /chat/stream: answered as a stream once the answer has begun, else at once.
        const call = (ui.memo.call as HeldCall | undefined) ?? (await ui.api.next('POST', API.chat));
        ui.memo.call = call;
        const stream = ui.memo.stream as EventStreamControl | undefined;
        const answer = kind === 'first' ? conversation(2).messages : await followUpAnswer(ui);
        if (event.type === 'stream.delta') {
          const open = stream ?? (await call.stream());
          ui.memo.stream = open;
          open.send('delta', { text: STREAMED_PIECE });
        } else if (event.type === 'stream.done') {
          if (!stream) return call.fulfil(answer);
          stream.send('done', answer);
          stream.end();
        } else if (stream) {
          stream.break();
        } else {
          await failCall(call, errorOf(event));
        }
      },
    };
  },
  states: {
    'answering.waitingForFirstToken': async (ui) => {
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
    'answering.streaming': async (ui) => {
      // The answer so far, where the typing indicator was; input and send still wait.
      const streamed = ui.chat.panel.locator('li[data-streaming="true"]');
      await expect.poll(() => streamed.innerText()).toContain(STREAMED_PIECE.trim());
      expect(await ui.chat.panel.getByText('Assistant is typing').count()).toBe(0);
      if (kindOf(ui) === 'followUp') expect(await ui.chat.input.isDisabled()).toBe(true);
    },
    interrupted: async (ui) => {
      // The follow-up reached the server: shown as sent, no error; the next poll brings the answer.
      await ui.chat.waitForView('conversation');
      await expect.poll(() => ui.chat.panel.locator('li[data-streaming]').count()).toBe(0);
      await expect.poll(() => ui.chat.messages.last().innerText()).toContain(FOLLOW_UP);
      expect(await ui.chat.panel.locator('li[data-send-failed]').count()).toBe(0);
      expect(await ui.chat.panel.getByText(TEXTS.followUpFailed).count()).toBe(0);
      await expect.poll(() => ui.chat.input.isEnabled()).toBe(true);
    },
    complete: async (ui) => {
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
    failed: async (ui) => {
      if (kindOf(ui) === 'first') {
        await ui.chat.waitForView('error');
        await shows(ui.page, `${TEXTS.sendFailed}. ${supportLine} ${organisation.widget_settings.support_email}`);
      } else {
        await ui.chat.waitForView('conversation');
        await shows(ui.page, TEXTS.followUpFailed);
        // Marked on the message, with its retry; the text is back in the input, and so is focus.
        const failed = ui.chat.panel.locator('li[data-send-failed="true"]');
        await expect.poll(() => failed.innerText()).toContain(FOLLOW_UP);
        expect(await failed.getByRole('button', { name: TEXTS.retrySend }).count()).toBe(1);
        await expect.poll(() => ui.chat.input.isEnabled()).toBe(true);
        expect(await ui.chat.input.inputValue()).toBe(FOLLOW_UP);
      }
    },
  },
};
