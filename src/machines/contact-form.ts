// Contact-details validation (SPEC.md §5) with superstruct's own messages, one per field.
import { ContactDetails } from '../contract/contract.ts';

export type ContactField = keyof ContactDetails;
export type ContactFormValues = ContactDetails;
export type ContactFormErrors = Partial<Record<ContactField, string>>;

export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'phone'];

export const EMPTY_CONTACT_FORM: ContactFormValues = { name: '', email: '', phone: '' };

/** Field errors of `values`; an empty object when they are valid. */
export function contactFormErrors(values: ContactFormValues): ContactFormErrors {
  const [error] = ContactDetails.validate(values);
  if (!error) return {};
  const errors: ContactFormErrors = {};
  for (const failure of error.failures()) {
    const field = failure.path[0] as ContactField | undefined;
    if (field && CONTACT_FIELDS.includes(field) && !errors[field]) errors[field] = failure.message;
  }
  return errors;
}
