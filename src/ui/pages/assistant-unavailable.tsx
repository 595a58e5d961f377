import { Icon } from '../shared/icon';
import { TooltipButton } from '../shared/tooltip-button';
import { useTexts } from '../shared/i18n/texts';
import { usePageTitle } from '../shared/use-page-title';
import * as actionStyles from '../chat/widget-panel-actions.css';
import * as styles from './page.css';

/**
 * The widget frame of an organisation that cannot be loaded (a mistyped id in the embed tag): the
 * visitor is told plainly instead of seeing a broken frame, and can put the panel away; the site's
 * developer finds the id in the console (the loader warns).
 */
export function AssistantUnavailable({ onMinimise }: { onMinimise?: () => void }) {
  const { t } = useTexts();
  usePageTitle(t('assistantUnavailable'));
  return (
    <main className={styles.loading} data-assistant-unavailable>
      {onMinimise && (
        <TooltipButton label={t('minimiseChat')} className={`${actionStyles.iconButton} ${styles.unavailableMinimise}`} onClick={onMinimise}>
          <Icon name="minimise" />
        </TooltipButton>
      )}
      <div role="alert" className={styles.unavailable}>
        <h1 className={styles.unavailableHeading}>{t('assistantUnavailable')}</h1>
        <p className={styles.paragraph}>{t('assistantUnavailableHint')}</p>
      </div>
    </main>
  );
}
