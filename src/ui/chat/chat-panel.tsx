import { useEffect, type ReactNode } from 'react';
import type { Organisation } from '../../contract/contract';
import { ChatError } from './chat-error';
import { ChatLoading } from './chat-loading';
import * as styles from './chat-panel.css';
import { ChatSendingFirstMessage } from './chat-sending-first-message';
import { ChatStartScreen } from './chat-start-screen';
import { ChatThread, type ChatThreadProps } from './chat-thread';
import { wantMessageMarkdown } from './message-text';
import type { ComposerBinding } from './message-composer';
import { PROVIDER_SUPPORT_EMAIL } from '../shared/provider';
import { wantTooltips } from '../shared/tooltip-button';
import { useTexts } from '../shared/i18n/texts';

/** The code the chat loads on demand, asked for once the visitor starts using the chat. */
function wantChatCode(): void {
  wantTooltips();
  wantMessageMarkdown();
}

/**
 * What the chat panel shows, already resolved in the spec's priority order (SPEC.md §2):
 * sending the first message > loading > error > conversation > start. The route reads it from
 * the chat machine; the panel only draws it.
 */
export type ChatPanelView =
  | { show: 'sending-first-message'; firstMessage: string; streamedAnswer: string | null }
  | { show: 'loading-conversation' }
  | { show: 'error'; error: string }
  | { show: 'conversation'; thread: Omit<ChatThreadProps, 'organisation' | 'composer'> }
  | { show: 'start' };

type ChatPanelProps = {
  organisation: Organisation;
  view: ChatPanelView;
  composer: ComposerBinding;
  onPickSuggestion: (question: string) => void;
  /** Leaves a failed conversation for the start screen. */
  onReset: () => void;
  /** Extra title-bar controls, such as the widget's minimise and open-in-new-window buttons. */
  actions?: ReactNode;
  /** The title bar is left out where the page already names the chat. */
  hideTitleBar?: boolean;
};

export function ChatPanel({ organisation, view, composer, onPickSuggestion, onReset, actions, hideTitleBar }: ChatPanelProps) {
  // The title stays blank until a conversation is loading or loaded (SPEC.md §2 demo chat page).
  const { t, dir } = useTexts();
  const titled = view.show === 'loading-conversation' || view.show === 'conversation';
  const title = titled ? t('chatWith', { name: organisation.name }) : '';
  // A stored conversation's messages are on their way: fetch their renderer beside them.
  useEffect(() => {
    if (titled) wantMessageMarkdown();
  }, [titled]);
  return (
    <section
      className={styles.panel}
      aria-label={t('chatWith', { name: organisation.name })}
      dir={dir}
      data-chat-view={view.show}
      // A key or the pointer, not focus: opening the embedded panel focuses its input, and that alone
      // must not cost the visitor the tooltip and markdown code (the widget's size budget counts
      // until usable). A key or a pointer means a question is likely: its answer needs markdown.
      onKeyDownCapture={wantChatCode}
      onPointerEnter={wantChatCode}
    >
      {/* A blank title with nothing beside it would be an empty band: leave it out. */}
      {!hideTitleBar && (title || actions) && (
        <header className={styles.titleBar}>
          {title ? <h2 className={styles.title}>{title}</h2> : <span className={styles.title} />}
          {actions}
        </header>
      )}
      {view.show === 'sending-first-message' && (
        <ChatSendingFirstMessage organisation={organisation} firstMessage={view.firstMessage} streamedAnswer={view.streamedAnswer} />
      )}
      {view.show === 'loading-conversation' && <ChatLoading />}
      {view.show === 'error' && (
        <ChatError
          error={view.error}
          supportEmail={organisation.widget_settings.support_email || PROVIDER_SUPPORT_EMAIL}
          onReset={onReset}
        />
      )}
      {view.show === 'conversation' && <ChatThread organisation={organisation} composer={composer} {...view.thread} />}
      {view.show === 'start' && <ChatStartScreen organisation={organisation} composer={composer} onPickSuggestion={onPickSuggestion} />}
    </section>
  );
}
