import { useId, type FormEvent } from 'react';
import type { ContactDetails } from '../../contract/contract';
import * as styles from './contact-details-form.css';
import { Icon } from '../shared/icon';
import { Spinner } from '../shared/spinner';
import { SupportContactHelper } from './support-contact-helper';
import { useTexts } from '../shared/i18n/texts';

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
  { key: 'name', label: 'yourName', placeholder: 'namePlaceholder', type: 'text', autoComplete: 'name' },
  { key: 'email', label: 'yourEmail', placeholder: 'emailPlaceholder', type: 'email', autoComplete: 'email' },
  { key: 'phone', label: 'yourPhone', placeholder: 'phonePlaceholder', type: 'tel', autoComplete: 'tel' },
] as const;

export function ContactDetailsForm(props: ContactDetailsFormProps) {
  const { saving, values, fieldErrors, supportEmail, supportPhone, onFieldChange, onSubmit, onClose } = props;
  const id = useId();
  const { t } = useTexts();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!saving) onSubmit();
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby={`${id}-intro`} noValidate>
      <div className={styles.heading}>
        <p id={`${id}-intro`} className={styles.intro}>
          {t('contactFormIntro')}
        </p>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('closeContactForm')}>
          <Icon name="close" size={18} />
        </button>
      </div>
      {FIELDS.map((field) => {
        const error = fieldErrors[field.key];
        return (
          <label key={field.key} className={styles.field}>
            {t(field.label)}
            <input
              className={styles.input}
              name={field.key}
              type={field.type}
              autoComplete={field.autoComplete}
              placeholder={t(field.placeholder)}
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
        {t('submitContactDetails')}
      </button>
      <SupportContactHelper supportEmail={supportEmail} supportPhone={supportPhone} />
    </form>
  );
}
