// Pages lent to concurrent tests (the UI-model paths) and reset between them, instead of a new
// context per test. A new context's first load of the app cost about 1.4 s of Chromium and server
// CPU against 0.35 s for loading it again in a page that had (measured in one run at load 13): a
// new renderer process, and the app's scripts compiled afresh.
//
// What a test changes is undone before the page is lent again, so each test starts as in a new
// context: no routes, no listeners and no init scripts of its own left, no cookies, local or
// session storage of the server's origin, and the previous document gone (so none of its timers,
// requests or streams run on). The page clock stays installed on the context: createUi installs and
// pauses it at the same time again (install sets the time back, so pausing goes forward); only
// performance.now's origin differs, which the app does not read. A test that failed leaves no page
// behind: its context is closed, since what it left is unknown.
import type { BrowserContext, Page } from 'playwright-core';

/** A path on the server's origin that never reaches the server: the blank page storage is cleared from. */
const RESET_PATH = '/__e2e-reset';

interface Lent {
  context: BrowserContext;
  page: Page;
}

export interface PagePool {
  /** A reset page of its own for `use`, back in the pool after it (closed if `use` failed). */
  withPage<T>(use: (page: Page) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export function createPagePool(newContext: () => Promise<BrowserContext>, origin: () => string): PagePool {
  const idle: Lent[] = [];
  const all = new Set<Lent>();

  const lend = async (): Promise<Lent> => {
    const reused = idle.pop();
    if (reused) return reused;
    const context = await newContext();
    const lent = { context, page: await context.newPage() };
    all.add(lent);
    return lent;
  };

  const drop = async (lent: Lent) => {
    all.delete(lent);
    await lent.context.close();
  };

  return {
    async withPage(use) {
      const lent = await lend();
      const undo = track(lent.page);
      let result;
      try {
        result = await use(lent.page);
      } catch (error) {
        await drop(lent);
        throw error;
      }
      await undo();
      await clearOrigin(lent, origin());
      idle.push(lent);
      return result;
    },
    async close() {
      idle.length = 0;
      await Promise.all([...all].map(drop));
    },
  };
}

/**
 * Records the listeners and init scripts a test adds to the page; the returned function removes
 * them, and the test's routes.
 */
function track(page: Page): () => Promise<void> {
  // Playwright's Page is an event emitter at run time; its types name only on/off/once.
  const events = page as unknown as Pick<NodeJS.EventEmitter, 'eventNames' | 'listeners' | 'off'>;
  const before = new Map(events.eventNames().map((event) => [event, new Set(events.listeners(event))]));
  const scripts: Array<{ dispose(): Promise<void> }> = [];
  const addInitScript = page.addInitScript.bind(page);
  page.addInitScript = async (...args: Parameters<Page['addInitScript']>) => {
    const script = await addInitScript(...args);
    scripts.push(script);
    return script;
  };
  return async () => {
    page.addInitScript = addInitScript;
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    for (const script of scripts) await script.dispose();
    for (const event of events.eventNames()) {
      const kept = before.get(event);
      for (const listener of events.listeners(event)) if (!kept?.has(listener)) events.off(event, listener as () => void);
    }
  };
}

/** Leaves the test's document for a blank one on the server's origin and clears that origin's storage. */
async function clearOrigin({ context, page }: Lent, origin: string): Promise<void> {
  const reset = new URL(RESET_PATH, origin).href;
  await page.route(reset, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>reset</title>' }));
  await page.goto(reset);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.clearCookies();
}
