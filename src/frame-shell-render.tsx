// The embed frame's first view, rendered on the server (built by `vite build --ssr` into
// dist/.ssr/, used by server/plugins/frame-shell-page.ts). The visitor's click waits for the frame to
// show the chat; compiling and running the app for that took most of it. This markup, with the
// same components and class names as the app, is shown at once by the inline script
// (src/embed/frame-shell-script.ts) and taken over by the app when it has loaded.
import { renderToStaticMarkup } from 'react-dom/server';
import { FRAME_APP_TEMPLATE_ID, FRAME_ORGANISATION_ID, FRAME_SHELL_ID, shellTemplateId, type ShellView } from './embed/frame-shell-contract';
import { launcherColour } from './contract/colour-contrast';
import type { Organisation } from './contract/contract';
import type { Locale } from './contract/locales';
import { ALL_CATALOGUES } from './ui/shared/i18n/all-catalogues';
import { createTexts, TextsProvider } from './ui/shared/i18n/texts';
import { ChatPanel } from './ui/chat/chat-panel';
import { FramePage } from './ui/pages/frame-page';
import { WidgetPanelActions } from './ui/chat/widget-panel-actions';

const ignore = () => undefined;

function FirstView({ organisation, view, embedded }: { organisation: Organisation; view: ShellView; embedded: boolean }) {
  return (
    <FramePage organisation={organisation}>
      <ChatPanel
        organisation={organisation}
        view={view === 'start' ? { show: 'start' } : { show: 'loading-conversation' }}
        composer={{ draft: '', onDraftChange: ignore, onSubmit: ignore }}
        onPickSuggestion={ignore}
        onReset={ignore}
        actions={embedded && <WidgetPanelActions onOpenInNewWindow={ignore} onMinimise={ignore} />}
      />
    </FramePage>
  );
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a <script> element: no '<' may end it early (an organisation's texts are its own). */
const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** The app's files, which the inline script loads once the shell has painted. */
export interface FrameApp {
  /** The entry module's URL. */
  entry: string;
  /** Its <link rel="modulepreload"> and <link rel="preload"> tags. */
  preloads: string[];
}

/**
 * The frame page's title, and its body before the inline script: the shell's element, one
 * <template> per first view (start screen or a stored conversation loading, each with and without
 * the widget's buttons: only the page itself knows which applies) and the app's files. While the
 * shell is there, the app's root stays hidden.
 */
export function renderFrameShell(
  organisation: Organisation,
  organisationId: string,
  app: FrameApp,
  locale: Locale,
): { title: string; body: string } {
  // In the visitor's language, as the server read it (?locale=, else Accept-Language): the app
  // chooses the same from the same preferences when it takes over.
  const texts = createTexts(locale, ALL_CATALOGUES[locale]);
  const templates = (['start', 'loading'] as const).flatMap((view) =>
    [true, false].map(
      (embedded) =>
        `<template id="${shellTemplateId(view, embedded)}">${renderToStaticMarkup(
          <TextsProvider texts={texts}>
            <FirstView organisation={organisation} view={view} embedded={embedded} />
          </TextsProvider>,
        )}</template>`,
    ),
  );
  const title = texts.t('chatWith', { name: organisation.name });
  const theme = JSON.stringify([
    launcherColour(organisation.chat_bubble_color, organisation.chat_text_color),
    organisation.chat_text_color,
    organisation.name,
  ]);
  const body =
    // A question taken before the app is there: the panel says it is on its way.
    `<style>#${FRAME_SHELL_ID}~#root{display:none}#${FRAME_SHELL_ID}[aria-busy=true] section{cursor:progress}#${FRAME_SHELL_ID}[aria-busy=true] form{opacity:.6}</style>` +
    `<div id="${FRAME_SHELL_ID}" data-organisation-id="${escapeHtml(organisationId)}" data-theme="${escapeHtml(theme)}"></div>` +
    templates.join('') +
    // Not run (not JavaScript, so the page's CSP has nothing to allow): read by the app.
    `<script type="application/json" id="${FRAME_ORGANISATION_ID}">${scriptJson(organisation)}</script>` +
    `<template id="${FRAME_APP_TEMPLATE_ID}" data-entry="${escapeHtml(app.entry)}">${app.preloads.join('')}</template>`;
  return { title: `<title>${escapeHtml(title)}</title>`, body };
}
