import { Icon } from './icon';
import * as styles from './spinner.css';

/** A turning circle; the text next to it (or `label`) says what is loading. */
export function Spinner({ size = 20, label }: { size?: number; label?: string }) {
  return (
    <span className={styles.spinner} role={label ? 'status' : undefined} aria-label={label}>
      <Icon name="loading" size={size} />
    </span>
  );
}
