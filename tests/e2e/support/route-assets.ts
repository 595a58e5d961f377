// What a route costs a visitor: the HTML, JS and CSS the browser loads for it (from its network
// log, a fresh context so nothing is cached), gzipped, and how long until the chat input can be
// used. The documents count: the embed's frame page carries its stylesheet and first view inline.
// The /widget demo pages' chat is the embed's iframe: its requests are the page's too (Playwright
// reports every frame's), counted once in the route's total and on their own as the iframe's.
// Shared by the size-budget test (tests/e2e/client-size.test.ts) and `npm run bench -- client`.
import { gzipSync } from 'node:zlib';
import type { Browser, Frame, Page, Request } from 'playwright-core';

export interface RouteAssets {
  path: string;
  /** Each file once, by address; `inIframe` when an iframe (the embed's panel) asked for it. */
  files: Array<{ url: string; kind: 'html' | 'js' | 'css'; bytes: number; gzipBytes: number; inIframe: boolean }>;
  jsGzip: number;
  cssGzip: number;
  totalGzip: number;
  /** What the iframes loaded, whether or not the page had already loaded it: the panel's cost. */
  iframeGzip: number;
}

/** The widget panel's budget (gzip, HTML + JS + CSS until usable; issue 14), and the stretch goal. */
export const WIDGET_PANEL_BUDGET_KB = 120;
export const WIDGET_PANEL_STRETCH_KB = 100;

/** Other embeddable chats' widgets, gzip KB, for comparison. */
export const COMPARISON_KB: Record<string, number> = { Typebot: 196, Botpress: 234, Flowise: 284, DocsGPT: 122 };

export const CHAT_ROUTES = ['/', '/widget', '/fullscreen', '/queenstown-adventures/frame'] as const;
export const MEASURED_ROUTES = ['/', '/widget', '/fullscreen', '/queenstownadventures', '/queenstown-adventures/frame'] as const;

type AssetKind = RouteAssets['files'][number]['kind'];
const ASSET_KINDS: Partial<Record<string, AssetKind>> = { document: 'html', script: 'js', stylesheet: 'css' };

/**
 * What a request fetches, by the resource type Chromium gives it when it is asked for: one
 * classification for the files counted and the requests waited for (on every route measured,
 * each counted file's content type says the same: HTML documents, JavaScript scripts, CSS stylesheets).
 */
const assetKind = (request: Request): AssetKind | undefined => ASSET_KINDS[request.resourceType()];

// In the app's root: the embed frame's server-rendered first view (#frame-shell) is not usable yet.
const CHAT_INPUT = '#root section[data-chat-view] textarea:not([disabled])';

/** /widget and /{organisation_id}/widget: the chat is in the embed's iframe. */
const isWidgetDemo = (path: string) => /^\/([^/]+\/)?widget$/.test(path);

/**
 * Waits until the route is usable: the chat's message input, or the content page's table. Gives
 * the frame the chat is in (the embed's iframe on the widget demo pages).
 */
export async function waitUntilUsable(page: Page, path: string): Promise<Frame> {
  if (path.startsWith('/queenstownadventures')) {
    await page.getByRole('table').first().waitFor({ timeout: 30_000 });
    return page.mainFrame();
  }
  if (!isWidgetDemo(path)) {
    await page.locator(CHAT_INPUT).first().waitFor({ timeout: 30_000 });
    return page.mainFrame();
  }
  await page.frameLocator('korero-widget iframe').locator(CHAT_INPUT).first().waitFor({ timeout: 30_000 });
  const frame = await (await page.locator('korero-widget iframe').elementHandle())?.contentFrame();
  if (!frame) throw new Error(`${path}: the widget's frame went away`);
  return frame;
}

/** The page's requests for the origin's documents, scripts and stylesheets not yet answered in full. */
function assetRequestsInFlight(page: Page, origin: string) {
  const open = new Set<Request>();
  let wake = () => {};
  const done = (request: Request) => {
    if (open.delete(request) && open.size === 0) wake();
  };
  page.on('request', (request) => {
    if (assetKind(request) && new URL(request.url()).origin === origin) open.add(request);
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async settled(timeoutMs: number): Promise<void> {
      if (open.size === 0) return;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timedOut = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`still loading after ${timeoutMs} ms: ${[...open].map((r) => r.url()).join(', ')}`)), timeoutMs);
      });
      try {
        await Promise.race([new Promise<void>((resolve) => (wake = resolve)), timedOut]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/**
 * Loads `path` in a fresh context and sums the gzip size of every JS and CSS file it fetched
 * until the page was usable and every such file it had asked for by then had arrived. `after`
 * may act on the page first (such as asking a question, which loads the markdown renderer).
 */
export async function measureRouteAssets(
  browser: Browser,
  origin: string,
  path: string,
  after?: (page: Page) => Promise<void>,
): Promise<RouteAssets> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const pending: Array<Promise<RouteAssets['files'][number] | null>> = [];
    const inFlight = assetRequestsInFlight(page, origin);
    page.on('response', (response) => {
      const kind = assetKind(response.request());
      if (!kind || new URL(response.url()).origin !== origin) return;
      const inIframe = response.frame() !== page.mainFrame();
      pending.push(
        response
          .body()
          .then((body) => ({ url: new URL(response.url()).pathname, kind, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length, inIframe }))
          .catch(() => null),
      );
    });
    await page.goto(new URL(path, origin).href);
    await waitUntilUsable(page, path);
    if (after) await after(page);
    // What was asked for until now is what the route cost; polls and streams are not assets and
    // are not waited for (the network's idleness is not: a poll can keep it busy under load).
    await inFlight.settled(60_000);
    // A file both the page and its iframe use is downloaded once (the iframe is same-origin).
    const files = new Map<string, RouteAssets['files'][number]>();
    for (const file of await Promise.all(pending)) {
      if (!file) continue;
      const seen = files.get(file.url);
      files.set(file.url, { ...file, inIframe: file.inIframe || (seen?.inIframe ?? false) });
    }
    const list = [...files.values()];
    const sum = (keep: (file: RouteAssets['files'][number]) => boolean) =>
      list.filter(keep).reduce((total, file) => total + file.gzipBytes, 0);
    return {
      path,
      files: list,
      jsGzip: sum((file) => file.kind === 'js'),
      cssGzip: sum((file) => file.kind === 'css'),
      totalGzip: sum(() => true),
      iframeGzip: sum((file) => file.inIframe),
    };
  } finally {
    await context.close();
  }
}

/**
 * Milliseconds from the start of navigation (the page's time origin) until the chat's message
 * input is in the document and enabled, measured in the chat's frame by a MutationObserver.
 */
export async function timeToInteractiveChat(browser: Browser, origin: string, path: string): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // A string, not a function: tsx (bench) would wrap named inner functions in a helper the page lacks.
    // Runs in every frame; the time is absolute (timeOrigin + now), as the embed's iframe has a
    // clock of its own.
    await page.addInitScript({
      content: `(() => {
        const selector = ${JSON.stringify(CHAT_INPUT)};
        const observer = new MutationObserver(() => {
          if (window.__chatInteractiveAt === undefined && document.querySelector(selector)) {
            window.__chatInteractiveAt = performance.timeOrigin + performance.now();
            observer.disconnect();
          }
        });
        observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
      })();`,
    });
    await page.goto(new URL(path, origin).href);
    const chatFrame = await waitUntilUsable(page, path);
    const at = await chatFrame.waitForFunction(() => (window as unknown as { __chatInteractiveAt?: number }).__chatInteractiveAt, undefined, {
      timeout: 30_000,
    });
    const navigationStart = await page.evaluate(() => performance.timeOrigin);
    return Math.round(((await at.jsonValue()) as number - navigationStart) * 10) / 10;
  } finally {
    await context.close();
  }
}

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : Math.round(((sorted[middle - 1] + sorted[middle]) / 2) * 10) / 10;
}
