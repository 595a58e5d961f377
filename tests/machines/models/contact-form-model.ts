import { deepStrictEqual, strictEqual } from 'node:assert/strict';
import { contactFormMachine } from '../../../src/machines/contact-form-machine.ts';
import { contactFormErrors } from '../../../src/machines/contact-form.ts';
import { defineTestModel } from '../support/model.ts';

export const contactFormModel = defineTestModel({
  name: 'contact-form',
  machine: contactFormMachine,
  inputs: { empty: {} },
  events: () => [
    { type: 'contactForm.fieldChanged', field: 'name', value: 'Aroha' },
    { type: 'contactForm.fieldChanged', field: 'email', value: 'aroha@example' },
    { type: 'contactForm.fieldChanged', field: 'email', value: 'aroha@example.org' },
    { type: 'contactForm.submitted' },
  ],
  // Whether the details are valid decides which submit transition is taken.
  guardFacts: (snapshot) => ({ valid: Object.keys(contactFormErrors(snapshot.context.values)).length === 0 }),
  states: {
    pristine: {
      description: 'Not submitted yet: no errors whatever is typed.',
      shows: ['Enter your contact details below and a team member will be in touch.', 'Submit Contact Details'],
      check: (snapshot) => deepStrictEqual(snapshot.context.errors, {}),
    },
    validatingOnChange: {
      description: "Submitted once: every change is validated with superstruct's messages.",
      check: (snapshot, { emitted }) => {
        deepStrictEqual(snapshot.context.errors, contactFormErrors(snapshot.context.values));
        const valid = Object.keys(snapshot.context.errors).length === 0;
        if (snapshot.context.errors.email)
          strictEqual(snapshot.context.errors.email, `Expected a value of type \`email\`, but received: \`"${snapshot.context.values.email}"\``);
        if (valid && emitted.length > 0) strictEqual(emitted.at(-1)?.type, 'contactDetails.validated');
      },
    },
  },
});
