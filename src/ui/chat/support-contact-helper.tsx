import * as styles from './contact-details-form.css';
import { useTexts } from '../shared/i18n/texts';

type SupportContactHelperProps = { supportEmail: string | null; supportPhone: string | null };

/** Other ways to reach a person, when the organisation has them (SPEC.md §2 contact form). */
export function SupportContactHelper({ supportEmail, supportPhone }: SupportContactHelperProps) {
  const { t } = useTexts();
  if (!supportEmail && !supportPhone) return null;
  return (
    <p className={styles.helper}>
      {supportEmail && <a href={`mailto:${supportEmail}`}>{t('orSendEmail')}</a>}
      {supportEmail && supportPhone && ' '}
      {supportPhone && <a href={`tel:${supportPhone.replace(/\s+/g, '')}`}>{t('orCallUs')}</a>}.
    </p>
  );
}
