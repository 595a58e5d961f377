// The embed frame's page with its server-rendered first view (server/plugins/frame-shell-page.ts),
// over a build laid out as `npm run build` lays it out, with a stand-in for the SSR module that
// records what it was asked to render.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadFrameShellPage } from '../../server/plugins/frame-shell-page.ts';
import type { Organisation } from '../../src/contract/contract.ts';

const INDEX_HTML =
  '<!doctype html><html><head><title>Korero</title>' +
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/shared-1.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/style-1.css">' +
  '</head><body><div id="root"></div></body></html>';
const PLAIN_PAGE = INDEX_HTML.replace(
  '</head>',
  '<link rel="modulepreload" crossorigin href="/assets/frame-3.js"><link rel="preload" as="fetch" crossorigin="anonymous" href="/api/organisations/acme"></head>',
);
const SCRIPT = 'document.title="shown"';
// Renders the organisation's name (its $ must survive) and counts its renderings.
const SSR_MODULE = `
export function renderFrameShell(organisation, organisationId, app, locale) {
  globalThis.frameShellRenders = (globalThis.frameShellRenders ?? 0) + 1;
  return {
    title: '<title>Chat with ' + organisation.name.replace(/</g, '&lt;') + '</title>',
    body: '<div id="frame-shell" data-locale="' + locale + '">' + organisation.name.replace(/</g, '&lt;') + '</div><template id="frame-app" data-entry="' + app.entry + '">' + app.preloads.join('') + '</template>',
  };
}`;

const ENGLISH = { locale: 'en', theme: 'auto' } as const;

const organisation = (name: string): Organisation => ({
  id: 'acme',
  name,
  description: '',
  logo_url: '',
  chat_bubble_color: '#123456',
  chat_text_color: '#ffffff',
  default_questions: [],
  widget_settings: { support_email: '', support_phone: '', buttonColor: '', buttonTextColor: '' },
});

function clientBuild(withShell: boolean): string {
  const dir = mkdtempSync(join(tmpdir(), 'korero-frame-shell-'));
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'style-1.css'), '.a{color:red}');
  if (withShell) {
    mkdirSync(join(dir, '.ssr'));
    writeFileSync(join(dir, '.ssr', 'frame-shell-render.js'), SSR_MODULE);
    writeFileSync(join(dir, '.ssr', 'frame-shell-script.js'), SCRIPT);
  }
  return dir;
}

const builds: string[] = [];
afterAll(() => builds.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the frame page with its first view', () => {
  it('inlines the stylesheet and the script, allows that script by its hash, and moves the app into a template', async () => {
    const dir = clientBuild(true);
    builds.push(dir);
    const render = (await loadFrameShellPage(dir))!;
    const { html, scriptSource } = render(PLAIN_PAGE, 'acme', organisation('Acme $& <Sons>'), ENGLISH);

    expect(scriptSource).toBe(`'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`);
    expect(html).toContain(`<script>${SCRIPT}</script>`);
    expect(html).toContain('<style>.a{color:red}</style>');
    expect(html).not.toContain('rel="stylesheet"');
    // The organisation's text as given: a '$&' in it is not a replacement pattern.
    expect(html).toContain('<title>Chat with Acme $& &lt;Sons></title>');
    expect(html).toContain('<div id="frame-shell" data-locale="en">Acme $& &lt;Sons></div>');
    expect(html).toContain('<html lang="en" dir="ltr" data-theme="auto">');
    // Nothing the app loads is left in the head: the entry and every preload wait in the template.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<script|modulepreload|rel="preload"/);
    // The organisation's own preload is gone: the page carries the organisation for the app.
    expect(html).toContain(
      '<template id="frame-app" data-entry="/assets/index-abc.js"><link rel="modulepreload" crossorigin href="/assets/shared-1.js"><link rel="modulepreload" crossorigin href="/assets/frame-3.js"></template>',
    );
    expect(html).not.toContain('/api/organisations/acme');
    // The view comes before the script that shows it, and both before the app's root.
    expect(html.indexOf('frame-shell')).toBeLessThan(html.indexOf(`<script>${SCRIPT}`));
    expect(html.indexOf(`<script>${SCRIPT}`)).toBeLessThan(html.indexOf('<div id="root">'));
  });

  it("inlines the stylesheet the page names: the frame build's own, not the routed app's", async () => {
    const dir = clientBuild(true);
    builds.push(dir);
    writeFileSync(join(dir, 'assets', 'style-frame.css'), '.f{color:blue}');
    const framePage = PLAIN_PAGE.replace('/assets/style-1.css', '/assets/style-frame.css');
    writeFileSync(join(dir, 'frame.html'), INDEX_HTML.replace('/assets/style-1.css', '/assets/style-frame.css'));
    const render = (await loadFrameShellPage(dir))!;
    const { html } = render(framePage, 'acme', organisation('Acme'), ENGLISH);
    expect(html).toContain('<style>.f{color:blue}</style>');
    expect(html).not.toContain('.a{color:red}');
  });

  it('reads the stylesheets when it loads, not on a render', async () => {
    const dir = clientBuild(true);
    builds.push(dir);
    writeFileSync(join(dir, 'assets', 'style-frame.css'), '.f{color:blue}');
    writeFileSync(join(dir, 'frame.html'), INDEX_HTML.replace('/assets/style-1.css', '/assets/style-frame.css'));
    const render = (await loadFrameShellPage(dir))!;
    // A render that read the files would find them gone.
    rmSync(join(dir, 'assets'), { recursive: true });
    const framePage = PLAIN_PAGE.replace('/assets/style-1.css', '/assets/style-frame.css');
    expect(render(framePage, 'acme', organisation('Acme'), ENGLISH).html).toContain('<style>.f{color:blue}</style>');
    expect(render(PLAIN_PAGE, 'acme', organisation('Acme'), ENGLISH).html).toContain('<style>.a{color:red}</style>');
  });

  it('renders an organisation once, and again when it changes', async () => {
    const dir = clientBuild(true);
    builds.push(dir);
    const render = (await loadFrameShellPage(dir))!;
    const renders = () => (globalThis as { frameShellRenders?: number }).frameShellRenders ?? 0;
    const before = renders();
    render(PLAIN_PAGE, 'acme', organisation('Acme'), ENGLISH);
    render(PLAIN_PAGE, 'acme', organisation('Acme'), ENGLISH);
    expect(renders() - before).toBe(1);
    const renamed = render(PLAIN_PAGE, 'acme', organisation('Acme Ltd'), ENGLISH);
    expect(renders() - before).toBe(2);
    expect(renamed.html).toContain('<title>Chat with Acme Ltd</title>');
  });

  it('renders each language apart, and marks the page with its language, direction and theme', async () => {
    const dir = clientBuild(true);
    builds.push(dir);
    const render = (await loadFrameShellPage(dir))!;
    const english = render(PLAIN_PAGE, 'acme', organisation('Acme'), ENGLISH);
    const arabic = render(PLAIN_PAGE, 'acme', organisation('Acme'), { locale: 'ar', theme: 'dark' });
    expect(english.html).toContain('data-locale="en"');
    expect(arabic.html).toContain('data-locale="ar"');
    expect(arabic.html).toContain('<html lang="ar" dir="rtl" data-theme="dark">');
    // Each language stays kept: English again is the English shell.
    expect(render(PLAIN_PAGE, 'acme', organisation('Acme'), ENGLISH).html).toContain('data-locale="en"');
  });

  it('is not there without the server-rendered build: the plain frame page serves', async () => {
    const dir = clientBuild(false);
    builds.push(dir);
    expect(await loadFrameShellPage(dir)).toBeUndefined();
  });
});
