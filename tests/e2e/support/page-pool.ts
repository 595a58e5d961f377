// Pages lent to concurrent tests (the UI-model paths) and reset between them, instead of a new
// context per test. A new context's first load of the app cost about 1.4 s of Chromium and server
// CPU against 0.35 s for loading it again in a page that had (measured in one run at load 13): a
// new renderer process, and the app's scripts compiled afresh.
//
// What a test changes is undone before the page is lent again, so each test starts as in a new
// context: no routes, no listeners and no init scripts of its own left, no cookies and no storage
// of the server's origin (forget-origins.ts, as embed-chat forgets its visits), and the previous
// document gone (so none of its timers, requests or streams run on). The page clock stays installed on the context: createUi installs and
// pauses it at the same time again (install sets the time back, so pausing goes forward); only
// performance.now's origin differs, which the app does not read. A test that failed leaves no page
// behind: its context is closed, since what it left is unknown.
//
// Also each test's page in files that ask for it (useBrowserSuite's reusePages): there a page
// whose test installed the page clock is closed too (the clock belongs to the context and would
// run on into the next test), as is everywhere a page whose test changed a setting that lasts
// (its media, viewport, headers, bindings, timeouts), and the other pages a test opened in the context (a citation's tab,
// a second visit) are closed before the page is lent again.
import type { BrowserContext, Page } from 'playwright-core';
import { forgetOrigins } from './forget-origins.ts';

/** A path on the server's origin that never reaches the server: the blank page storage is cleared from. */
const RESET_PATH = '/__e2e-reset';

interface Lent {
  context: BrowserContext;
  page: Page;
}

/** A page lent to one test; giveBack resets it for the next (or closes it: see the options). */
export interface LentPage extends Lent {
  giveBack(failed: boolean): Promise<void>;
}

export interface PagePool {
  /** A reset page of its own for `use`, back in the pool after it (closed if `use` failed). */
  withPage<T>(use: (page: Page) => Promise<T>): Promise<T>;
  /** A reset page, for hooks that cannot wrap the test (a beforeEach and its afterEach). */
  lend(): Promise<LentPage>;
  close(): Promise<void>;
}

export interface PagePoolOptions {
  /**
   * False: a page whose test installed the page clock is closed, not lent again (for tests that
   * expect real time). The UI-model paths keep theirs: createUi installs and pauses it every time.
   */
  keepClock?: boolean;
}

export function createPagePool(newContext: () => Promise<BrowserContext>, origin: () => string, { keepClock = true }: PagePoolOptions = {}): PagePool {
  const idle: Lent[] = [];
  const all = new Set<Lent>();

  const take = async (): Promise<Lent> => {
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

  const lend = async (): Promise<LentPage> => {
    const lent = await take();
    const undo = track(lent.page);
    return {
      ...lent,
      async giveBack(failed) {
        const { clockInstalled, settingsChanged } = await undo();
        if (failed || settingsChanged || (clockInstalled && !keepClock)) return drop(lent);
        for (const other of lent.context.pages()) if (other !== lent.page) await other.close();
        await clearOrigin(lent, origin());
        idle.push(lent);
      },
    };
  };

  return {
    lend,
    async withPage(use) {
      const lent = await lend();
      let result;
      try {
        result = await use(lent.page);
      } catch (error) {
        await lent.giveBack(true);
        throw error;
      }
      await lent.giveBack(false);
      return result;
    },
    async close() {
      idle.length = 0;
      await Promise.all([...all].map(drop));
    },
  };
}

const CLOCK_METHODS = ['install', 'fastForward', 'pauseAt', 'resume', 'runFor', 'setFixedTime', 'setSystemTime'];
const LASTING_PAGE_METHODS = ['emulateMedia', 'setViewportSize', 'setExtraHTTPHeaders', 'exposeBinding', 'exposeFunction', 'setDefaultTimeout', 'setDefaultNavigationTimeout'];

/** Calls `called` whenever one of the object's named methods is; returns what puts them back. */
function watch(target: object, names: string[], called: () => void): Array<() => void> {
  const methods = target as Record<string, (...args: unknown[]) => unknown>;
  return names.map((name) => {
    const method = methods[name];
    methods[name] = (...args: unknown[]) => {
      called();
      return method.apply(target, args);
    };
    return () => {
      methods[name] = method;
    };
  });
}

/**
 * Records the listeners and init scripts a test adds to the page, and whether it installed the
 * clock; the returned function removes the listeners, scripts and routes, and says.
 */
function track(page: Page): () => Promise<{ clockInstalled: boolean; settingsChanged: boolean }> {
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
  // Any of the clock's methods installs it (setFixedTime, pauseAt…), on the context; the page's
  // other settings last as long as the page, and no reset undoes an exposed binding.
  let clockInstalled = false;
  let settingsChanged = false;
  const restore = [
    ...watch(page.clock, CLOCK_METHODS, () => (clockInstalled = true)),
    ...watch(page, LASTING_PAGE_METHODS, () => (settingsChanged = true)),
  ];
  return async () => {
    page.addInitScript = addInitScript;
    for (const undoWatch of restore) undoWatch();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    for (const script of scripts) await script.dispose();
    for (const event of events.eventNames()) {
      const kept = before.get(event);
      for (const listener of events.listeners(event)) if (!kept?.has(listener)) events.off(event, listener as () => void);
    }
    return { clockInstalled, settingsChanged };
  };
}

/** Leaves the test's document for a blank one on the server's origin and forgets that origin's cookies and storage. */
async function clearOrigin({ page }: Lent, origin: string): Promise<void> {
  const reset = new URL(RESET_PATH, origin).href;
  await page.route(reset, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>reset</title>' }));
  await page.goto(reset);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await forgetOrigins(page, [origin]);
}
