import { deepStrictEqual, strictEqual } from 'node:assert/strict';
import { TEXTS } from '../../../src/contract/texts.ts';
import { contactsExportMachine } from '../../../src/machines/contacts-export-machine.ts';
import { defineTestModel, done, failed } from '../support/model.ts';
import { ORGANISATION_ID } from './fixtures.ts';

export const CONTACTS_CSV = '\uFEFF"contact_id","name"\r\n"c1","Aroha"\r\n';

/** The last contacts.ready the machine emitted on this path, if any. */
const lastFile = (emitted: { type: string }[]) => emitted.filter((event) => event.type === 'contacts.ready').at(-1);

export const contactsExportModel = defineTestModel({
  name: 'contacts-export',
  machine: contactsExportMachine,
  inputs: { signedIn: { organisationId: ORGANISATION_ID, operatorKey: 'kor_test_key' } },
  events: () => [{ type: 'export.requested' }, done('downloadContacts', CONTACTS_CSV), failed('downloadContacts', new Error(TEXTS.contactsExportFailed))],
  states: {
    idle: {
      description: 'The button offers the export; a finished export handed its file to the view.',
      shows: ['Export contacts (CSV)'],
      check: (snapshot, { emitted }) => {
        strictEqual(snapshot.context.error, null);
        const file = lastFile(emitted);
        if (file) deepStrictEqual(file, { type: 'contacts.ready', fileName: `${ORGANISATION_ID}-contacts.csv`, csv: CONTACTS_CSV });
      },
    },
    exporting: {
      description: 'GET /organisations/:id/contacts.csv with the operator key; the button waits.',
      shows: ['Exporting contacts…'],
      check: (snapshot) => strictEqual(snapshot.context.error, null),
    },
    failed: {
      description: 'The failure is said beside the button, which offers the export again.',
      shows: ['Export contacts (CSV)', TEXTS.contactsExportFailed],
      check: (snapshot) => strictEqual(snapshot.context.error, TEXTS.contactsExportFailed),
    },
  },
});
