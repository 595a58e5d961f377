import * as styles from './chat-states.css';
import { Spinner } from '../shared/spinner';
import { useTexts } from '../shared/i18n/texts';

/** SPEC.md §2 chat panel state 2. */
export function ChatLoading() {
  const { t } = useTexts();
  return (
    <div className={styles.centred} aria-busy="true">
      <p className={styles.status} role="status">
        <Spinner />
        {t('loadingConversation')}
      </p>
    </div>
  );
}
