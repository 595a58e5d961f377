// The loader on a third-party page: what the host page pays before the visitor shows intent, and
// who may frame the widget. Needs `npm run build`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REPO_ROOT, releaseSharedBrowser, sharedBrowser, startHostSite, type HostSite, type Korero } from './embed-harness.ts';
import { sharedServer } from './support/suite.ts';

const BUDGET_GZIP_BYTES = 2048;

let korero: Korero;
let site: HostSite;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  // The process's shared server: this file reads only what the build serves, and writes nothing.
  korero = await sharedServer();
  site = await startHostSite(korero.origin);
  browser = await sharedBrowser();
});

afterAll(async () => {
  await releaseSharedBrowser();
  await site?.stop();
});

beforeEach(async () => {
  context = await browser.newContext();
  page = await context.newPage();
});

afterEach(async () => {
  await context?.close();
});

const launcher = () => page.locator('korero-widget').getByRole('button');

/**
 * Resolves once every request the page issued before this call has been reported: the browser
 * reports requests in the order they are made, so a marker request made now comes after them.
 */
async function reportRequestsSoFar(requests: string[]): Promise<void> {
  const marker = new URL(`/request-marker-${Math.random().toString(36).slice(2)}`, page.url()).href;
  await page.evaluate((url) => void fetch(url).catch(() => undefined), marker);
  await expect.poll(() => requests.includes(marker)).toBe(true);
  requests.splice(requests.indexOf(marker), 1);
}

describe('size budget', () => {
  it('dist/embed.js is at most 2 KB gzip, and so is what the server sends', async () => {
    const built = readFileSync(join(REPO_ROOT, 'dist', 'embed.js'));
    expect(gzipSync(built, { level: 9 }).length).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
    // Served to a development page, with both demo organisations' themes inlined.
    const served = await fetch(`${korero.origin}/embed.js`, { headers: { referer: `${site.allowed}/` } });
    expect(served.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(served.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(served.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const body = Buffer.from(await served.arrayBuffer());
    expect(body.toString()).toContain('"harbourside-dental":["#2f7d6d","#fff","Harbourside Dental"]');
    expect(gzipSync(body, { level: 9 }).length).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
  });
});

describe('before the visitor shows intent', () => {
  it('draws a named launcher in the organisation’s colours, and requests nothing but itself', async () => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.clock.install();
    await page.goto(site.pageUrl(site.allowed, { organisationId: 'harbourside-dental' }));
    const button = page.getByRole('button', { name: 'Chat with Harbourside Dental' });
    await expect.poll(() => button.count()).toBe(1);
    const colours = await button.evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.backgroundColor, style.color];
    });
    expect(colours).toEqual(['rgb(47, 125, 109)', 'rgb(255, 255, 255)']);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    // Whatever the page would do on its own within a minute (timers, idle callbacks) runs now on
    // the simulated clock; then every request it made has been reported.
    await page.clock.runFor(60_000);
    await reportRequestsSoFar(requests);
    expect(requests).toEqual([page.url(), `${korero.origin}/embed.js`]);
    expect(page.frames()).toHaveLength(1);

    // Intent (hover) starts loading the frame, before any click.
    await button.hover();
    await expect.poll(() => requests.some((url) => url.startsWith(`${korero.origin}/harbourside-dental/frame`))).toBe(true);
  });

  it('adds one global, shifts nothing, and keeps its CSS to itself both ways', async () => {
    const hostileCss = `<style>
      * { color: rgb(255, 0, 0) !important; background: rgb(0, 255, 0) !important; font-size: 40px !important }
      button { width: 300px !important; display: block !important }
      .l, .p { outline: 9px solid blue }
    </style>`;
    const body = '<div class="l" id="host-l">host .l</div><div class="p" id="host-p">host .p</div>';
    await page.addInitScript(() => {
      (window as unknown as { __before: string[] }).__before = Object.keys(window);
    });
    await page.goto(site.pageUrl(site.allowed, { organisationId: 'harbourside-dental', head: hostileCss, body }));
    await expect.poll(() => launcher().count()).toBe(1);

    const globals = await page.evaluate(() => {
      const before = new Set((window as unknown as { __before: string[] }).__before);
      return Object.keys(window).filter((key) => !before.has(key) && key !== '__before');
    });
    expect(globals).toEqual(['Korero']);

    // The host's rules do not reach the launcher…
    const launcherStyle = await launcher().evaluate((element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, width: style.width, position: style.position };
    });
    expect(launcherStyle).toEqual({ background: 'rgb(47, 125, 109)', width: '56px', position: 'fixed' });
    // …and the loader's rules (.l, .p) do not reach the host's elements.
    const hostStyle = await page.locator('#host-l').evaluate((element) => getComputedStyle(element).position);
    expect(hostStyle).toBe('static');

    // The launcher is out of the flow: the page's content is where it would be without it.
    const withWidget = await page.locator('#content').boundingBox();
    await page.evaluate(() => document.querySelector('korero-widget')?.remove());
    expect(await page.locator('#content').boundingBox()).toEqual(withWidget);
  });

  it('with data-position="left" sits at the bottom left; with data-launcher, the site’s own button opens it', async () => {
    await page.goto(site.pageUrl(site.allowed, { attributes: { 'data-position': 'left' } }));
    await expect.poll(() => launcher().count()).toBe(1);
    const box = await launcher().boundingBox();
    expect(box!.x).toBeLessThan(100);

    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(
      site.pageUrl(site.allowed, { attributes: { 'data-launcher': '#help' }, body: '<button id="help" type="button">Help</button>' }),
    );
    await page.waitForSelector('korero-widget', { state: 'attached' });
    expect(await launcher().count()).toBe(0);
    expect(requests.some((url) => url.includes('/frame'))).toBe(false);
    await page.locator('#help').click();
    await expect.poll(() => page.locator('korero-widget').getAttribute('data-state')).not.toBe('closed');
    expect(await page.locator('#help').getAttribute('aria-expanded')).toBe('true');
  });
});

describe('who may frame the widget', () => {
  it('a site on no allow list gets a launcher but the frame is refused (CSP frame-ancestors)', async () => {
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors/.test(message.text())) refusals.push(message.text());
    });
    let frameHeaders: Record<string, string> | undefined;
    page.on('response', (response) => {
      if (response.url().startsWith(`${korero.origin}/queenstown-adventures/frame`)) frameHeaders = response.headers();
    });
    await page.goto(site.pageUrl(site.foreign));
    await launcher().click();
    await expect.poll(() => frameHeaders !== undefined).toBe(true);
    const csp = frameHeaders!['content-security-policy'];
    expect(csp).toMatch(/frame-ancestors 'self' https:\/\/queenstownadventures\.example http:\/\/localhost:\*/);
    expect(csp).not.toContain('127.0.0.2');
    await expect.poll(() => refusals.length).toBeGreaterThan(0);
    // The frame never becomes Korero: the refusal above is the browser declining its document, so
    // no script of Korero's runs in it to send the handshake, and the panel stays loading.
    expect(await page.locator('korero-widget').getAttribute('data-state')).toBe('loading');
    const korerosFrame = page.frames().find((frame) => frame.url().startsWith(korero.origin));
    expect(korerosFrame).toBeUndefined();
  });

  it('an allowed site (a localhost page in development) may frame it', async () => {
    let frameStatus = 0;
    page.on('response', (response) => {
      if (response.url().startsWith(`${korero.origin}/queenstown-adventures/frame`)) frameStatus = response.status();
    });
    await page.goto(site.pageUrl(site.allowed));
    await launcher().click();
    await expect.poll(() => frameStatus).toBe(200);
    await expect.poll(() => page.frames().some((frame) => frame.url().startsWith(`${korero.origin}/queenstown-adventures/frame`))).toBe(true);
  });
});

describe('on a single-page site', () => {
  it('window.Korero.remove() takes the widget and its listeners away; a tag removed before it ran does nothing', async () => {
    await page.goto(
      site.pageUrl(site.allowed, { attributes: { 'data-launcher': '#help' }, body: '<a id="help" href="#site-help">Help</a>' }),
    );
    await page.waitForSelector('korero-widget', { state: 'attached' });
    await page.locator('#help').click();
    await expect.poll(() => page.locator('korero-widget').getAttribute('data-state')).not.toBe('closed');
    await page.evaluate(() => window.Korero!.remove());
    expect(await page.locator('korero-widget').count()).toBe(0);
    expect(await page.evaluate(() => 'Korero' in window)).toBe(false);
    expect(page.frames()).toHaveLength(1);

    // The site's own launcher is the site's again: the click is not taken, nothing is stored.
    const show = await page.evaluate(() => sessionStorage.getItem('korero_widget_show'));
    await page.locator('#help').click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#site-help');
    expect(await page.evaluate(() => sessionStorage.getItem('korero_widget_show'))).toBe(show);

    // A route that came and went before its tag ran, then the next route's tag: one widget, the
    // next one's. Both tags have run (their load events) before anything is counted.
    await page.evaluate((src) => {
      const add = (organisationId: string) => {
        const script = document.createElement('script');
        script.src = src;
        script.dataset.organisationId = organisationId;
        const ran = new Promise((resolve) => script.addEventListener('load', resolve, { once: true }));
        document.body.append(script);
        return { script, ran };
      };
      const gone = add('queenstown-adventures');
      gone.script.remove();
      const next = add('harbourside-dental');
      return Promise.all([gone.ran, next.ran]).then(() => undefined);
    }, `${korero.origin}/embed.js`);
    expect(await launcher().getAttribute('aria-label')).toBe('Chat with Harbourside Dental');
    expect(await page.locator('korero-widget').count()).toBe(1);
  });
});
