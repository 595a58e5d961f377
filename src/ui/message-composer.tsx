import type { FormEvent } from 'react';
import { Icon } from './icon';
import * as styles from './message-composer.css';
import { Spinner } from './spinner';
import { TooltipButton } from './tooltip-button';

/** The text being written, held by the chat machine, and what to do with it. */
export type ComposerBinding = {
  draft: string;
  onDraftChange: (text: string) => void;
  onSubmit: () => void;
};

type MessageComposerProps = ComposerBinding & {
  placeholder: string;
  /** The send button's tooltip and accessible name. */
  sendLabel: string;
  /** True while a send is in progress: input and button are disabled (SPEC.md §2 thread view). */
  sending: boolean;
};

/** The message input; the chat machine clears the draft when it sends it (SPEC.md §4 follow-up). */
export function MessageComposer({ placeholder, sendLabel, sending, draft, onDraftChange, onSubmit }: MessageComposerProps) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!sending) onSubmit();
  }

  return (
    <form className={styles.composer} onSubmit={submit}>
      <input
        className={styles.input}
        type="text"
        value={draft}
        onChange={(event) => onDraftChange(event.target.value)}
        placeholder={placeholder}
        aria-label={placeholder}
        disabled={sending}
        autoComplete="off"
        enterKeyHint="send"
      />
      <TooltipButton type="submit" label={sendLabel} className={styles.send} disabled={sending}>
        {sending ? <Spinner size={18} /> : <Icon name="send" size={20} />}
      </TooltipButton>
    </form>
  );
}
