// The fullscreen page's past conversations in the browser. The list is loaded for the stored
// contact, and again (`pastConversations.reload`) whenever the chat creates a conversation:
// here, a suggestion bubble sent from the start screen.
import type { Locator } from 'playwright-core';
import { expect } from '../expect.ts';
import { pastConversationsModel } from '../../../machines/models/past-conversations-model.ts';
import { OTHER_CONVERSATION_ID, OTHER_ORGANISATION_ID } from '../../../machines/models/fixtures.ts';
import { API } from '../api-stub.ts';
import { absent } from '../chat-page.ts';
import { PAGE_TIME, type Ui, type UiModelAdapter } from '../ui-model.ts';
import { QUESTION, conversation, errorOf, failCall, summaryOf, visit } from './common.ts';

const HOUR = 60 * 60 * 1000;
// What the API answers: unsorted, and one conversation with another organisation.
const older = summaryOf(conversation(2, { summary: 'Tandem jump prices', last_message_at: PAGE_TIME - 3 * 24 * HOUR }));
const newer = summaryOf(
  conversation(2, { id: OTHER_CONVERSATION_ID, summary: 'Minimum age for a jump', last_message_at: PAGE_TIME - HOUR }),
);
const elsewhere = summaryOf(
  conversation(2, { id: 'elsewhere', organisation_id: OTHER_ORGANISATION_ID, summary: 'Whitening', last_message_at: PAGE_TIME }),
);
export const PAST_CONVERSATIONS_ANSWER = [older, elsewhere, newer];

export const sidebar = (ui: Ui): Locator => ui.page.getByRole('navigation', { name: 'Past Conversations' });
/** The conversation cards, without 'Create new Conversation'. */
export const conversationCards = (ui: Ui): Locator => sidebar(ui).getByRole('button').filter({ hasText: 'Last message' });

export const pastConversationsUi: UiModelAdapter = {
  model: pastConversationsModel,
  infeasible: ({ input, path }) => {
    // The chat reloads the list with its own contact id, which is the stored one the list was
    // first loaded for: a reload with another id is for the machine level only.
    const { contactId } = input as { contactId: string | null };
    const other = path.steps.some((step) => step.event.type === 'pastConversations.reload' && step.event.contactId !== contactId);
    return other ? 'a reload for another contact than the stored one' : null;
  },
  driver: (ui, { input }) => {
    const { contactId } = input as { contactId: string | null };
    return {
      async start() {
        await visit(ui, { path: '/fullscreen', contactId });
        await ui.chat.waitForView('start');
      },
      async perform(event) {
        if (event.type === 'pastConversations.reload') {
          // The chat creates a conversation; a conversation already open is reset first.
          if ((await ui.chat.view()) === 'conversation') {
            await ui.page.getByRole('button', { name: 'Click here to reset your conversation' }).click();
            await ui.chat.waitForView('start');
          }
          await ui.chat.suggestion(QUESTION).click();
          await (await ui.api.next('POST', API.chat)).fulfil(conversation(2).messages);
          await ui.chat.waitForView('conversation');
          return;
        }
        const call = await ui.api.next('GET', API.pastConversations);
        if (event.type.startsWith('xstate.done.')) await call.fulfil(PAST_CONVERSATIONS_ANSWER);
        else await failCall(call, errorOf(event));
      },
    };
  },
  states: {
    skipped: async (ui) => {
      await sidebar(ui).getByRole('button', { name: 'Create new Conversation' }).waitFor();
      await absent(conversationCards(ui));
      expect(ui.api.count('GET', API.pastConversations)).toBe(0);
    },
    loading: async (ui) => {
      await sidebar(ui).getByRole('button', { name: 'Create new Conversation' }).waitFor();
      await expect.poll(() => ui.api.waiting('GET', API.pastConversations).length).toBe(1);
    },
    loaded: async (ui) => {
      // Latest message first, this organisation's only, each with its relative time.
      await expect
        .poll(() => conversationCards(ui).allInnerTexts())
        .toEqual([
          expect.stringMatching(/Minimum age for a jump\s*Last message about 1 hour ago/),
          expect.stringMatching(/Tandem jump prices\s*Last message 3 days ago/),
        ]);
    },
    failed: async (ui) => {
      await expect.poll(() => ui.api.waiting('GET', API.pastConversations).length).toBe(0);
      await absent(conversationCards(ui));
      await absent(ui.page.getByText("historic conversations can't be loaded"));
    },
  },
};
