import { Icon } from './icon';
import { TooltipButton } from './tooltip-button';
import * as styles from './widget-panel-actions.css';

type WidgetPanelActionsProps = {
  onOpenInNewWindow: () => void;
  onMinimise: () => void;
};

/** The widget's title-bar buttons, in the iframe of an embedding page (Korero's /widget demo included). */
export function WidgetPanelActions({ onOpenInNewWindow, onMinimise }: WidgetPanelActionsProps) {
  return (
    <>
      <TooltipButton label="Open in new window" className={styles.iconButton} onClick={onOpenInNewWindow}>
        <Icon name="open-in-new-window" />
      </TooltipButton>
      <TooltipButton label="Minimise chat" className={styles.iconButton} onClick={onMinimise}>
        <Icon name="minimise" />
      </TooltipButton>
    </>
  );
}
