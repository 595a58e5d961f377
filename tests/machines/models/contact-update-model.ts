import { deepStrictEqual, strictEqual } from 'node:assert/strict';
import { contactUpdateMachine } from '../../../src/machines/contact-update-machine.ts';
import { TEXTS } from '../../../src/contract/texts.ts';
import { defineTestModel, done, failed } from '../support/model.ts';
import { CONTACT_ID, apiError, savedContact } from './fixtures.ts';

export const contactUpdateModel = defineTestModel({
  name: 'contact-update',
  machine: contactUpdateMachine,
  inputs: {
    details: { contact: { id: CONTACT_ID, name: savedContact.name, email: savedContact.email, phone: savedContact.phone } },
  },
  events: () => [
    done('saveContact', savedContact),
    // The server answered non-OK: 'Network response was not ok'.
    failed('saveContact', apiError('server', 500)),
    // No answer, or not an Error at all: 'There was an error sending the message'.
    failed('saveContact', apiError('network')),
    failed('saveContact', 'offline'),
  ],
  states: {
    loading: {
      description: 'PUT /contacts; the submit button shows a spinner.',
      check: (snapshot) => strictEqual(snapshot.context.error, null),
    },
    success: {
      description: 'The response is stored and handed to the submitted-details callback.',
      check: (snapshot) => deepStrictEqual(snapshot.output, { saved: savedContact, error: null }),
    },
    error: {
      description: 'Stored and logged; nothing is shown.',
      check: (snapshot) => {
        const error = snapshot.output?.error;
        strictEqual(error === TEXTS.networkNotOk || error === TEXTS.sendFailed, true);
        strictEqual(snapshot.output?.saved, null);
      },
    },
  },
});
