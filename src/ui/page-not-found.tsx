import * as styles from './page.css';

export function PageNotFound() {
  return (
    <main className={styles.loading}>
      <div>
        <h1>Page not found</h1>
        <p>
          <a href="/">Go to the demo</a>
        </p>
      </div>
    </main>
  );
}
