// The one way a browser test makes a context a first-time visitor's again without a new context
// or profile (a new one costs a renderer process and the app's scripts compiled afresh): the page
// pool between the paths it lends a page to (page-pool.ts), embed-chat between tests in its one
// profile (embed-harness.ts forgetVisits).
import type { Page } from 'playwright-core';

export interface ForgetOptions {
  /**
   * The browser's HTTP cache too: embed-chat's visitors load every file as on a first visit. The
   * page pool keeps it, with the compiled scripts that make a lent page's next load fast.
   */
  httpCache?: boolean;
}

/**
 * Forgets what the context's visits left for these origins, through `page`'s DevTools session: the
 * context's cookies, and each origin's storage of every kind (local and session storage, IndexedDB,
 * Cache Storage, service workers…; a frame's too, which Chromium keeps under its host page's site).
 */
export async function forgetOrigins(page: Page, origins: string[], { httpCache = false }: ForgetOptions = {}): Promise<void> {
  await page.context().clearCookies();
  const session = await page.context().newCDPSession(page);
  try {
    for (const origin of origins.map((url) => new URL(url).origin)) {
      await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    }
    if (httpCache) await session.send('Network.clearBrowserCache');
  } finally {
    await session.detach();
  }
}
