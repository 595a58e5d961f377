import type { Contact } from '../services/contract';
import * as styles from './chat-thread.css';
import { PROVIDER_HOME_URL } from './provider';

type ThreadFooterProps = {
  contact: Contact | null;
  onLeaveContactDetails: () => void;
};

export function ThreadFooter({ contact, onLeaveContactDetails }: ThreadFooterProps) {
  const submitted = contact !== null && contact.updated_at !== undefined;
  return (
    <div className={styles.footer}>
      {submitted ? (
        <span role="status">Hi {contact.name}, we have received your contact details</span>
      ) : (
        <button type="button" className={styles.linkButton} onClick={onLeaveContactDetails}>
          Leave contact details for a real human
        </button>
      )}
      <a className={styles.poweredBy} href={PROVIDER_HOME_URL} target="_blank" rel="noopener noreferrer">
        Powered by Korero
      </a>
    </div>
  );
}
