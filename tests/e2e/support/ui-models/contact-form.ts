// The contact-details form in the browser, opened from an open conversation's footer.
import type { Locator } from 'playwright-core';
import { expect } from '../expect.ts';
import type { ContactField, ContactFormErrors, ContactFormValues } from '../../../../src/machines/contact-form.ts';
import { contactFormErrors } from '../../../../src/machines/contact-form.ts';
import { contactUpdateModel } from '../../../machines/models/contact-update-model.ts';
import { contactFormModel } from '../../../machines/models/contact-form-model.ts';
import { ORGANISATION_ID, savedContact } from '../../../machines/models/fixtures.ts';
import { API } from '../api-stub.ts';
import { absent, localItem, shows } from '../chat-page.ts';
import type { Ui, UiModelAdapter } from '../ui-model.ts';
import { CONTACT_ID, errorOf, failCall, openStoredConversation } from './common.ts';

export const CONTACT_FORM_INTRO = 'Enter your contact details below and a team member will be in touch.';
export const FIELD_LABELS: Record<ContactField, string> = { name: 'Your Name:', email: 'Your Email:', phone: 'Your Phone Number:' };

export const contactForm = (ui: Ui) => ui.page.locator('form').filter({ hasText: CONTACT_FORM_INTRO });
export const contactField = (ui: Ui, field: ContactField): Locator => contactForm(ui).getByLabel(FIELD_LABELS[field]);
export const submitButton = (ui: Ui) => contactForm(ui).getByRole('button', { name: 'Submit Contact Details' });

async function openForm(ui: Ui): Promise<void> {
  await openStoredConversation(ui);
  await ui.page.getByRole('button', { name: 'Leave contact details for a real human' }).click();
  await contactForm(ui).waitFor();
}

async function expectFormShows(ui: Ui, values: ContactFormValues, errors: ContactFormErrors): Promise<void> {
  await contactForm(ui).waitFor();
  for (const field of ['name', 'email', 'phone'] as const) {
    await expect.poll(() => contactField(ui, field).inputValue()).toBe(values[field]);
    const error = contactForm(ui).locator(`[id$="-${field}-error"]`);
    if (errors[field]) {
      await expect.poll(() => error.innerText()).toBe(errors[field]);
      expect(await contactField(ui, field).getAttribute('aria-invalid')).toBe('true');
    } else {
      await absent(error);
    }
  }
}

export const contactFormUi: UiModelAdapter = {
  model: contactFormModel,
  driver: (ui) => {
    let values: ContactFormValues = { name: '', email: '', phone: '' };
    ui.memo.values = values;
    return {
      start: () => openForm(ui),
      async perform(event) {
        if (event.type === 'contactForm.fieldChanged') {
          const { field, value } = event as unknown as { field: ContactField; value: string };
          values = { ...values, [field]: value };
          ui.memo.values = values;
          await contactField(ui, field).fill(value);
          return;
        }
        await submitButton(ui).click();
        if (Object.keys(contactFormErrors(values)).length === 0) {
          // Valid details go to the chat, which saves them (PUT /contacts). Refusing the save
          // keeps the form open, so the path can go on editing it.
          const put = await ui.api.next('PUT', API.contacts);
          expect(put.body()).toEqual({ id: CONTACT_ID, organisation_id: ORGANISATION_ID, ...values });
          await put.fail(500);
          await expect.poll(() => submitButton(ui).getAttribute('aria-busy')).toBe('false');
        }
      },
    };
  },
  states: {
    pristine: async (ui, step) => {
      // Not submitted yet: no errors, whatever was typed.
      await expectFormShows(ui, ui.memo.values as ContactFormValues, {});
      for (const field of ['name', 'email', 'phone'] as const) {
        if (step.index === 0) expect(await contactField(ui, field).getAttribute('placeholder')).toBeTruthy();
      }
    },
    validatingOnChange: async (ui) => {
      // Submitted once: every field shows superstruct's message for what it holds now.
      const values = ui.memo.values as ContactFormValues;
      await expectFormShows(ui, values, contactFormErrors(values));
    },
  },
};

export const contactUpdateUi: UiModelAdapter = {
  model: contactUpdateModel,
  driver: (ui) => ({
    async start() {
      await openForm(ui);
      for (const field of ['name', 'email', 'phone'] as const) await contactField(ui, field).fill(savedContact[field]);
      await submitButton(ui).click();
    },
    async perform(event) {
      const put = await ui.api.next('PUT', API.contacts);
      if (event.type.startsWith('xstate.done.')) await put.fulfil(event.output);
      else await failCall(put, errorOf(event));
    },
  }),
  states: {
    loading: async (ui) => {
      await expect.poll(() => ui.api.waiting('PUT', API.contacts).length).toBe(1);
      const [put] = ui.api.waiting('PUT', API.contacts);
      expect(put.body()).toEqual({
        id: CONTACT_ID,
        organisation_id: ORGANISATION_ID,
        name: savedContact.name,
        email: savedContact.email,
        phone: savedContact.phone,
      });
      // The submit button shows a spinner while saving.
      await expect.poll(() => submitButton(ui).getAttribute('aria-busy')).toBe('true');
      expect(await submitButton(ui).isDisabled()).toBe(true);
    },
    success: async (ui) => {
      await shows(ui.page, `Hi ${savedContact.name}, we have received your contact details`);
      await shows(ui.page, `We have your details ${savedContact.name} and our team will contact you soon via ${savedContact.email}`);
      await absent(contactForm(ui));
      expect(await localItem(ui.page, 'contact_id')).toBe(CONTACT_ID);
    },
    error: async (ui) => {
      // Stored and logged; nothing is shown: the form stays, ready to submit again.
      await expect.poll(() => submitButton(ui).getAttribute('aria-busy')).toBe('false');
      expect(await submitButton(ui).isEnabled()).toBe(true);
      await absent(ui.page.getByText('we have received your contact details'));
      await absent(ui.page.getByText('Network response was not ok'));
      await absent(ui.page.getByText('There was an error sending the message'));
    },
  },
};
