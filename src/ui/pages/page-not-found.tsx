import * as styles from './page.css';
import { useTexts } from '../shared/i18n/texts';

export function PageNotFound() {
  const { t } = useTexts();
  return (
    <main className={styles.loading}>
      <div>
        <h1>{t('pageNotFound')}</h1>
        <p>
          <a href="/">{t('goToDemoLink')}</a>
        </p>
      </div>
    </main>
  );
}
