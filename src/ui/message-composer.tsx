import { useState, type FormEvent } from 'react';
import { Icon } from './icon';
import * as styles from './message-composer.css';
import { Spinner } from './spinner';
import { TooltipButton } from './tooltip-button';

type MessageComposerProps = {
  placeholder: string;
  /** The send button's tooltip and accessible name. */
  sendLabel: string;
  /** True while a send is in progress: input and button are disabled (SPEC.md §2 thread view). */
  sending: boolean;
  onSend: (message: string) => void;
};

/**
 * The message input. The text being typed is the input's own business until it is sent; the
 * machine receives the message and the box is cleared (SPEC.md §4 follow-up).
 */
export function MessageComposer({ placeholder, sendLabel, sending, onSend }: MessageComposerProps) {
  const [draft, setDraft] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    onSend(draft);
    setDraft('');
  }

  return (
    <form className={styles.composer} onSubmit={submit}>
      <input
        className={styles.input}
        type="text"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
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
