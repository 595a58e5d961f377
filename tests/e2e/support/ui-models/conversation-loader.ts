// The conversation loader in the browser: a stored conversation_id on the demo page (/).
import { expect } from '../expect.ts';
import type { ApiError } from '../../../../src/contract/api-error.ts';
import { TEXTS } from '../../../../src/contract/texts.ts';
import { conversationLoaderModel } from '../../../machines/models/conversation-loader-model.ts';
import { API } from '../api-stub.ts';
import { absent, localItem, shows, supportLine } from '../chat-page.ts';
import type { UiModelAdapter } from '../ui-model.ts';
import { CONTACT_ID, CONVERSATION_ID, errorOf, failCall, organisation, outputOf, visit } from './common.ts';

export const conversationLoaderUi: UiModelAdapter = {
  model: conversationLoaderModel,
  driver: (ui, { input }) => ({
    async start() {
      const { conversationId } = input as { conversationId: string | null };
      await visit(ui, { conversationId });
    },
    async perform(event) {
      const call = event.type.endsWith('fetchConversation')
        ? await ui.api.next('GET', API.conversation)
        : await ui.api.next('GET', API.messages);
      if (event.type.startsWith('xstate.done.')) await call.fulfil(outputOf(event));
      else await failCall(call, errorOf(event));
    },
  }),
  states: {
    'loading.conversation': async (ui) => {
      await ui.chat.waitForView('loading-conversation');
      await expect.poll(() => ui.api.waiting('GET', API.conversation).length).toBe(1);
      expect(ui.api.count('GET', API.messages)).toBe(0);
    },
    'loading.messages': async (ui) => {
      await ui.chat.waitForView('loading-conversation');
      await expect.poll(() => ui.api.waiting('GET', API.messages).length).toBe(1);
    },
    loaded: async (ui) => {
      await ui.chat.waitForView('conversation');
      await ui.chat.waitForMessageCount(2);
      await shows(ui.page, 'A single jump is 199.99 NZD.');
      expect(await localItem(ui.page, 'conversation_id')).toBe(CONVERSATION_ID);
      expect(await localItem(ui.page, 'contact_id')).toBe(CONTACT_ID);
    },
    error: async (ui, step) => {
      await ui.chat.waitForView('error');
      // The failure this step played: 'Conversation Not Found' (404) or 'Network response was not ok'.
      const notFound = (errorOf(step.event) as ApiError).code === 'conversation-not-found';
      const error = notFound ? TEXTS.conversationNotFound : TEXTS.networkNotOk;
      await shows(ui.page, `${error}. ${supportLine} ${organisation.widget_settings.support_email}`);
    },
    cleared: async (ui) => {
      await ui.chat.waitForView('start');
      await ui.chat.input.waitFor();
      expect(ui.api.count('GET', /^\/conversations\//)).toBe(0);
      await absent(ui.chat.messages);
    },
  },
};
