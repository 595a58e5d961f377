// The org-mismatch reset in the browser: a stored conversation of either organisation, shown on
// the default demo page (/).
import { expect } from '../expect.ts';
import { orgMismatchModel } from '../../../machines/models/org-mismatch-model.ts';
import { API } from '../api-stub.ts';
import { absent, localItem } from '../chat-page.ts';
import type { UiModelAdapter } from '../ui-model.ts';
import { CONTACT_ID, CONVERSATION_ID, QUESTION, conversation, summaryOf, visit } from './common.ts';

export const orgMismatchUi: UiModelAdapter = {
  model: orgMismatchModel,
  driver: (ui, { input }) => ({
    async start() {
      const { conversationOrganisationId } = input as { conversationOrganisationId: string };
      const stored = conversation(2, { organisation_id: conversationOrganisationId });
      await visit(ui, { conversationId: CONVERSATION_ID, contactId: CONTACT_ID });
      await (await ui.api.next('GET', API.conversation)).fulfil(summaryOf(stored));
      await (await ui.api.next('GET', API.messages)).fulfil(stored);
    },
    perform: async (event) => {
      throw new Error(`The org-mismatch check takes no events (${event.type})`);
    },
  }),
  states: {
    sameOrganisation: async (ui) => {
      await ui.chat.waitForView('conversation');
      await ui.chat.waitForMessageCount(2);
      expect(await localItem(ui.page, 'conversation_id')).toBe(CONVERSATION_ID);
    },
    otherOrganisation: async (ui) => {
      // The conversation is not resumed: the start screen, and the stored id is gone.
      await ui.chat.waitForView('start');
      await ui.chat.suggestion(QUESTION).waitFor();
      await absent(ui.chat.messages);
      await expect.poll(() => localItem(ui.page, 'conversation_id')).toBe(null);
    },
  },
};
