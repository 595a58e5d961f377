// A site's signed-in user in the browser: the fullscreen page given ?userId=&userHash= (as the
// widget's "open in new window" passes them) on a browser that holds an anonymous contact and
// another conversation. POST /contacts/identify is held; the chat starts only once it settles.
import { expect } from '../expect.ts';
import { CONTACT_ID_KEY, CONVERSATION_ID_KEY, VERIFIED_CONTACT_IDS_KEY } from '../../../../src/services/storage.ts';
import { CONTACT_ID, ORGANISATION_ID, OTHER_CONVERSATION_ID } from '../../../machines/models/fixtures.ts';
import { USER_HASH, USER_ID, identified, visitorIdentityModel } from '../../../machines/models/visitor-identity-model.ts';
import { API } from '../api-stub.ts';
import { localItem } from '../chat-page.ts';
import type { Ui, UiModelAdapter } from '../ui-model.ts';
import { errorOf, failCall, visit } from './common.ts';

const IDENTIFY = /^\/contacts\/identify$/;
const PAGE = `/fullscreen?userId=${USER_ID}&userHash=${USER_HASH}`;

/** The conversation the chat asks for first: which one tells whose the chat is. */
async function chatAsksFor(ui: Ui, conversationId: string, contactId: string): Promise<void> {
  await expect.poll(() => ui.api.waiting('GET', API.conversation).map((call) => call.path)).toEqual([`/conversations/${conversationId}`]);
  await expect.poll(() => ui.api.waiting('GET', API.pastConversations).map((call) => call.path)).toEqual([`/contacts/${contactId}/conversations`]);
}

export const visitorIdentityUi: UiModelAdapter = {
  model: visitorIdentityModel,
  driver: (ui) => ({
    async start() {
      await visit(ui, { path: PAGE, conversationId: OTHER_CONVERSATION_ID, contactId: CONTACT_ID });
    },
    async perform(event) {
      const post = await ui.api.next('POST', IDENTIFY);
      if (event.type.startsWith('xstate.done.')) await post.fulfil(identified);
      else await failCall(post, errorOf(event));
    },
  }),
  states: {
    verifying: async (ui) => {
      await expect.poll(() => ui.api.waiting('POST', IDENTIFY).length).toBe(1);
      const [post] = ui.api.waiting('POST', IDENTIFY);
      // The anonymous contact this browser holds goes along: its conversations may become the user's.
      expect(post.body()).toEqual({ organisation_id: ORGANISATION_ID, user_id: USER_ID, user_hash: USER_HASH, contact_id: CONTACT_ID });
      // The chat has not started: it has read no stored ids and asked for nothing.
      expect(await ui.page.locator('section[data-chat-view]').count()).toBe(0);
      expect(ui.api.log.filter((call) => call.includes('/conversations'))).toEqual([]);
    },
    verified: async (ui) => {
      await chatAsksFor(ui, identified.conversation_id!, identified.contact.id);
      expect(await localItem(ui.page, CONVERSATION_ID_KEY)).toBe(identified.conversation_id);
      expect(await localItem(ui.page, CONTACT_ID_KEY)).toBe(identified.contact.id);
      // Marked as a signed-in user's: a page that no longer names them forgets it.
      expect(JSON.parse((await localItem(ui.page, VERIFIED_CONTACT_IDS_KEY)) ?? '{}')).toEqual({ [ORGANISATION_ID]: identified.contact.id });
    },
    refused: async (ui) => {
      // Anonymous, as without the identity: what the browser held is what the chat resumes.
      await chatAsksFor(ui, OTHER_CONVERSATION_ID, CONTACT_ID);
      expect(await localItem(ui.page, CONVERSATION_ID_KEY)).toBe(OTHER_CONVERSATION_ID);
      expect(await localItem(ui.page, CONTACT_ID_KEY)).toBe(CONTACT_ID);
    },
  },
};
