import * as styles from './typing-indicator.css';
import { useTexts } from '../shared/i18n/texts';

export function TypingIndicator() {
  const { t } = useTexts();
  return (
    <div className={styles.indicator} role="status">
      <span className={styles.dots} aria-hidden="true">
        <span className={styles.dot} />
        <span className={styles.dot} />
        <span className={styles.dot} />
      </span>
      {t('assistantTyping')}
    </div>
  );
}
