// The organisation loader in the browser: the demo page of an organisation (/{organisation_id}),
// whose GET /organisations/:id is held, then answered or refused.
import { expect } from '../expect.ts';
import { TEXTS } from '../../../../src/contract/texts.ts';
import { ORGANISATION_ID, organisation } from '../../../machines/models/fixtures.ts';
import { organisationModel } from '../../../machines/models/organisation-model.ts';
import { API } from '../api-stub.ts';
import { absent, seedLocalStorage, shows, visible } from '../chat-page.ts';
import type { Ui, UiModelAdapter } from '../ui-model.ts';
import { errorOf, failCall, outputOf } from './common.ts';

const alertsOf = (ui: Ui) => ui.memo.alerts as string[];

export const organisationUi: UiModelAdapter = {
  model: organisationModel,
  driver: (ui) => ({
    async start() {
      ui.memo.alerts = [];
      ui.page.on('dialog', (dialog) => {
        alertsOf(ui).push(`${dialog.type()}: ${dialog.message()}`);
        void dialog.accept();
      });
      await seedLocalStorage(ui.page, {});
      await ui.page.goto(ui.url(`/${ORGANISATION_ID}`));
    },
    async perform(event) {
      const call = await ui.api.next('GET', API.organisation);
      expect(call.path).toBe(`/organisations/${ORGANISATION_ID}`);
      if (event.type.startsWith('xstate.done.')) await call.fulfil(outputOf(event));
      else await failCall(call, errorOf(event));
    },
  }),
  states: {
    loading: async (ui) => {
      await expect.poll(() => ui.api.waiting('GET', API.organisation).length).toBe(1);
      await absent(ui.page.getByRole('heading', { name: organisation.name, level: 1 }));
    },
    loaded: async (ui) => {
      await visible(ui.page.getByRole('heading', { name: organisation.name, level: 1 }));
      await ui.chat.waitForView('start');
      expect(alertsOf(ui)).toEqual([]);
    },
    failed: async (ui) => {
      // Alerted once, then taken to the default demo route.
      await expect.poll(() => alertsOf(ui)).toEqual([`alert: ${TEXTS.organisationFailed}`]);
      await expect.poll(() => new URL(ui.page.url()).pathname).toBe('/');
      await shows(ui.page, 'Loading demo');
    },
  },
};
