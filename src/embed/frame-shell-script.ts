// Inline in the embed frame's page (server/plugins/frame-shell-page.ts), after the server-rendered views:
// shows the right one before the first paint, tells the loader the panel is ready, keeps what the
// visitor does until the app has loaded, then loads the app. Bundled by scripts/build-embed.mjs.
import { postToHost, readHostParams } from './frame-bridge';
import {
  FRAME_APP_MARK,
  FRAME_APP_TEMPLATE_ID,
  FRAME_SHELL_ID,
  STORED_CONVERSATION_KEY,
  WIDGET_ACTION_ATTRIBUTE,
  shellTemplateId,
  type EarlyAction,
} from './frame-shell-contract';
import { readLoaderMessage, type FrameMessage, type Unenveloped } from './protocol';
import { reloadForNewBuild } from './stale-build';

const shell = document.getElementById(FRAME_SHELL_ID)!;
const organisationId = shell.dataset.organisationId!;
const location = window.location as Location & { ancestorOrigins?: DOMStringList };
const host =
  window.parent !== window
    ? readHostParams(location.hash, { ancestorOrigins: location.ancestorOrigins, referrer: document.referrer })
    : undefined;

const post = (message: Unenveloped<FrameMessage>): void => {
  if (host) postToHost(host, message);
};
// First, so that the loader hears it while the rest of this runs: the view is shown below, in this
// same task, before the panel can paint.
post({ type: 'ready', organisationId, theme: JSON.parse(shell.dataset.theme!) });

let storedConversation = false;
try {
  storedConversation = !!localStorage.getItem(STORED_CONVERSATION_KEY);
} catch {
  // Storage can be blocked (a third-party frame in a private window): then there is none.
}
const template = document.getElementById(shellTemplateId(storedConversation ? 'loading' : 'start', !!host)) as HTMLTemplateElement;
shell.append(template.content.cloneNode(true));

const listening = new AbortController();
const on = (target: EventTarget, type: string, listener: (event: Event) => void): void =>
  target.addEventListener(type, listener, { signal: listening.signal });
const input = (): HTMLInputElement | HTMLTextAreaElement | null => shell.querySelector('input, textarea');
let action: EarlyAction | null = null;
let hostState: { open: boolean } | null = null;

const minimise = (): void => post({ type: 'minimise' });

if (host) {
  on(window, 'message', (event) => {
    const message = readLoaderMessage(event as MessageEvent, host.hostOrigin, window.parent, host.session);
    if (!message) return;
    hostState = { open: message.open };
    // As the app's bridge does: the panel opening puts the visitor in the message input.
    if (message.open) input()?.focus();
  });
  on(document, 'keydown', (event) => {
    if ((event as KeyboardEvent).key === 'Escape') minimise();
  });
}

// The first thing the visitor asks for is kept and carried out by the app; the widget's buttons
// work at once.
// The shell shows it is busy with it (aria-busy, and the style the server rendered for it).
const keep = (early: EarlyAction): void => {
  action ??= early;
  shell.setAttribute('aria-busy', 'true');
};
// The composer is a textarea: Enter sends there too (as the app's sendOnEnter), Shift+Enter is a new line.
on(shell, 'keydown', (event) => {
  const key = event as KeyboardEvent;
  const field = key.target as HTMLTextAreaElement;
  if (key.key !== 'Enter' || key.shiftKey || key.isComposing || field.localName !== 'textarea') return;
  key.preventDefault();
  field.form?.requestSubmit();
});
on(shell, 'submit', (event) => {
  event.preventDefault();
  if (input()?.value.trim()) keep({ type: 'submit' });
});
on(shell, 'click', (event) => {
  const button = (event.target as Element).closest('button');
  if (!button || button.type === 'submit') return;
  const widgetAction = button.getAttribute(WIDGET_ACTION_ATTRIBUTE);
  if (widgetAction === 'minimise') minimise();
  else if (widgetAction === 'open-in-new-window') {
    // With the frame's ?locale= and ?theme= (the loader's data-locale and data-theme).
    window.open(`/${encodeURIComponent(organisationId)}/fullscreen${window.location.search}`, '_blank', 'noopener');
    minimise();
  } else if (button.closest('ul')) keep({ type: 'suggestion', question: button.textContent ?? '' });
});

window.koreroFrameShell = {
  takeOver() {
    listening.abort();
    const field = input();
    const handover = { draft: field?.value ?? '', focused: !!field && document.activeElement === field, action, host: hostState };
    shell.remove();
    delete window.koreroFrameShell;
    // For the dev tools and `npm run bench -- embed`: when the app was there to use.
    performance.mark(FRAME_APP_MARK);
    return handover;
  },
};

// The app loads after the view has painted: fetched and compiled at the same time, it would delay
// that paint on a machine with few cores.
requestAnimationFrame(() =>
  setTimeout(() => {
    const app = document.getElementById(FRAME_APP_TEMPLATE_ID) as HTMLTemplateElement;
    document.head.append(app.content.cloneNode(true));
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = app.dataset.entry!;
    // A page from the browser's cache may name a build a deploy has since replaced.
    entry.onerror = reloadForNewBuild;
    document.head.append(entry);
  }),
);
