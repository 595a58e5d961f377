// Polling in the browser: an open conversation is fetched again after 10 s of the page's clock;
// right after the first message (contact not known yet) it is fetched at once.
import { expect } from '../expect.ts';
import type { Conversation } from '../../../../src/contract/contract.ts';
import { NOTIFICATION_SOUND_PATH } from '../../../../src/services/sound.ts';
import { conversationPollerModel } from '../../../machines/models/conversation-poller-model.ts';
import { API } from '../api-stub.ts';
import { localItem } from '../chat-page.ts';
import type { UiModelAdapter } from '../ui-model.ts';
import { QUESTION, conversation, errorOf, failCall, openStoredConversation, visit } from './common.ts';

const LIVE_ONLY = "sent only by the console's live stream (issue 13), which tests/e2e/inbox.test.ts plays against the real server";

export const conversationPollerUi: UiModelAdapter = {
  model: conversationPollerModel,
  infeasible: ({ path }) => (path.steps.some((step) => step.event.type === 'poll.now') ? LIVE_ONLY : null),
  machineLevelOnly: { 'poll.now': LIVE_ONLY },
  driver: (ui, { input }) => ({
    async start() {
      const { contactId } = input as { contactId: string | null };
      if (contactId) {
        await openStoredConversation(ui);
      } else {
        await visit(ui);
        await ui.chat.suggestion(QUESTION).click();
        await (await ui.api.next('POST', API.chat)).fulfil(conversation(2).messages);
        await ui.chat.waitForView('conversation');
      }
    },
    async perform(event) {
      if (event.type.startsWith('xstate.after.')) {
        await ui.tick(10_000);
        return;
      }
      const call = await ui.api.next('GET', API.messages);
      if (event.type.startsWith('xstate.done.')) {
        await call.fulfil(event.output);
        return;
      }
      // The machine logs a failure as it goes back to waiting, where the next poll's timer starts:
      // a tick before the page has taken the failure in would pass before that timer exists.
      const logged = ui.page.waitForEvent('console', (message) => message.type() === 'error' && message.text().startsWith('Polling the conversation failed'));
      await failCall(call, errorOf(event));
      await logged;
    },
  }),
  states: {
    waiting: async (ui) => {
      await ui.chat.waitForView('conversation');
      await ui.chat.waitForMessageCount(2);
      await expect.poll(() => ui.api.waiting('GET', API.messages).length).toBe(0);
    },
    fetching: async (ui) => {
      await ui.chat.waitForView('conversation');
      await expect.poll(() => ui.api.waiting('GET', API.messages).length).toBe(1);
    },
    changed: async (ui, step) => {
      const fresh = step.event.output as Conversation;
      const before = 2; // both inputs start polling a conversation of two messages
      await ui.chat.waitForMessageCount(fresh.messages.length);
      if (fresh.messages.length !== before) {
        // New messages replace the list and the notification sound is played.
        await expect.poll(() => ui.requests.filter((path) => path === NOTIFICATION_SOUND_PATH).length).toBeGreaterThan(0);
      }
      await expect.poll(() => localItem(ui.page, 'contact_id')).toBe(fresh.contact.id);
    },
  },
};
