// A conversation's record of who took over, replied and handed back, in the operator console
// (signed in with a key the tab kept): opening the listed conversation loads it; taking over or
// handing back changes what the list says of the conversation, which loads it again. The record's
// calls are held, then fulfilled or failed; a failure keeps what was shown.
import { expect } from '../expect.ts';
import type { ApiError } from '../../../../src/contract/api-error.ts';
import type { ConversationEvent } from '../../../../src/contract/contract.ts';
import { OPERATOR_KEY_PREFIX } from '../../../../src/services/operator-storage.ts';
import { CONVERSATION_ID, ORGANISATION_ID } from '../../../machines/models/fixtures.ts';
import { conversationRecordModel } from '../../../machines/models/conversation-record-model.ts';
import { API } from '../api-stub.ts';
import { visible } from '../chat-page.ts';
import type { Ui, UiModelAdapter } from '../ui-model.ts';
import { answerOrganisation, conversation, summaryOf } from './common.ts';

const RECORD_CALL = /^\/conversations\/[^/]+\/events$/;
const INBOX = /^\/organisations\/[^/]+\/inbox$/;
const OPERATOR_KEY = 'kor_test_key';
const KEY_ONLY = "the member's console (no key: the session goes instead) is played against the real server by tests/e2e/team.test.ts";

// The list sits in a closed <details>: read whether shown or not.
const record = (ui: Ui) => ui.page.getByRole('list', { name: 'Who did what', includeHidden: true });
const recordSummary = (ui: Ui) => ui.page.getByText(/^Who did what \(\d+\)$/);

export const conversationRecordUi: UiModelAdapter = {
  model: conversationRecordModel,
  infeasible: ({ inputName }) => (inputName === 'member' ? KEY_ONLY : null),
  driver: (ui) => ({
    async start() {
      ui.memo.paused = false;
      ui.memo.shown = [] as ConversationEvent[];
      answerOrganisation(ui);
      ui.api.always('GET', /^\/organisations\/[^/]+\/session$/, (call) => call.fail(401, 'Not signed in to this organisation'));
      const opened = conversation(2);
      // The list says whether a person has the conversation: what the record's reloads follow.
      ui.api.always('GET', INBOX, (call) =>
        call.fulfil({
          conversations: [{ ...summaryOf(opened), message_count: 2, wants_human: false, ai_paused: ui.memo.paused, last_message: null, unread: false, referrer: '', answering_name: null, time_zone: null }],
          next_cursor: null,
          waiting_count: 0,
        }),
      );
      ui.api.always('GET', API.conversation, (call) => call.fulfil(summaryOf(opened)));
      ui.api.always('GET', API.messages, (call) => call.fulfil(opened));
      for (const [path, paused] of [[/^\/conversations\/[^/]+\/takeover$/, true], [/^\/conversations\/[^/]+\/handback$/, false]] as const) {
        ui.api.always('POST', path, (call) => {
          ui.memo.paused = paused;
          return call.fulfil({ id: CONVERSATION_ID, ai_paused: paused, wants_human: false });
        });
      }
      await ui.page.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [`${OPERATOR_KEY_PREFIX}${ORGANISATION_ID}`, OPERATOR_KEY] as const);
      await ui.page.goto(ui.url('/operator'));
      await ui.page.locator(`[data-conversation-id="${CONVERSATION_ID}"]`).click();
      await ui.chat.waitForView('conversation');
    },
    async perform(event) {
      if (event.type === 'record.refresh') {
        await ui.page.getByRole('button', { name: ui.memo.paused ? 'Hand back to AI' : 'Take over' }).click();
        return;
      }
      const call = await ui.api.next('GET', RECORD_CALL);
      expect(call.request.headers().authorization).toBe(`Bearer ${OPERATOR_KEY}`);
      if (event.type.startsWith('xstate.done.')) {
        ui.memo.shown = event.output as ConversationEvent[];
        await call.fulfil(event.output);
      } else {
        await call.fail((event.error as ApiError).status ?? 500, 'Stubbed failure');
      }
    },
  }),
  states: {
    loading: async (ui) => {
      await expect.poll(() => ui.api.waiting('GET', RECORD_CALL).length).toBe(1);
    },
    shown: async (ui) => {
      await expect.poll(() => ui.api.waiting('GET', RECORD_CALL).length).toBe(0);
      const shown = ui.memo.shown as ConversationEvent[];
      if (shown.length === 0) {
        await expect.poll(() => recordSummary(ui).count()).toBe(0);
        return;
      }
      await visible(ui.page.getByText(`Who did what (${shown.length})`, { exact: true }));
      await expect.poll(() => record(ui).getByRole('listitem', { includeHidden: true }).allTextContents()).toEqual(
        shown.map((each) => expect.stringContaining(`${each.actor_name} ${{ took_over: 'took over', replied: 'replied', handed_back: 'handed back to the AI' }[each.action]}`)),
      );
    },
  },
};
