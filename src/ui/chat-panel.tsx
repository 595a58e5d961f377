import type { ReactNode } from 'react';
import type { Organisation } from '../services/contract';
import { ChatError } from './chat-error';
import { ChatLoading } from './chat-loading';
import * as styles from './chat-panel.css';
import { ChatSendingFirstMessage } from './chat-sending-first-message';
import { ChatStartScreen } from './chat-start-screen';
import { ChatThread, type ChatThreadProps } from './chat-thread';
import { PROVIDER_SUPPORT_EMAIL } from './provider';

/**
 * What the chat panel shows, already resolved in the spec's priority order (SPEC.md §2):
 * sending the first message > loading > error > conversation > start. The route reads it from
 * the chat machine; the panel only draws it.
 */
export type ChatPanelView =
  | { show: 'sending-first-message'; firstMessage: string }
  | { show: 'loading-conversation' }
  | { show: 'error'; error: string }
  | { show: 'conversation'; thread: Omit<ChatThreadProps, 'organisation' | 'onSend'> }
  | { show: 'start' };

type ChatPanelProps = {
  organisation: Organisation;
  view: ChatPanelView;
  onSend: (message: string) => void;
  /** Extra title-bar controls, such as the widget's minimise and open-in-new-window buttons. */
  actions?: ReactNode;
  /** The title bar is left out where the page already names the chat. */
  hideTitleBar?: boolean;
};

export function ChatPanel({ organisation, view, onSend, actions, hideTitleBar }: ChatPanelProps) {
  // The title stays blank until a conversation is loading or loaded (SPEC.md §2 demo chat page).
  const titled = view.show === 'sending-first-message' || view.show === 'loading-conversation' || view.show === 'conversation';
  const title = titled ? `Chat with ${organisation.name}` : '';
  return (
    <section className={styles.panel} aria-label={`Chat with ${organisation.name}`} data-chat-view={view.show}>
      {!hideTitleBar && (
        <header className={styles.titleBar}>
          <h2 className={styles.title}>{title}</h2>
          {actions}
        </header>
      )}
      {view.show === 'sending-first-message' && (
        <ChatSendingFirstMessage organisation={organisation} firstMessage={view.firstMessage} />
      )}
      {view.show === 'loading-conversation' && <ChatLoading />}
      {view.show === 'error' && (
        <ChatError error={view.error} supportEmail={organisation.widget_settings.support_email || PROVIDER_SUPPORT_EMAIL} />
      )}
      {view.show === 'conversation' && <ChatThread organisation={organisation} onSend={onSend} {...view.thread} />}
      {view.show === 'start' && <ChatStartScreen organisation={organisation} onSend={onSend} />}
    </section>
  );
}
