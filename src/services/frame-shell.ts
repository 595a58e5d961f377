// The embed frame's server-rendered first view (src/embed/frame-shell-script.ts): the app takes
// it over once it shows the chat itself, with whatever the visitor did on it meanwhile.
import type { FrameShellHandover } from '../embed/frame-shell-contract';

/** Removes the shell and returns what the visitor did on it; null when there is none (any more). */
export function takeOverFrameShell(): FrameShellHandover | null {
  return window.koreroFrameShell ? window.koreroFrameShell.takeOver() : null;
}
