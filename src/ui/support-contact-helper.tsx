import * as styles from './contact-details-form.css';

type SupportContactHelperProps = { supportEmail: string | null; supportPhone: string | null };

/** Other ways to reach a person, when the organisation has them (SPEC.md §2 contact form). */
export function SupportContactHelper({ supportEmail, supportPhone }: SupportContactHelperProps) {
  if (!supportEmail && !supportPhone) return null;
  return (
    <p className={styles.helper}>
      {supportEmail && <a href={`mailto:${supportEmail}`}>or send us an email</a>}
      {supportEmail && supportPhone && ' '}
      {supportPhone && <a href={`tel:${supportPhone.replace(/\s+/g, '')}`}>or call us</a>}.
    </p>
  );
}
