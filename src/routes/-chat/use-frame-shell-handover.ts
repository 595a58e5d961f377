import { useLayoutEffect } from 'react';
import { takeOverFrameShell } from '../../services/frame-shell';
import type { ChatActorRef } from './organisation-chat';

/**
 * The frame's server-rendered first view gives way to the chat once the app shows it (`shown`),
 * in the same frame: the draft, the focus and a question already asked carry over. Leaving the
 * frame screen (an organisation that cannot load) removes the shell too.
 */
export function useFrameShellHandover(shown: boolean, chatRef: ChatActorRef): void {
  useLayoutEffect(() => {
    if (!shown) return;
    const handover = takeOverFrameShell();
    if (!handover) return;
    if (handover.draft) chatRef.send({ type: 'draft.changed', text: handover.draft });
    if (handover.action?.type === 'submit') chatRef.send({ type: 'message.submitted' });
    if (handover.action?.type === 'suggestion') chatRef.send({ type: 'suggestion.picked', question: handover.action.question });
    if (handover.focused) document.querySelector<HTMLElement>('#root input, #root textarea')?.focus();
  }, [shown, chatRef]);

  useLayoutEffect(() => () => void takeOverFrameShell(), []);
}
