import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { MESSAGE_MAX_LENGTH } from '../../contract/contract';
import { useTexts } from '../shared/i18n/texts';
import { Icon } from '../shared/icon';
import * as styles from './message-composer.css';
import { Spinner } from '../shared/spinner';
import { TooltipButton } from '../shared/tooltip-button';

/** The text being written, held by the chat machine, and what to do with it. */
export type ComposerBinding = {
  draft: string;
  onDraftChange: (text: string) => void;
  onSubmit: () => void;
  /** Counts the sends that have ended: each moves focus back here (the disabled input lost it). */
  focusRequest?: number;
};

type MessageComposerProps = ComposerBinding & {
  placeholder: string;
  /** The send button's tooltip and accessible name. */
  sendLabel: string;
  /** True while a send is in progress: input and button are disabled (SPEC.md §2 thread view). */
  sending: boolean;
};

/**
 * Enter sends, as in every chat; Shift+Enter starts a new line (and Enter while an input method
 * is composing a character is the input method's).
 */
export function sendOnEnter(event: KeyboardEvent<HTMLTextAreaElement>): void {
  if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
  event.preventDefault();
  event.currentTarget.form?.requestSubmit();
}

/** From this many characters the composer shows how many are left before the limit. */
export const SHOW_LIMIT_FROM = MESSAGE_MAX_LENGTH - 500;

/**
 * The message input, a few lines tall at most as the text grows (field-sizing in CSS); the chat
 * machine clears the draft when it sends it (SPEC.md §4 follow-up).
 */
export function MessageComposer({ placeholder, sendLabel, sending, draft, onDraftChange, onSubmit, focusRequest = 0 }: MessageComposerProps) {
  const input = useRef<HTMLTextAreaElement>(null);
  // After a send (this composer's or the start screen's, which this one replaced) the visitor's
  // next keys go to the input, not to the page body.
  useEffect(() => {
    if (focusRequest > 0 && !sending) input.current?.focus();
  }, [focusRequest, sending]);

  const { t } = useTexts();
  const limitId = useId();
  // The server refuses a message over the limit: the visitor is told before sending, not after.
  const over = draft.length - MESSAGE_MAX_LENGTH;
  const nearLimit = draft.length >= SHOW_LIMIT_FROM;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!sending && over <= 0) onSubmit();
  }

  return (
    <form className={styles.composer} onSubmit={submit}>
      <textarea
        ref={input}
        // The console's skip link and its focus on opening a conversation find the reply box by this.
        data-composer-input=""
        className={styles.input}
        rows={1}
        value={draft}
        onChange={(event) => onDraftChange(event.target.value)}
        onKeyDown={sendOnEnter}
        placeholder={placeholder}
        aria-label={placeholder}
        aria-describedby={nearLimit ? limitId : undefined}
        aria-invalid={over > 0 || undefined}
        disabled={sending}
        autoComplete="off"
        enterKeyHint="send"
      />
      <TooltipButton type="submit" label={sendLabel} className={styles.send} disabled={sending || over > 0}>
        {sending ? <Spinner size={18} /> : <Icon name="send" size={20} />}
      </TooltipButton>
      {nearLimit && (
        <p id={limitId} className={over > 0 ? styles.limitExceeded : styles.limit} aria-live="polite">
          {over > 0 ? t('messageTooLong', { count: over }) : t('charactersLeft', { count: MESSAGE_MAX_LENGTH - draft.length })}
        </p>
      )}
    </form>
  );
}
