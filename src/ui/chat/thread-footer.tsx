import type { Contact } from '../../contract/contract';
import * as styles from './chat-thread.css';
import { PROVIDER_HOME_URL, PROVIDER_NAME } from '../shared/provider';
import { useTexts } from '../shared/i18n/texts';

type ThreadFooterProps = {
  contact: Contact | null;
  onLeaveContactDetails: () => void;
};

export function ThreadFooter({ contact, onLeaveContactDetails }: ThreadFooterProps) {
  const { t } = useTexts();
  const submitted = contact !== null && contact.updated_at !== undefined;
  return (
    <div className={styles.footer}>
      {submitted ? (
        <span role="status">{t('detailsReceived', { name: contact.name })}</span>
      ) : (
        <button type="button" className={styles.linkButton} onClick={onLeaveContactDetails}>
          {t('leaveContactDetails')}
        </button>
      )}
      <a className={styles.poweredBy} href={PROVIDER_HOME_URL} target="_blank" rel="noopener noreferrer">
        {t('poweredBy', { provider: PROVIDER_NAME })}
      </a>
    </div>
  );
}
