// The frame's first view is rendered by the server (src/frame-shell-render.tsx, through
// server/plugins/frame-shell-page.ts) and shown by a small inline script (frame-shell-script.ts) before
// the app has loaded; the app then takes it over (src/services/frame-shell.ts). These are the
// names all three agree on. No imports: the inline script stays small.

/** The element that holds the server-rendered view until the app takes over. */
export const FRAME_SHELL_ID = 'frame-shell';
/** A <template> of the app's script preloads, with the entry script's URL in data-entry. */
export const FRAME_APP_TEMPLATE_ID = 'frame-app';
/**
 * A <script type="application/json"> with the organisation the page was rendered for (GET
 * /api/organisations/:id's answer): the app starts from it instead of asking again.
 */
export const FRAME_ORGANISATION_ID = 'frame-organisation';
/** The performance mark set when the app has taken over the first view. */
export const FRAME_APP_MARK = 'korero:frame-app';
/** Marks the widget's title-bar buttons, so that the shell can carry them out before the app. */
export const WIDGET_ACTION_ATTRIBUTE = 'data-widget-action';

export type ShellView = 'start' | 'loading';

/** The <template> of each first view: with the widget's buttons inside a loader's iframe, or without. */
export const shellTemplateId = (view: ShellView, embedded: boolean): string =>
  `${FRAME_SHELL_ID}-${view}${embedded ? '-embedded' : ''}`;

/** The client's localStorage key of the visitor's conversation (SPEC.md §3), as services/storage.ts. */
export const STORED_CONVERSATION_KEY = 'conversation_id';

/** What the visitor did on the server-rendered view that the app must carry out. */
export type EarlyAction = { type: 'submit' } | { type: 'suggestion'; question: string };

export interface FrameShellHandover {
  /** What the visitor typed into the message input. */
  draft: string;
  /** The message input had the focus. */
  focused: boolean;
  action: EarlyAction | null;
  /**
   * Whether the loader shows the panel, as it last told the view (hello, then visibility); null
   * before its hello. The app's bridge starts from it, so no Escape falls between the two.
   */
  host: { open: boolean } | null;
}

declare global {
  interface Window {
    /** Set by the inline script; the app calls it once, when it shows the chat itself. */
    koreroFrameShell?: { takeOver(): FrameShellHandover };
  }
}
