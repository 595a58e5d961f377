import * as styles from './chat-states.css';
import { Spinner } from './spinner';

/** SPEC.md §2 chat panel state 2. */
export function ChatLoading() {
  return (
    <div className={styles.centred} aria-busy="true">
      <p className={styles.status} role="status">
        <Spinner />
        Loading your existing conversation
      </p>
    </div>
  );
}
