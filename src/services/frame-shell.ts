// The embed frame's server-rendered first view (src/embed/frame-shell-script.ts): the app takes
// it over once it shows the chat itself, with whatever the visitor did on it meanwhile.
import type { FrameShellHandover } from '../embed/frame-shell-contract';

let handedOverHost: FrameShellHandover['host'] = null;

/** Removes the shell and returns what the visitor did on it; null when there is none (any more). */
export function takeOverFrameShell(): FrameShellHandover | null {
  const handover = window.koreroFrameShell ? window.koreroFrameShell.takeOver() : null;
  if (handover) handedOverHost = handover.host;
  return handover;
}

/** The loader's last word to the shell that was taken over (FrameShellHandover.host). */
export function frameShellHostState(): FrameShellHandover['host'] {
  return handedOverHost;
}
