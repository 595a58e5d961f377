import * as styles from './page.css';

/** The last resort when a page fails: a way back rather than a blank screen. */
export function PageError({ onRetry }: { onRetry: () => void }) {
  return (
    <main className={styles.loading}>
      <div role="alert">
        <h1>Something went wrong</h1>
        <p>
          <button type="button" onClick={onRetry}>
            Try again
          </button>{' '}
          or <a href="/">go to the demo</a>.
        </p>
      </div>
    </main>
  );
}
