import type { Contact } from '../../contract/contract';
import * as styles from './chat-thread.css';
import { Icon } from '../shared/icon';
import { Avatar } from '../shared/avatar';
import { useTexts } from '../shared/i18n/texts';

type ThreadHeaderProps = {
  /** The contact as last saved; `updated_at` means details were submitted. */
  contact: Contact | null;
  /** A person of the team has the conversation: the header says so instead of promising the AI. */
  answeringName: string | null;
  canReset: boolean;
  onAskForHuman: () => void;
  onReset: () => void;
};

export function ThreadHeader({ contact, answeringName, canReset, onAskForHuman, onReset }: ThreadHeaderProps) {
  const { t } = useTexts();
  const submitted = contact?.updated_at !== undefined && contact !== null;
  return (
    <div className={styles.header}>
      {answeringName ? (
        <p className={styles.line} data-testid="answering" role="status">
          <Avatar kind="person" name={answeringName} /> {t('teamMemberAnswering', { name: answeringName })}
        </p>
      ) : (
        <p className={styles.line}>{t('threadIntro')}</p>
      )}
      {submitted ? (
        <p className={styles.line}>
          {t('detailsKept', { name: contact.name, contact: contact.email || contact.phone })}
        </p>
      ) : (
        <p className={styles.line}>
          {t('wantAHuman')}{' '}
          <button type="button" className={styles.linkButton} onClick={onAskForHuman}>
            <Icon name="user" size={14} />
            {t('askForHuman')}
          </button>
        </p>
      )}
      {canReset && (
        <p className={styles.line}>
          <button type="button" className={styles.linkButton} onClick={onReset}>
            {t('resetConversation')}
          </button>
        </p>
      )}
    </div>
  );
}
