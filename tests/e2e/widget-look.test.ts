// The widget in the visitor's theme and language (README: data-theme, data-locale): the /widget
// demo follows the system's dark mode and a German browser; a site's data-theme and data-locale
// reach the panel; a right-to-left language mirrors it. Against the real server and the real
// loader. Needs `npm run build`.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHostSite, type HostSite } from './embed-harness.ts';
import { ChatPage, visible, widgetFrame } from './support/chat-page.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();
let site: HostSite;

beforeAll(async () => {
  site = await startHostSite(suite.origin);
});
afterAll(() => site?.stop());

// The panel's surface in each theme (src/ui/shared/theme.css.ts LIGHT_PALETTE / DARK_PALETTE).
const LIGHT_SURFACE = 'rgb(255, 255, 255)';
const DARK_SURFACE = 'rgb(23, 27, 34)';

const panelOf = (page: Page) => widgetFrame(page).locator('section[data-chat-view]');
const background = (page: Page) => panelOf(page).evaluate((panel) => getComputedStyle(panel).backgroundColor);

/** Opens the panel (a click could close it: the tab remembers it open from the page before). */
async function openLauncher(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name }).waitFor();
  await page.evaluate(() => (window as unknown as { Korero: { open(): void } }).Korero.open());
  await panelOf(page).waitFor({ state: 'visible' });
}

describe('dark mode', () => {
  it('the widget demo follows the system: light, then dark, without a reload', { timeout: 60_000 }, async () => {
    const { page } = suite;
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(suite.url('/widget'));
    await ChatPage.inWidget(page).waitForView('start');
    // The panel's styles may land just after its view is in the document (computed as '' until then).
    await expect.poll(() => background(page)).toBe(LIGHT_SURFACE);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => background(page)).toBe(DARK_SURFACE);
    // The loader's panel is no white box around it: the system's Canvas in the same scheme.
    const frameBackground = await page.evaluate(() => {
      const frame = document.querySelector('korero-widget')!.shadowRoot!.querySelector('iframe')!;
      return getComputedStyle(frame).backgroundColor;
    });
    expect(frameBackground).not.toBe('rgb(255, 255, 255)');
  });

  it("data-theme on a site's tag wins over the system, both ways", { timeout: 60_000 }, async () => {
    const { page } = suite;
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(site.pageUrl(site.allowed, { attributes: { 'data-theme': 'dark' } }));
    await openLauncher(page, 'Chat with Queenstown Adventures');
    await expect.poll(() => background(page)).toBe(DARK_SURFACE);

    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(site.pageUrl(site.allowed, { attributes: { 'data-theme': 'light' } }));
    await openLauncher(page, 'Chat with Queenstown Adventures');
    await expect.poll(() => background(page)).toBe(LIGHT_SURFACE);
  });

  it('forced colours keep the launcher\'s outline and the panel\'s edge', { timeout: 60_000 }, async () => {
    const { page } = suite;
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto(site.pageUrl(site.allowed));
    await openLauncher(page, 'Chat with Queenstown Adventures');
    const edges = await page.evaluate(() => {
      const root = document.querySelector('korero-widget')!.shadowRoot!;
      const edge = (element: Element) => {
        const style = getComputedStyle(element);
        return { width: style.borderTopWidth, colour: style.borderTopColor };
      };
      return { launcher: edge(root.querySelector('button')!), panel: edge(root.querySelector('iframe')!) };
    });
    for (const [what, edge] of Object.entries(edges)) {
      expect(edge.width, what).not.toBe('0px');
      // The system's colour, not the transparent one the stylesheet names.
      expect(edge.colour, what).not.toBe('rgba(0, 0, 0, 0)');
    }
  });

  it("Korero's own pages take ?theme=", async () => {
    const { page } = suite;
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(suite.url('/fullscreen?theme=dark'));
    const chat = new ChatPage(page);
    await chat.waitForView('start');
    expect(await chat.panel.evaluate((panel) => getComputedStyle(panel).backgroundColor)).toBe(DARK_SURFACE);
  });
});

describe('languages', () => {
  it('a German browser gets the widget in German, with German relative times', { timeout: 90_000 }, async () => {
    const context = await suite.browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(suite.url('/widget'));
      await visible(page.getByRole('heading', { name: 'Demo-Widget für Queenstown Adventures' }));
      const chat = new ChatPage(page, 'Queenstown Adventures', widgetFrame(page));
      await chat.waitForView('start');
      const input = chat.panel.getByRole('textbox', { name: 'Nachricht an Queenstown Adventures schreiben' });
      await visible(input);
      expect(await widgetFrame(page).locator('html').getAttribute('lang')).toBe('de');
      // The organisation's own texts stay as written.
      await visible(chat.suggestion('How much does a tandem jump cost?'));
      await chat.suggestion('How much does a tandem jump cost?').click();
      await chat.waitForView('conversation', 30_000);
      await visible(chat.panel.getByText('Kontaktdaten für einen echten Menschen hinterlassen'));

      // The past conversation's card: "Letzte Nachricht vor weniger als einer Minute".
      await page.goto(suite.url('/fullscreen'));
      const card = page.getByRole('navigation', { name: 'Frühere Unterhaltungen' }).getByRole('button').filter({ hasText: 'Letzte Nachricht' });
      await expect.poll(() => card.first().innerText(), { timeout: 20_000 }).toMatch(/Letzte Nachricht vor .*Minute/);
    } finally {
      await context.close();
    }
  });

  it("data-locale on a site's tag chooses the panel's language", { timeout: 60_000 }, async () => {
    const { page } = suite;
    await page.goto(site.pageUrl(site.allowed, { attributes: { 'data-locale': 'fr' } }));
    await openLauncher(page, 'Chat with Queenstown Adventures');
    await visible(panelOf(page).getByRole('textbox', { name: 'Écrire un message à Queenstown Adventures' }));
  });

  it('a right-to-left language mirrors the panel', { timeout: 60_000 }, async () => {
    const { page } = suite;
    await page.goto(site.pageUrl(site.allowed, { attributes: { 'data-locale': 'ar' } }));
    await openLauncher(page, 'Chat with Queenstown Adventures');
    await visible(panelOf(page).getByRole('textbox', { name: 'اكتب رسالة إلى Queenstown Adventures' }));
    expect(await panelOf(page).getAttribute('dir')).toBe('rtl');
    expect(await widgetFrame(page).locator('html').getAttribute('dir')).toBe('rtl');
    // Mirrored: the send button sits left of the input.
    // Measured once both are laid out: the app takes over from the server-rendered first view, and
    // an element it replaces has no box.
    const sendButton = panelOf(page).getByRole('button', { name: 'أرسل الرسالة إلى Queenstown Adventures' });
    const textbox = panelOf(page).getByRole('textbox');
    await expect
      .poll(async () => {
        const [input, send] = [await textbox.boundingBox(), await sendButton.boundingBox()];
        return input && send ? send.x < input.x : undefined;
      })
      .toBe(true);
  });
});
