import { Icon } from '../shared/icon';
import { TooltipButton } from '../shared/tooltip-button';
import * as styles from './widget-panel-actions.css';
import { useTexts } from '../shared/i18n/texts';

type WidgetPanelActionsProps = {
  onOpenInNewWindow: () => void;
  onMinimise: () => void;
};

/**
 * The widget's title-bar buttons, in the iframe of an embedding page (Korero's /widget demo included).
 * data-widget-action lets the server-rendered first view carry them out before the app has loaded.
 */
export function WidgetPanelActions({ onOpenInNewWindow, onMinimise }: WidgetPanelActionsProps) {
  const { t } = useTexts();
  return (
    <>
      <TooltipButton label={t('openInNewWindow')} data-widget-action="open-in-new-window" className={styles.iconButton} onClick={onOpenInNewWindow}>
        <Icon name="open-in-new-window" />
      </TooltipButton>
      <TooltipButton label={t('minimiseChat')} data-widget-action="minimise" className={styles.iconButton} onClick={onMinimise}>
        <Icon name="minimise" />
      </TooltipButton>
    </>
  );
}
