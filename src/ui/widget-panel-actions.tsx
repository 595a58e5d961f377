import { Icon } from './icon';
import { TooltipButton } from './tooltip-button';
import * as styles from './widget-panel-actions.css';

type WidgetPanelActionsProps = {
  onOpenInNewWindow: () => void;
  onMinimise: () => void;
};

/**
 * The widget's title-bar buttons, in the iframe of an embedding page (Korero's /widget demo included).
 * data-widget-action lets the server-rendered first view carry them out before the app has loaded.
 */
export function WidgetPanelActions({ onOpenInNewWindow, onMinimise }: WidgetPanelActionsProps) {
  return (
    <>
      <TooltipButton label="Open in new window" data-widget-action="open-in-new-window" className={styles.iconButton} onClick={onOpenInNewWindow}>
        <Icon name="open-in-new-window" />
      </TooltipButton>
      <TooltipButton label="Minimise chat" data-widget-action="minimise" className={styles.iconButton} onClick={onMinimise}>
        <Icon name="minimise" />
      </TooltipButton>
    </>
  );
}
