// The widget's frame page from the browser's HTTP cache (server/plugins/client-files.ts): the site's
// next page opens the panel without asking Korero for it, and a page kept across a deploy, whose
// app is gone from the server, is fetched again once (src/embed/frame-shell-script.ts) instead of
// leaving the visitor a panel that never starts. Real server, restarted on the same port with a
// changed build; Chromium. Needs `npm run build`.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRAME_APP_MARK } from '../../src/embed/frame-shell-contract.ts';
import { freePort, launchBrowser, REPO_ROOT, startHostSite, startKorero, type HostSite, type Korero } from './embed-harness.ts';
import { ChatPage } from './support/chat-page.ts';
import { seededDataDir } from './support/suite.ts';

let clientDir: string;
let port: number;
let korero: Korero | undefined;
let site: HostSite;
let context: BrowserContext;
let browserClose: () => Promise<void>;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'korero-embed-cache-client-'));
  cpSync(join(REPO_ROOT, 'dist'), clientDir, { recursive: true });
  port = await freePort('127.0.0.1');
  korero = await startKorero({}, { dataTemplate: seededDataDir(), port, clientDir });
  site = await startHostSite(korero.origin);
  const browser = await launchBrowser();
  browserClose = () => browser.close();
  context = await browser.newContext();
});

afterAll(async () => {
  await browserClose?.();
  await site?.stop();
  await korero?.stop();
  rmSync(clientDir, { recursive: true, force: true });
});

const frameOf = async (page: Page): Promise<Frame> => (await (await page.locator('korero-widget iframe').elementHandle())!.contentFrame())!;

/** How the frame's page came: from the network or the cache (no bytes transferred), by a reload or not. */
const frameNavigation = async (page: Page) =>
  (await frameOf(page)).evaluate(() => {
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return { fromCache: entry.transferSize === 0, type: entry.type };
  });

/** Whether the chat's app has taken the first view over (read again after the frame reloads). */
const appTookOver = async (page: Page) =>
  (await frameOf(page)).evaluate((mark) => performance.getEntriesByName(mark).length > 0, FRAME_APP_MARK).catch(() => false);

/** A new page of the site, as the visitor's next one: the panel opened from the launcher. */
async function openOnNextPage(): Promise<Page> {
  const page = await context.newPage();
  await page.goto(site.pageUrl(site.allowed));
  await page.evaluate(() => sessionStorage.clear());
  await page.locator('korero-widget').getByRole('button').click();
  await expect.poll(() => page.locator('korero-widget').getAttribute('data-state'), { timeout: 15_000 }).toBe('open');
  return page;
}


/**
 * A deploy that changed the frame's app chunk and its markdown renderer: they, and the entry that
 * imports the first, get new names, the old files are gone, and every file and page that named
 * them names the new ones. The build's compressed copies of changed files go (the server then
 * sends those files as they are).
 */
function deploy(): void {
  const assets = join(clientDir, 'assets');
  const html = readFileSync(join(clientDir, 'frame.html'), 'utf8');
  const appChunk = /href="\/assets\/(frame-app-[^"]+\.js)"/.exec(html)![1];
  // The frame's own (its build is apart from the routed pages', which have a renderer of their own).
  const markdownChunk = /message-markdown-[\w-]+\.js/.exec(readFileSync(join(assets, appChunk), 'utf8'))![0];
  const changedFiles = [/src="\/assets\/(frame-[^"]+\.js)"/.exec(html)![1], appChunk, markdownChunk];
  const rewrite = (text: string) => changedFiles.reduce((out, file) => out.split(file).join(file.replace(/\.js$/, '-deployed.js')), text);
  for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
    const text = readFileSync(join(assets, file), 'utf8');
    const name = rewrite(file);
    if (rewrite(text) === text && name === file) continue;
    writeFileSync(join(assets, name), rewrite(text));
    for (const old of [file, `${file}.br`, `${file}.gz`]) if (old !== name) rmSync(join(assets, old), { force: true });
  }
  for (const page of ['frame.html', 'index.html']) {
    writeFileSync(join(clientDir, page), rewrite(readFileSync(join(clientDir, page), 'utf8')));
    for (const copy of [`${page}.br`, `${page}.gz`]) rmSync(join(clientDir, copy), { force: true });
  }
}

describe("the widget's frame page", () => {
  it('is kept by the browser for a minute, per language, only for a known organisation, and leaves compressed', async () => {
    const frame = await fetch(`${korero!.origin}/queenstown-adventures/frame`, { headers: { 'accept-encoding': 'br' } });
    expect(frame.headers.get('cache-control')).toBe('private, max-age=60');
    expect(frame.headers.get('vary')).toMatch(/Accept-Language, Accept-Encoding/);
    // Compressed, as the built files are (the page is made per organisation, so at its first request).
    expect(frame.headers.get('content-encoding')).toBe('br');
    expect(await frame.text()).toContain('id="frame-shell"');
    const unknown = await fetch(`${korero!.origin}/no-such-organisation/frame`);
    expect(unknown.headers.get('cache-control')).toBe('no-cache');
  });

  it("comes from the cache on the site's next page; kept across a deploy, it is fetched again once a file of the old build is missing", { timeout: 150_000 }, async () => {
    const requested: string[] = [];
    context.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const first = await openOnNextPage();
    expect((await frameNavigation(first)).fromCache).toBe(false);
    await expect.poll(() => appTookOver(first), { timeout: 30_000 }).toBe(true);
    await first.close();

    const next = await openOnNextPage();
    expect(await frameNavigation(next)).toEqual({ fromCache: true, type: 'navigate' });
    await expect.poll(() => appTookOver(next), { timeout: 30_000 }).toBe(true);
    await next.close();
    // The markdown renderer loads on the visitor's first key or pointer in the chat: not yet.
    expect(requested.filter((path) => path.includes('/message-markdown-'))).toEqual([]);

    await korero!.stop();
    korero = undefined;
    deploy();
    korero = await startKorero({}, { dataTemplate: seededDataDir(), port, clientDir });

    // The kept page and its app (the browser keeps them too) start; the pointer in the chat asks
    // for the old build's markdown renderer, which is gone: the page is fetched again, and the
    // chat works.
    const afterDeploy = await openOnNextPage();
    expect(await frameNavigation(afterDeploy)).toEqual({ fromCache: true, type: 'navigate' });
    await expect.poll(() => appTookOver(afterDeploy), { timeout: 30_000 }).toBe(true);
    const chat = ChatPage.inWidget(afterDeploy);
    await chat.panel.hover();
    await expect.poll(() => frameNavigation(afterDeploy).catch(() => undefined), { timeout: 30_000 }).toEqual({ fromCache: false, type: 'reload' });
    await expect.poll(() => appTookOver(afterDeploy), { timeout: 30_000 }).toBe(true);
    await chat.send('How much does a tandem jump cost?');
    await chat.waitForView('conversation', 30_000);
    await expect.poll(() => chat.messages.last().innerText(), { timeout: 30_000 }).toContain('349.99');
    await afterDeploy.close();
  });
});
