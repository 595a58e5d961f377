import * as styles from './typing-indicator.css';

export function TypingIndicator() {
  return (
    <div className={styles.indicator} role="status">
      <span className={styles.dots} aria-hidden="true">
        <span className={styles.dot} />
        <span className={styles.dot} />
        <span className={styles.dot} />
      </span>
      Assistant is typing
    </div>
  );
}
