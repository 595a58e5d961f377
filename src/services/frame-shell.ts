// The embed frame's server-rendered first view (src/embed/frame-shell-script.ts): the app takes
// it over once it shows the chat itself, with whatever the visitor did on it meanwhile.
import { mask } from 'superstruct';
import { FRAME_ORGANISATION_ID, type FrameShellHandover } from '../embed/frame-shell-contract';
import { Organisation } from '../contract/contract';

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

/**
 * The organisation the frame's page was rendered with (GET /api/organisations/:id's answer, in the
 * page), if it is this one and well formed; else null, and the app asks the server as usual.
 */
export function organisationInPage(organisationId: string): Organisation | null {
  const json = typeof document === 'undefined' ? null : document.getElementById(FRAME_ORGANISATION_ID)?.textContent;
  if (!json) return null;
  try {
    // mask, as the API client reads the same answer: fields this client does not know are dropped.
    const organisation = mask(JSON.parse(json) as unknown, Organisation);
    return organisation.id === organisationId ? organisation : null;
  } catch {
    return null;
  }
}
