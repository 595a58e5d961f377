// The reset pages the UI-model paths take from withPage (support/page-pool.ts): a page lent again
// keeps nothing of the test before, and a page whose test failed is not lent again.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createPagePool } from './support/page-pool.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite({ pagePerTest: false, sharedServer: true });

const leftovers = (page: Page) =>
  page.evaluate(async () => ({
    local: localStorage.getItem('left'),
    session: sessionStorage.getItem('left'),
    byInitScript: sessionStorage.getItem('left-by-init-script'),
    cookie: document.cookie.includes('left='),
    indexedDb: (await indexedDB.databases()).some((database) => database.name === 'left'),
  }));

describe('pages lent to concurrent tests', () => {
  it('keep no route, listener, init script, storage (IndexedDB too) or cookie of the test before', async () => {
    const heard: string[] = [];
    const lent: Page[] = [];
    await suite.withPage(async (page) => {
      lent.push(page);
      await page.route('**/api/**', (route) => route.fulfill({ json: { stubbed: true } }));
      page.on('request', (request) => heard.push(request.url()));
      await page.addInitScript(() => sessionStorage.setItem('left-by-init-script', '1'));
      await page.goto(suite.url('/api/health'));
      await page.evaluate(() => {
        localStorage.setItem('left', '1');
        sessionStorage.setItem('left', '1');
        document.cookie = 'left=1; path=/';
      });
      await page.evaluate(
        () =>
          new Promise<void>((resolve, reject) => {
            const opening = indexedDB.open('left');
            opening.onsuccess = () => resolve(opening.result.close());
            opening.onerror = () => reject(opening.error);
          }),
      );
      expect(await leftovers(page)).toEqual({ local: '1', session: '1', byInitScript: '1', cookie: true, indexedDb: true });
      expect(await page.locator('body').innerText()).toContain('stubbed');
    });

    await suite.withPage(async (page) => {
      lent.push(page);
      heard.length = 0;
      await page.goto(suite.url('/api/health'));
      expect(await page.locator('body').innerText()).toContain('"status":"ok"');
      expect(await leftovers(page)).toEqual({ local: null, session: null, byInitScript: null, cookie: false, indexedDb: false });
      expect(heard).toEqual([]);
    });
    expect(lent[1]).toBe(lent[0]);
  });

  it('close a page whose test failed instead of lending it again', async () => {
    const lent: Page[] = [];
    await expect(
      suite.withPage(async (page) => {
        lent.push(page);
        throw new Error('the test failed');
      }),
    ).rejects.toThrow('the test failed');
    expect(lent[0].isClosed()).toBe(true);
    await suite.withPage(async (page) => {
      expect(page).not.toBe(lent[0]);
    });
  });

  it("as each test's page (reusePages): close the pages its test opened, and a page whose test installed the clock or changed a lasting setting", async () => {
    const pool = createPagePool(() => suite.browser.newContext(), () => suite.origin, { keepClock: false });
    try {
      const first = await pool.lend();
      const opened = await first.context.newPage();
      await first.giveBack(false);
      expect(opened.isClosed()).toBe(true);
      expect(first.page.isClosed()).toBe(false);

      const clocked = await pool.lend();
      expect(clocked.page).toBe(first.page);
      await clocked.page.clock.install();
      await clocked.giveBack(false);
      expect(clocked.page.isClosed()).toBe(true);

      const dark = await pool.lend();
      expect(dark.page).not.toBe(first.page);
      await dark.page.emulateMedia({ colorScheme: 'dark' });
      await dark.giveBack(false);
      expect(dark.page.isClosed()).toBe(true);
    } finally {
      await pool.close();
    }
  });

  it('keep the installed clock for the UI-model paths, which install it again', async () => {
    const lent: Page[] = [];
    await suite.withPage(async (page) => {
      lent.push(page);
      await page.clock.install();
    });
    await suite.withPage(async (page) => {
      lent.push(page);
    });
    expect(lent[1]).toBe(lent[0]);
  });
});
