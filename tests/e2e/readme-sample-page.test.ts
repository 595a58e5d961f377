// The README's sample host page, pasted as it is (its Korero address pointed at the test server),
// served from another origin and opened on a phone: laid out at the phone's width, so the widget
// opens full screen and readable instead of tiny. Needs `npm run build`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { REPO_ROOT, releaseSharedBrowser, sharedBrowser, startHostSite, type HostSite, type Korero } from './embed-harness.ts';
import { sharedServer } from './support/suite.ts';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

let korero: Korero;
let site: HostSite;
let browser: Browser;

beforeAll(async () => {
  // The process's shared server (seeded): this file is about the sample page, not a first start
  // (creating, migrating and seeding a store took most of its time), and changes nothing on it.
  korero = await sharedServer();
  site = await startHostSite(korero.origin);
  browser = await sharedBrowser();
});

afterAll(async () => {
  await releaseSharedBrowser();
  await site?.stop();
});

function readmeSamplePage(): string {
  const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
  const sample = /save this as `index\.html`[\s\S]*?```html\n([\s\S]*?)```/.exec(readme);
  if (!sample) throw new Error('README.md has no sample host page after "save this as `index.html`"');
  return sample[1];
}

it("README's sample page shows the widget at a phone's width, and it opens full screen", { timeout: 90_000 }, async () => {
  const html = readmeSamplePage();
  expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  expect(html).toContain('src="http://localhost:3000/embed.js"');
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.goto(site.rawUrl(site.allowed, html.replace('http://localhost:3000', korero.origin)));
    // Laid out at the phone's width, not a shrunken 980 px desktop page.
    expect(await page.evaluate(() => window.innerWidth)).toBe(390);
    const launcher = page.locator('korero-widget').getByRole('button');
    await launcher.tap();
    const frame = page.locator('korero-widget iframe');
    await expect.poll(async () => (await frame.boundingBox())?.width ?? 0, { timeout: 20_000 }).toBe(390);
    expect((await frame.boundingBox())?.height).toBe(844);
    // The chat inside is the organisation's, at the phone's width too.
    const chat = page.frameLocator('korero-widget iframe');
    await expect.poll(() => chat.getByRole('textbox').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await chat.locator('body').evaluate(() => window.innerWidth)).toBe(390);
  } finally {
    await context.close();
  }
});
