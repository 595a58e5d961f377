import { useState, type ReactElement } from 'react';
import type { Organisation } from '../services/contract';
import { Icon } from './icon';
import { organisationTheme } from './organisation-theme';
import { TooltipButton } from './tooltip-button';
import { WidgetPanelActions } from './widget-panel-actions';
import * as styles from './widget-panel.css';

type WidgetPanelProps = {
  organisation: Organisation;
  /** Where 'open in new window' goes: the organisation's fullscreen chat. */
  fullscreenUrl: string;
  /**
   * Renders the chat panel with the given title-bar controls. A render function, so the widget
   * can put its own buttons into the panel's title bar.
   */
  renderChat: (actions: ReactElement) => ReactElement;
  /** Starts open (the widget page's show flag) or as the launcher button. */
  initiallyOpen?: boolean;
};

/**
 * The floating chat widget: the chat panel in a corner, with minimise and open-in-new-window.
 * Minimised, it is a round launcher button. Whether it is open is presentation only, so it
 * lives here rather than in a machine.
 */
export function WidgetPanel({ organisation, fullscreenUrl, renderChat, initiallyOpen = true }: WidgetPanelProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const actions = (
    <WidgetPanelActions
      onOpenInNewWindow={() => window.open(fullscreenUrl, '_blank', 'noopener')}
      onMinimise={() => setOpen(false)}
    />
  );
  return (
    <aside className={styles.dock} style={organisationTheme(organisation)} aria-label={`${organisation.name} chat widget`}>
      {open ? (
        <div className={styles.panel}>{renderChat(actions)}</div>
      ) : (
        <TooltipButton label={`Chat with ${organisation.name}`} className={styles.launcher} onClick={() => setOpen(true)}>
          <Icon name="chat" size={28} />
        </TooltipButton>
      )}
    </aside>
  );
}
