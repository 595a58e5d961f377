import type { Contact } from '../../contract/contract';
import * as styles from './operator-console.css';
import { contactLabel } from './operator-conversation-card';
import { Spinner } from '../shared/spinner';

type OperatorConversationBarProps = {
  contact: Contact | null;
  aiPaused: boolean;
  handingBack: boolean;
  handbackError: string | null;
  onHandBack: () => void;
};

/** Above the operator's thread: who the contact is, and whether the AI or a person is answering. */
export function OperatorConversationBar({ contact, aiPaused, handingBack, handbackError, onHandBack }: OperatorConversationBarProps) {
  return (
    <div className={styles.conversationBar}>
      <h2 className={styles.contactName}>{contact ? contactLabel(contact) : 'Anonymous visitor'}</h2>
      {aiPaused && (
        <>
          <span className={styles.marker}>AI paused</span>
          <button type="button" className={styles.button} onClick={onHandBack} disabled={handingBack}>
            {handingBack && <Spinner size={16} />}
            Hand back to AI
          </button>
        </>
      )}
      {handbackError && (
        <p className={styles.error} role="alert">
          {handbackError}
        </p>
      )}
    </div>
  );
}
