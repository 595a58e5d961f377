// The embed frame's page with its first view already in it (src/frame-shell-render.tsx, built into
// dist/.ssr/ by `npm run build`): the visitor's click waits for the frame to show the chat, and
// the app's JS took ~250 ms of it to compile and run on two cores. The page carries:
//   - the stylesheet inline (one request fewer before the first paint);
//   - the rendered views, the organisation they show (as JSON, for the app), and the app's
//     preloads and entry in a <template>;
//   - the inline script (src/embed/frame-shell-script.ts) that shows a view, says ready, keeps
//     early input and loads the app after the first paint.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Organisation } from '../../src/contract/contract.ts';
import { directionOf, type ColourTheme, type Locale } from '../../src/contract/locales.ts';
import { FRAME_PAGE } from './frame-preloads.ts';

/** The app's entry and preload tags, which the page's inline script loads after the first paint. */
interface FrameApp {
  entry: string;
  preloads: string[];
}

/** The page's <title> and its body before the inline script. */
interface RenderedShell {
  title: string;
  body: string;
}

/** What dist/.ssr/frame-shell-render.js exports (src/frame-shell-render.tsx). */
interface FrameShellModule {
  renderFrameShell(organisation: Organisation, organisationId: string, app: FrameApp, locale: Locale): RenderedShell;
}

export interface FrameShellPage {
  html: string;
  /** The CSP source that allows the page's one inline script. */
  scriptSource: string;
}

const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/;
const ENTRY = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const PRELOAD = /<link rel="(?:modulepreload|preload)"[^>]*>/g;
const ROOT = '<div id="root"></div>';
const MAX_KEPT_SHELLS = 1000;
const HTML_TAG = /<html[^>]*>/;
/** The build's other pages (frame.html, server/plugins/frame-preloads.ts) a plain page may come from. */
const OTHER_PAGES = [FRAME_PAGE];

function pagesBeside(clientDir: string): string[] {
  return OTHER_PAGES.map((name) => join(clientDir, name)).filter(existsSync).map((path) => readFileSync(path, 'utf8'));
}

/** The visitor's language and theme, as the page's own script will read them (src/contract/locales.ts). */
export interface FramePreferences {
  locale: Locale;
  theme: ColourTheme;
}

/**
 * A renderer of the frame page for a known organisation, from the plain frame page (index.html
 * with the frame route's preloads), or undefined when the build has no server-rendered shell
 * (then the plain page serves).
 */
export async function loadFrameShellPage(
  clientDir: string,
): Promise<
  ((plainPage: string, organisationId: string, organisation: Organisation, preferences: FramePreferences) => FrameShellPage) | undefined
> {
  const modulePath = join(clientDir, '.ssr', 'frame-shell-render.js');
  const scriptPath = join(clientDir, '.ssr', 'frame-shell-script.js');
  const indexPath = join(clientDir, 'index.html');
  if (!existsSync(indexPath)) return undefined;
  const index = readFileSync(indexPath, 'utf8');
  const stylesheet = STYLESHEET.exec(index);
  if (!existsSync(modulePath) || !existsSync(scriptPath) || !stylesheet || !ENTRY.test(index) || !index.includes(ROOT) || !HTML_TAG.test(index)) {
    return undefined;
  }
  const { renderFrameShell } = (await import(pathToFileURL(modulePath).href)) as FrameShellModule;
  // The stylesheet each page names, read here rather than on a render: frame.html's is the frame
  // build's own (12 KB, what its app and the shell's views use), index.html's the routed app's
  // (20 KB, every page's). A page naming neither gets index.html's, as a page naming none does.
  const styleOf = (file: string) => `<style>${readFileSync(join(clientDir, file), 'utf8')}</style>`;
  const indexStyle = styleOf(stylesheet[1]);
  const styles = new Map([[stylesheet[1], indexStyle]]);
  for (const page of pagesBeside(clientDir)) {
    const file = STYLESHEET.exec(page)?.[1];
    if (file && !styles.has(file)) styles.set(file, styleOf(file));
  }
  const scriptText = readFileSync(scriptPath, 'utf8');
  const script = `<script>${scriptText}</script>`;
  const scriptSource = `'sha256-${createHash('sha256').update(scriptText).digest('base64')}'`;

  // Rendering takes ~8 ms, on the visitor's clock: each organisation's shell in each language is
  // kept until the organisation (or the build) changes.
  const shells = new Map<string, { key: string; shell: RenderedShell }>();
  const rendered = (organisation: Organisation, organisationId: string, app: FrameApp, locale: Locale): RenderedShell => {
    const key = JSON.stringify([organisation, app]);
    const kept = shells.get(`${locale} ${organisationId}`);
    if (kept?.key === key) return kept.shell;
    const shell = renderFrameShell(organisation, organisationId, app, locale);
    if (shells.size >= MAX_KEPT_SHELLS) shells.delete(shells.keys().next().value!);
    shells.set(`${locale} ${organisationId}`, { key, shell });
    return shell;
  };

  return (plainPage, organisationId, organisation, { locale, theme }) => {
    const entry = ENTRY.exec(plainPage)!;
    // Everything the app loads leaves the head: the inline script asks for it after the first paint.
    // (Replacements are functions: organisation texts may hold a '$'.) The organisation's own
    // preload goes: the page carries it (src/frame-shell-render.tsx), the app reads it from there.
    const preloads = (plainPage.match(PRELOAD) ?? []).filter((tag) => !tag.includes('/api/'));
    const shell = rendered(organisation, organisationId, { entry: entry[1], preloads }, locale);
    const html = plainPage
      // As src/services/page-preferences.ts marks it, before the first paint.
      .replace(HTML_TAG, `<html lang="${locale}" dir="${directionOf(locale)}" data-theme="${theme}">`)
      .replace(PRELOAD, '')
      .replace(entry[0], '')
      .replace(STYLESHEET, (_link, file: string) => styles.get(file) ?? indexStyle)
      .replace(/<title>[^<]*<\/title>/, () => shell.title)
      .replace(ROOT, () => `${shell.body}${script}${ROOT}`);
    return { html, scriptSource };
  };
}
