import * as styles from './page.css';
import { Spinner } from '../shared/spinner';

/** A whole page waiting for its organisation: 'Loading demo', 'Loading widget demo', 'Loading app'. */
export function PageLoading({ text }: { text: string }) {
  return (
    <main className={styles.loading} aria-busy="true">
      <p className={styles.loadingText} role="status">
        <Spinner size={24} />
        {text}
      </p>
    </main>
  );
}
