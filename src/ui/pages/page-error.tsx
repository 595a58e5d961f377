import * as styles from './page.css';
import { useTexts } from '../shared/i18n/texts';

/** The last resort when a page fails: a way back rather than a blank screen. */
export function PageError({ onRetry }: { onRetry: () => void }) {
  const { t, rich } = useTexts();
  return (
    <main className={styles.loading}>
      <div role="alert">
        <h1>{t('pageError')}</h1>
        <p>
          <button type="button" onClick={onRetry}>
            {t('tryAgain')}
          </button>{' '}
          {rich('orGoToDemo', { link: <a href="/">{t('goToDemo')}</a> })}
        </p>
      </div>
    </main>
  );
}
