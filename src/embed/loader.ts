// The Korero embed loader: the one script a site owner pastes in (docs/embed.md).
//
//   <script src="https://KORERO_HOST/embed.js" data-organisation-id="…" async></script>
//
// Budget (checked by scripts/build-embed.mjs and the e2e suite): ≤ 2 KB gzip, no request besides
// itself until the visitor shows intent, one global (window.Korero), all markup in a
// shadow root so no CSS leaks in or out. The iframe — and with it the chat client — is created on
// the first hover, focus or touch of the launcher. Written for size: one closure, ES2020 (optional
// chaining stays as written). window.Korero.remove() takes it all away again, for single-page sites
// (and Korero's own /widget demo) that leave the page without unloading it.
import {
  FRAME_PARAM_HOST_ORIGIN,
  FRAME_PARAM_SESSION,
  LOADER_SOURCE,
  PROTOCOL_VERSION,
  WIDGET_ORGANISATION_KEY,
  WIDGET_SHOW_KEY,
  readFrameMessage,
  type LoaderMessage,
  type Unenveloped,
  type Theme,
} from './protocol';
import { LAUNCHER_HTML, STYLE } from './loader-style';

declare global {
  interface Window {
    /** The loader's one global: open and close the chat from the site's own code. */
    Korero?: { open(): void; close(): void; remove(): void };
  }
}

/** Replaced by the server with {organisationId: [chat_bubble_color, chat_text_color, name]}. */
const INLINE_THEMES = '__KORERO_THEMES__' as unknown as Record<string, Theme | undefined>;

const script = document.currentScript as HTMLScriptElement | null;
const options = script?.dataset;
const organisationId = options?.organisationId;

// A script removed before it ran belongs to a page the site has already left (an SPA's route).
if (organisationId && script!.isConnected && !window.Korero) {
  // Relative to the script's own URL, so that Korero may also live under a path.
  // data-locale and data-theme reach the frame as ?locale= and ?theme= (src/contract/locales.ts);
  // without them the frame follows the browser's languages and prefers-color-scheme. data-user-id
  // and data-user-hash reach it the same way, as ?userId= and ?userHash= (identity verification,
  // src/contract/visitor-identity.ts). (The tag's other data- attributes go along, unread: fewer
  // bytes than picking the four.)
  const frameUrl = new URL(
    `${encodeURIComponent(organisationId)}/frame?${new URLSearchParams(options as unknown as Record<string, string>)}`,
    script!.src,
  );
  const koreroOrigin = frameUrl.origin;
  const customLauncher = options!.launcher;
  // Tells this loader's frame apart from another Korero frame on the page; not a secret (the
  // origin and source checks are what keep other windows out).
  const session = ('' + Math.random()).slice(2);
  // Every listener outside the shadow root goes with remove(): a removed widget must neither hear
  // its old frame nor take over clicks on the site's own launchers.
  const listening = new AbortController();
  const on = (target: EventTarget, type: string, listener: (event: Event) => void): void =>
    target.addEventListener(type, listener, { signal: listening.signal });
  const storage = (key: string, value?: string): string | null | void => {
    try {
      if (value == null) return sessionStorage.getItem(key);
      sessionStorage.setItem(key, value);
    } catch {
      // Storage can be blocked; the widget then forgets its state between pages.
    }
  };

  const host = document.createElement('korero-widget');
  host.style.cssText = 'all:initial;position:fixed;z-index:2147483000';
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = `<style>${STYLE}</style><div class="${options!.position == 'left' ? 'left' : ''}">${LAUNCHER_HTML}</div>`;
  const wrapper = root.lastChild as HTMLElement;
  const bubble = wrapper.firstChild as HTMLButtonElement;
  const badge = bubble.lastChild as HTMLElement;
  if (customLauncher) bubble.remove();

  let frame: HTMLIFrameElement | undefined;
  let ready = false;
  let open = false;
  let unread = 0;
  let label = '';
  let opener: HTMLElement = bubble;

  const launchers = (): HTMLElement[] =>
    customLauncher ? [...document.querySelectorAll<HTMLElement>(customLauncher)] : [bubble];

  const post = (message: Unenveloped<LoaderMessage>): void => {
    frame?.contentWindow?.postMessage({ ...message, source: LOADER_SOURCE, version: PROTOCOL_VERSION, session }, koreroOrigin);
  };

  const render = (): void => {
    host.dataset.state = open ? (ready ? 'open' : 'loading') : 'closed';
    wrapper.classList.toggle('o', open);
    // An empty badge is hidden by its style.
    badge.textContent = (unread > 9 ? '9+' : unread || '') as string;
    bubble.setAttribute('aria-label', unread ? `${label}, ${unread} unread` : label);
    if (frame) frame.title = label;
    for (const launcher of launchers()) {
      launcher.setAttribute('aria-expanded', '' + open);
      if (unread) launcher.dataset.koreroUnread = '' + unread;
      else delete launcher.dataset.koreroUnread;
    }
  };

  const applyTheme = (theme: Theme): void => {
    wrapper.style.cssText = `--b:${theme[0]};--t:${theme[1]}`;
    label = `Chat with ${theme[2] || 'us'}`;
    render();
  };

  // Intent: build the frame, hidden, so that the click that follows finds it loading or loaded.
  const warm = (): void => {
    if (frame) return;
    frame = document.createElement('iframe');
    frame.className = 'p';
    frame.allow = 'autoplay'; // the new-message sound
    // An origin has no '&', '=' or '#' to escape (scheme, host and port only).
    frame.src = `${frameUrl.href}#${FRAME_PARAM_HOST_ORIGIN}=${location.origin}&${FRAME_PARAM_SESSION}=${session}`;
    wrapper.prepend(frame);
    render();
  };

  const setOpen = (value: boolean, moveFocus?: boolean): void => {
    warm();
    open = value;
    if (open) unread = 0;
    storage(WIDGET_SHOW_KEY, '' + open);
    render();
    // Before the handshake the frame may still be about:blank, on the host's origin.
    if (ready) post({ type: 'visibility', open });
    // Focus moves into the panel, and back to whatever opened it.
    const focus = moveFocus && (open ? ready && frame : opener);
    if (focus) focus.focus();
  };

  // The default bubble darkened to 3:1 under its white icon (launcherColour in src/contract/colour-contrast.ts).
  applyTheme(INLINE_THEMES[organisationId] || ['#6398c2', '#fff']);

  on(window, 'message', (event) => {
    const message = readFrameMessage(event as MessageEvent, koreroOrigin, frame?.contentWindow, session);
    if (!message) return;
    if (message.type === 'ready') {
      ready = true;
      if (message.theme) applyTheme(message.theme);
      // The site's developer finds out here; the visitor sees the frame say it is not available.
      if (message.missing) console.warn('Korero: no organisation', organisationId);
      post({ type: 'hello', open });
      render();
      if (open) frame!.focus();
    } else if (message.type === 'new-message') {
      // The frame's word is trusted: it passed the origin, source and session checks.
      if (!open) unread += message.count;
      render();
    } else if (message.type === 'minimise') {
      setOpen(false, true);
    }
  });

  // Inside the shadow root, closest() stays inside it: '.l' is only ever our own bubble.
  const launcherOf = (target: EventTarget | null): HTMLElement | null | false =>
    target instanceof Element && target.closest<HTMLElement>(customLauncher || '.l');
  const listen = customLauncher ? document : root;
  // A tap fires pointerover too.
  for (const type of ['pointerover', 'focusin']) on(listen, type, (event) => launcherOf(event.target) && warm());
  on(listen, 'click', (event) => {
    const launcher = launcherOf(event.target);
    if (!launcher) return;
    event.preventDefault();
    opener = launcher;
    setOpen(!open, true);
  });
  on(root, 'keydown', (event) => {
    if ((event as KeyboardEvent).key === 'Escape' && open) setOpen(false, true);
  });

  // The open state survives page loads through the two session keys (SPEC.md §3). Another
  // organisation's state is not ours: then start closed, or open if the snippet asks.
  const shown = storage(WIDGET_ORGANISATION_KEY) === organisationId ? storage(WIDGET_SHOW_KEY) : null;
  storage(WIDGET_ORGANISATION_KEY, organisationId);
  const mount = (): void => {
    document.body.append(host);
    if (customLauncher) opener = launchers()[0] || bubble;
    if (shown ? shown === 'true' : options!.open === 'true') setOpen(true);
  };
  if (document.body) mount();
  else on(window, 'DOMContentLoaded', mount);

  window.Korero = {
    open: () => setOpen(true, true),
    close: () => setOpen(false, true),
    // The session keys stay: they are the visitor's choice, for the next page with the widget.
    remove: () => {
      listening.abort();
      host.remove();
      delete window.Korero;
    },
  };
}
