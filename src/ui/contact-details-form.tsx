import { useId, type FormEvent } from 'react';
import type { ContactDetails } from '../services/contract';
import * as styles from './contact-details-form.css';
import { Icon } from './icon';
import { Spinner } from './spinner';
import { SupportContactHelper } from './support-contact-helper';

export type ContactFieldErrors = Partial<Record<keyof ContactDetails, string>>;

export type ContactDetailsFormProps = {
  /** True while the details are being saved: the button shows a spinner. */
  saving: boolean;
  /** The form's values and validation messages, held by the contact-form machine. */
  values: ContactDetails;
  fieldErrors: ContactFieldErrors;
  supportEmail: string | null;
  supportPhone: string | null;
  /** Every edit, so that once submitted the machine can validate again on each change (SPEC.md §5). */
  onFieldChange: (field: keyof ContactDetails, value: string) => void;
  onSubmit: () => void;
  onClose: () => void;
};

const FIELDS = [
  { key: 'name', label: 'Your Name:', placeholder: 'Jane Smith', type: 'text', autoComplete: 'name' },
  { key: 'email', label: 'Your Email:', placeholder: 'jane@example.com', type: 'email', autoComplete: 'email' },
  { key: 'phone', label: 'Your Phone Number:', placeholder: '021 123 4567', type: 'tel', autoComplete: 'tel' },
] as const;

export function ContactDetailsForm(props: ContactDetailsFormProps) {
  const { saving, values, fieldErrors, supportEmail, supportPhone, onFieldChange, onSubmit, onClose } = props;
  const id = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!saving) onSubmit();
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby={`${id}-intro`} noValidate>
      <div className={styles.heading}>
        <p id={`${id}-intro`} className={styles.intro}>
          Enter your contact details below and a team member will be in touch.
        </p>
        <button type="button" className={styles.close} onClick={onClose} aria-label="Close contact details form">
          <Icon name="close" size={18} />
        </button>
      </div>
      {FIELDS.map((field) => {
        const error = fieldErrors[field.key];
        return (
          <label key={field.key} className={styles.field}>
            {field.label}
            <input
              className={styles.input}
              name={field.key}
              type={field.type}
              autoComplete={field.autoComplete}
              placeholder={field.placeholder}
              value={values[field.key]}
              onChange={(event) => onFieldChange(field.key, event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-${field.key}-error` : undefined}
            />
            {error && (
              <span id={`${id}-${field.key}-error`} className={styles.fieldError} role="alert">
                {error}
              </span>
            )}
          </label>
        );
      })}
      <button type="submit" className={styles.submit} disabled={saving} aria-busy={saving}>
        {saving && <Spinner size={16} />}
        Submit Contact Details
      </button>
      <SupportContactHelper supportEmail={supportEmail} supportPhone={supportPhone} />
    </form>
  );
}
