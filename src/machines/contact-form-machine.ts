// The contact-details form (SPEC.md §2, §5): validated on submit, then on every change. The two
// phases are two states, not a flag. Valid details go to the parent chat as
// `contactDetails.validated` (and are emitted, for a form used on its own).
import { assign, emit, sendTo, setup } from 'xstate';
import type { ContactDetails } from '../contract/contract.ts';
import {
  EMPTY_CONTACT_FORM,
  contactFormErrors,
  type ContactField,
  type ContactFormErrors,
  type ContactFormValues,
} from './contact-form.ts';

export interface ContactFormContext {
  values: ContactFormValues;
  errors: ContactFormErrors;
}

export type ContactFormEvent =
  | { type: 'contactForm.fieldChanged'; field: ContactField; value: string }
  | { type: 'contactForm.submitted' };

export type ContactDetailsValidated = { type: 'contactDetails.validated'; details: ContactDetails };

export const contactFormMachine = setup({
  types: {
    input: {} as { values?: ContactFormValues } | undefined,
    context: {} as ContactFormContext,
    events: {} as ContactFormEvent,
    emitted: {} as ContactDetailsValidated,
  },
  guards: {
    detailsAreValid: ({ context }) => Object.keys(contactFormErrors(context.values)).length === 0,
  },
  actions: {
    changeField: assign({
      values: ({ context }, params: { field: ContactField; value: string }) => ({
        ...context.values,
        [params.field]: params.value,
      }),
    }),
    validate: assign({ errors: ({ context }) => contactFormErrors(context.values) }),
    // sendParent would throw for a form running on its own (and in graph traversal); without a
    // parent the event goes to the form itself, which ignores it.
    reportToChat: sendTo(
      ({ self }) => self._parent ?? self,
      ({ context }): ContactDetailsValidated => ({ type: 'contactDetails.validated', details: context.values }),
    ),
    announceValidDetails: emit(({ context }): ContactDetailsValidated => ({
      type: 'contactDetails.validated',
      details: context.values,
    })),
  },
}).createMachine({
  id: 'contactForm',
  description: 'Validates the contact details on submit, then on every change.',
  context: ({ input }) => ({ values: input?.values ?? EMPTY_CONTACT_FORM, errors: {} }),
  initial: 'pristine',
  on: {
    'contactForm.submitted': [
      {
        guard: 'detailsAreValid',
        target: '.validatingOnChange',
        actions: ['validate', 'reportToChat', 'announceValidDetails'],
      },
      { target: '.validatingOnChange', actions: 'validate' },
    ],
  },
  states: {
    pristine: {
      description: 'Not submitted yet: changes are not validated.',
      on: {
        'contactForm.fieldChanged': {
          actions: { type: 'changeField', params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
      },
    },
    validatingOnChange: {
      description: 'Submitted once: every change is validated.',
      tags: ['validatesOnChange'],
      on: {
        'contactForm.fieldChanged': {
          actions: [
            { type: 'changeField', params: ({ event }) => ({ field: event.field, value: event.value }) },
            'validate',
          ],
        },
      },
    },
  },
});
