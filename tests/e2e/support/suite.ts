// One real Korero server per test file (or one the files that ask share: sharedServer), a fresh
// browser context per test in the test process's one Chromium (sharedBrowser).
// The server and browser come from the embed tests' harness (tests/e2e/embed-harness.ts).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { launchBrowser, releaseSharedBrowser, sharedBrowser, startKorero, type Korero } from '../embed-harness.ts';
import { createPagePool, type LentPage, type PagePool } from './page-pool.ts';
import { TEST_OWNER_PASSWORD } from '../../server/helpers/store-templates.ts';

export { launchBrowser, startKorero, type Korero };

/**
 * The run's seeded PGlite data directory (vitest.e2e.config.ts's globalSetup): each file's server
 * starts from a copy of it. The seed then only sets DEMO_OPERATOR_KEY.
 */
export const seededDataDir = (): string | undefined => inject('storeTemplates')?.pgliteDataDirs.demo;

/** The demo operator key the e2e server is started with (DEMO_OPERATOR_KEY, at least 16 characters). */
export const OPERATOR_KEY = 'e2e-demo-operator-key-0123456789';

/** The demo owner's (demo@korero.local) password: the seeded template's (DEMO_OWNER_PASSWORD). */
export const OWNER_EMAIL = 'demo@korero.local';
export const OWNER_PASSWORD = TEST_OWNER_PASSWORD;

export interface BrowserSuite {
  /** http://127.0.0.1:<port> of the real server. */
  readonly origin: string;
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
  /** Absolute address of a path on the server. */
  url(path: string): string;
  /**
   * A page of its own for `use`, reset after it for the next such test (support/page-pool.ts): for
   * tests that run concurrently (the UI-model paths), which cannot share the per-test `page`.
   */
  withPage<T>(use: (page: Page) => Promise<T>): Promise<T>;
}

export interface BrowserSuiteOptions {
  env?: Record<string, string>;
  /** The viewport of each test's page (a laptop unless told). */
  viewport?: { width: number; height: number };
  /** False: no context and page before each test (concurrent tests open theirs with withPage). */
  pagePerTest?: boolean;
  /**
   * Each test's page is a reset one from the pool (support/page-pool.ts) instead of a new context:
   * for files whose tests keep nothing in the context that the reset does not undo (no context
   * routes, permissions or init scripts; pages they open, and a page whose clock they installed,
   * are closed). A new context's first load of the app is about a second of CPU.
   */
  reusePages?: boolean;
  /**
   * The file's tests use the one server every such file in the test process shares (started by the
   * first, stopped with the process) instead of one of their own: a start is 2–3 s of the machine's
   * CPU. Only for files that read nothing another file writes and write nothing another reads
   * (the UI-model paths stub the API; the widget files' visitors read only their own conversations);
   * with the default settings, so no `env`.
   */
  sharedServer?: boolean;
}

const SERVER_ENV = { DEMO_OPERATOR_KEY: OPERATOR_KEY, DEMO_OWNER_PASSWORD: OWNER_PASSWORD };

let sharedKorero: Promise<Korero> | undefined;

/**
 * The server the test process's files share (useBrowserSuite's sharedServer, and files that start
 * their own harness around it), started on first use (a failed start is tried again by the next
 * file); not for a file to stop.
 */
export function sharedServer(): Promise<Korero> {
  sharedKorero ??= startKorero(SERVER_ENV, { dataTemplate: seededDataDir(), outlivesFile: true }).catch((error: unknown) => {
    sharedKorero = undefined;
    throw error;
  });
  return sharedKorero;
}

/**
 * Registers the Vitest hooks: the server starts once for the file, every test gets a
 * new context and page (nothing shared: storage, cache and routes start empty), unless it runs
 * concurrently and takes a reset page from withPage (support/page-pool.ts: for the UI-model paths,
 * whose every page.clock call Playwright keeps as an init script of the context, and whose
 * createUi installs and pauses the clock at the same time again).
 */
export function useBrowserSuite(options: BrowserSuiteOptions = {}): BrowserSuite {
  let korero: Korero | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let pool: PagePool | undefined;
  let lent: LentPage | undefined;

  if (options.sharedServer && options.env) throw new Error('a shared server has the default settings: no env');

  beforeAll(async () => {
    korero = options.sharedServer ? await sharedServer() : await startKorero({ ...SERVER_ENV, ...options.env }, { dataTemplate: seededDataDir() });
    browser = await sharedBrowser();
  });

  afterAll(async () => {
    await pool?.close();
    await releaseSharedBrowser();
    if (!options.sharedServer) await korero?.stop();
  });

  const newContext = async () => {
    const created = await need(browser, 'the browser').newContext({ viewport: options.viewport ?? { width: 1280, height: 900 } });
    created.setDefaultTimeout(20_000);
    return created;
  };

  if (options.reusePages) {
    let failed = false;
    beforeEach(async ({ onTestFailed }) => {
      failed = false;
      onTestFailed(() => {
        failed = true;
      });
      // Its clock, once installed, is the context's: such a page is closed after its test.
      pool ??= createPagePool(newContext, () => need(korero, 'the server').origin, { keepClock: false });
      lent = await pool.lend();
      ({ context, page } = lent);
    });

    afterEach(async () => {
      await lent?.giveBack(failed);
      lent = context = page = undefined;
    });
  } else if (options.pagePerTest !== false) {
    beforeEach(async () => {
      context = await newContext();
      page = await context.newPage();
    });

    afterEach(async () => {
      await context?.close();
      context = undefined;
      page = undefined;
    });
  }

  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not ready (used outside a test?)`);
    return value;
  };

  return {
    get origin() {
      return need(korero, 'the server').origin;
    },
    get browser() {
      return need(browser, 'the browser');
    },
    get context() {
      return need(context, 'the browser context');
    },
    get page() {
      return need(page, 'the page');
    },
    url(path: string) {
      return new URL(path, need(korero, 'the server').origin).href;
    },
    withPage(use) {
      pool ??= createPagePool(newContext, () => need(korero, 'the server').origin);
      return pool.withPage(use);
    },
  };
}
