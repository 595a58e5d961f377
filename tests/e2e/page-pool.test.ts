// The reset pages the UI-model paths take from withPage (support/page-pool.ts): a page lent again
// keeps nothing of the test before, and a page whose test failed is not lent again.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite({ pagePerTest: false });

const leftovers = (page: Page) =>
  page.evaluate(() => ({
    local: localStorage.getItem('left'),
    session: sessionStorage.getItem('left'),
    byInitScript: sessionStorage.getItem('left-by-init-script'),
    cookie: document.cookie.includes('left='),
  }));

describe('pages lent to concurrent tests', () => {
  it('keep no route, listener, init script, storage or cookie of the test before', async () => {
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
      expect(await leftovers(page)).toEqual({ local: '1', session: '1', byInitScript: '1', cookie: true });
      expect(await page.locator('body').innerText()).toContain('stubbed');
    });

    await suite.withPage(async (page) => {
      lent.push(page);
      heard.length = 0;
      await page.goto(suite.url('/api/health'));
      expect(await page.locator('body').innerText()).toContain('"status":"ok"');
      expect(await leftovers(page)).toEqual({ local: null, session: null, byInitScript: null, cookie: false });
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
});
