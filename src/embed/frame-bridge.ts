// The frame's side of the embed protocol (docs/embed.md), for the /{organisation_id}/frame route.
// No React: the route calls connectToHost() once and feeds it what happens in the chat.
import {
  FRAME_PARAM_HOST_ORIGIN,
  FRAME_PARAM_SESSION,
  FRAME_SOURCE,
  PROTOCOL_VERSION,
  isExactOrigin,
  readLoaderMessage,
  type FrameMessage,
  type Theme,
  type Unenveloped,
} from './protocol';

/** What the frame knows about the page that embeds it, from its URL (set by the loader). */
export interface HostParams {
  hostOrigin: string;
  session: string;
}

/**
 * The host origin and session from the frame URL's fragment, or undefined when this page is not
 * in a loader's iframe. The host origin must be an exact origin and, where the browser tells us
 * the real embedding origin (ancestorOrigins, or the referrer), that origin: a URL naming another
 * origin only makes the browser drop our messages, but there is no reason to try.
 */
export function readHostParams(
  hash: string,
  embeddingOrigins: { ancestorOrigins?: ArrayLike<string>; referrer?: string },
): HostParams | undefined {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const hostOrigin = params.get(FRAME_PARAM_HOST_ORIGIN) ?? '';
  const session = params.get(FRAME_PARAM_SESSION) ?? '';
  if (!isExactOrigin(hostOrigin) || !/^[\w-]{1,64}$/.test(session)) return undefined;
  const ancestor = embeddingOrigins.ancestorOrigins?.[0];
  if (ancestor !== undefined) return ancestor === hostOrigin ? { hostOrigin, session } : undefined;
  if (embeddingOrigins.referrer) {
    try {
      if (new URL(embeddingOrigins.referrer).origin !== hostOrigin) return undefined;
    } catch {
      return undefined;
    }
  }
  return { hostOrigin, session };
}

/** Posts a message to the loader on the host page, in its envelope, to the host's exact origin. */
export function postToHost(params: HostParams, message: Unenveloped<FrameMessage>, win: Window = window): void {
  win.parent.postMessage({ ...message, source: FRAME_SOURCE, version: PROTOCOL_VERSION, session: params.session }, params.hostOrigin);
}

/**
 * Counts the messages that were not the visitor's and reports the growth (the unread badge).
 * Call it with the conversation shown ('' while there is none yet, e.g. the start screen or the
 * first message on its way) and not while a stored conversation is loading. The first list of a
 * stored conversation is history, not news; a conversation that starts from '' is new, so its
 * first answer counts.
 */
export function createNewMessageCounter(report: (count: number) => void) {
  let seen: { conversationId: string; count: number } | undefined;
  return (conversationId: string, messages: readonly { creator: string }[]): void => {
    const count = messages.filter((message) => message.creator !== 'CONTACT').length;
    const continues = seen !== undefined && (seen.conversationId === conversationId || seen.conversationId === '');
    if (continues && count > seen!.count) report(count - seen!.count);
    seen = { conversationId, count };
  };
}

export interface HostConnection {
  /** True inside a loader's iframe whose host passed the checks. */
  readonly embedded: boolean;
  /** Whether the host shows the panel (false until the handshake). */
  readonly open: boolean;
  /** Call with the current conversation's messages whenever they change. */
  observeMessages(conversationId: string, messages: readonly { creator: string }[]): void;
  /** The panel's minimise button (Escape is handled here). */
  requestMinimise(): void;
  /** The panel's "open in new window": opens the fullscreen chat, then minimises the panel. */
  openFullscreen(url: string): void;
  /** Called with the panel's visibility whenever the host changes it. */
  onVisibility(listener: (open: boolean) => void): () => void;
  disconnect(): void;
}

export interface ConnectOptions {
  organisationId: string;
  theme?: Theme;
  /** There is no such organisation: the frame says so, and the loader warns the site's developer. */
  missing?: true;
  /** What gets focus when the panel opens; defaults to the message input. */
  focusTarget?: () => HTMLElement | null;
  /**
   * The loader already said hello to the frame's server-rendered first view, which the app took
   * over: start from what it said, instead of waiting for a hello of our own.
   */
  handedOver?: { open: boolean } | null;
}

/** The message input if there is one (start screen and thread), else the first button. */
const defaultFocusTarget = (): HTMLElement | null =>
  document.querySelector<HTMLElement>('textarea') ??
  document.querySelector<HTMLElement>('input:not([type=hidden])') ??
  document.querySelector<HTMLElement>('button');

export function connectToHost(options: ConnectOptions, win: Window = window): HostConnection {
  const location = win.location as Location & { ancestorOrigins?: DOMStringList };
  const params = win.parent !== win ? readHostParams(location.hash, { ancestorOrigins: location.ancestorOrigins, referrer: win.document.referrer }) : undefined;
  const listeners = new Set<(open: boolean) => void>();
  let open = Boolean(options.handedOver?.open);
  let connected = Boolean(options.handedOver);

  const post = (message: Unenveloped<FrameMessage>): void => {
    if (params) postToHost(params, message, win);
  };

  const setOpen = (value: boolean): void => {
    const opened = value && !open;
    open = value;
    for (const listener of listeners) listener(open);
    if (opened) (options.focusTarget ?? defaultFocusTarget)()?.focus();
  };

  const onMessage = (event: MessageEvent): void => {
    if (!params) return;
    const message = readLoaderMessage(event, params.hostOrigin, win.parent, params.session);
    if (!message) return;
    if (message.type === 'hello') connected = true;
    if (connected) setOpen(message.open);
  };

  const requestMinimise = (): void => {
    if (connected) post({ type: 'minimise' });
  };

  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key === 'Escape' && open) requestMinimise();
  };

  const counter = createNewMessageCounter((count) => {
    if (connected) post({ type: 'new-message', count });
  });

  if (params) {
    win.addEventListener('message', onMessage);
    win.document.addEventListener('keydown', onKeyDown);
    post({ type: 'ready', organisationId: options.organisationId, theme: options.theme, missing: options.missing });
  }

  return {
    embedded: params !== undefined,
    get open() {
      return open;
    },
    observeMessages: counter,
    requestMinimise,
    openFullscreen(url) {
      win.open(url, '_blank', 'noopener');
      requestMinimise();
    },
    onVisibility(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    disconnect() {
      win.removeEventListener('message', onMessage);
      win.document.removeEventListener('keydown', onKeyDown);
      listeners.clear();
    },
  };
}
