// The contacts export in the operator console: signed in with a key the tab kept, the toolbar's
// button; the CSV call is held, fulfilled with a file (which the browser downloads) or failed.
import { expect } from '../expect.ts';
import { TEXTS } from '../../../../src/contract/texts.ts';
import { OPERATOR_KEY_PREFIX } from '../../../../src/services/operator-storage.ts';
import { ORGANISATION_ID } from '../../../machines/models/fixtures.ts';
import { contactsExportModel } from '../../../machines/models/contacts-export-model.ts';
import { visible } from '../chat-page.ts';
import type { Ui, UiModelAdapter } from '../ui-model.ts';
import { answerOrganisation, conversation, summaryOf } from './common.ts';

const CSV = /^\/organisations\/[^/]+\/contacts\.csv$/;
const LIST = /^\/organisations\/[^/]+\/inbox$/;
const exportButton = (ui: Ui) => ui.page.getByRole('button', { name: /Export contacts|Exporting contacts/ });

export const contactsExportUi: UiModelAdapter = {
  model: contactsExportModel,
  driver: (ui) => ({
    async start() {
      answerOrganisation(ui);
      // No member's session: the console signs in with the key the tab kept.
      ui.api.always('GET', /^\/organisations\/[^/]+\/session$/, (call) => call.fail(401, 'Not signed in to this organisation'));
      const listed = { ...summaryOf(conversation(2)), message_count: 2, wants_human: true, ai_paused: false, last_message: null, unread: false, referrer: '', answering_name: null, time_zone: null };
      ui.api.always('GET', LIST, (call) => call.fulfil({ conversations: [listed], next_cursor: null, waiting_count: 1 }));
      await ui.page.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [`${OPERATOR_KEY_PREFIX}${ORGANISATION_ID}`, 'kor_test_key'] as const);
      await ui.page.goto(ui.url('/operator'));
      await visible(exportButton(ui));
    },
    async perform(event) {
      if (event.type === 'export.requested') {
        await exportButton(ui).click();
        return;
      }
      const call = await ui.api.next('GET', CSV);
      expect(call.request.headers().authorization).toBe('Bearer kor_test_key');
      if (event.type.startsWith('xstate.done.')) {
        const download = ui.page.waitForEvent('download');
        await call.fulfilText(String(event.output), 'text/csv; charset=utf-8');
        const file = await download;
        expect(file.suggestedFilename()).toBe(`${ORGANISATION_ID}-contacts.csv`);
        ui.memo.downloaded = Number(ui.memo.downloaded ?? 0) + 1;
      } else {
        await call.fail(500, 'Internal Server Error');
      }
    },
  }),
  states: {
    idle: async (ui, step) => {
      await expect.poll(() => exportButton(ui).isEnabled()).toBe(true);
      await expect.poll(() => exportButton(ui).textContent()).toBe('Export contacts (CSV)');
      if (step.event.type.startsWith('xstate.done.')) expect(ui.memo.downloaded).toBeGreaterThan(0);
      expect(await ui.page.getByRole('alert').filter({ hasText: TEXTS.contactsExportFailed }).count()).toBe(0);
    },
    exporting: async (ui) => {
      await expect.poll(() => exportButton(ui).isDisabled()).toBe(true);
      await expect.poll(() => ui.api.waiting('GET', CSV).length).toBe(1);
    },
    failed: async (ui) => {
      await visible(ui.page.getByRole('alert').filter({ hasText: TEXTS.contactsExportFailed }));
      await expect.poll(() => exportButton(ui).isEnabled()).toBe(true);
    },
  },
};

