import type { Contact } from '../services/contract';
import * as styles from './chat-thread.css';
import { Icon } from './icon';

type ThreadHeaderProps = {
  /** The contact as last saved; `updated_at` means details were submitted. */
  contact: Contact | null;
  canReset: boolean;
  onAskForHuman: () => void;
  onReset: () => void;
};

export function ThreadHeader({ contact, canReset, onAskForHuman, onReset }: ThreadHeaderProps) {
  const submitted = contact?.updated_at !== undefined && contact !== null;
  return (
    <div className={styles.header}>
      <p className={styles.line}>Ask any question and our AI will answer as soon as possible.</p>
      {submitted ? (
        <p className={styles.line}>
          We have your details {contact.name} and our team will contact you soon via {contact.email || contact.phone}
        </p>
      ) : (
        <p className={styles.line}>
          Don&apos;t want to chat to an AI?{' '}
          <button type="button" className={styles.linkButton} onClick={onAskForHuman}>
            <Icon name="user" size={14} />
            Ask for a human
          </button>
        </p>
      )}
      {canReset && (
        <p className={styles.line}>
          <button type="button" className={styles.linkButton} onClick={onReset}>
            Click here to reset your conversation
          </button>
        </p>
      )}
    </div>
  );
}
