// The widget in the visitor's theme and language (README: data-theme, data-locale): the /widget
// demo follows the system's dark mode and a German browser; a site's data-theme and data-locale
// reach the panel; a right-to-left language mirrors it. Against the real server and the real
// loader. Needs `npm run build`.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHostSite, type HostSite } from './embed-harness.ts';
import { ChatPage, recordChatSends, visible, widgetFrame } from './support/chat-page.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite({ sharedServer: true });
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

  it('forced colours keep the focus rings, on the launcher and inside the panel', { timeout: 60_000 }, async () => {
    const { page } = suite;
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto(site.pageUrl(site.allowed));
    const launcher = page.getByRole('button', { name: 'Chat with Queenstown Adventures' });
    await launcher.focus();
    const ring = (element: Element) => {
      const style = getComputedStyle(element);
      return { style: style.outlineStyle, width: style.outlineWidth };
    };
    expect(await launcher.evaluate(ring)).not.toMatchObject({ style: 'none' });
    await openLauncher(page, 'Chat with Queenstown Adventures');
    // The app's own input, once it has taken over from the server-rendered shell (a replaced node
    // has no computed style).
    await expect.poll(() => widgetFrame(page).locator('#frame-shell').count(), { timeout: 15_000 }).toBe(0);
    const input = widgetFrame(page).getByRole('textbox');
    await input.focus();
    // The theme's ring, in the system's text colour: 3 px, solid (theme.css.ts).
    expect(await input.evaluate(ring)).toEqual({ style: 'solid', width: '3px' });
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

describe('polish', () => {
  it("one brand colour: the launcher, the visitor's bubbles and the send button", { timeout: 90_000 }, async () => {
    const { page } = suite;
    // Harbourside Dental's chat_bubble_color, #2f7d6d, already has 4.5:1 under its white text:
    // every part shows it as the organisation wrote it.
    const brand = 'rgb(47, 125, 109)';
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(site.pageUrl(site.allowed, { organisationId: 'harbourside-dental' }));
    await openLauncher(page, 'Chat with Harbourside Dental');
    const chat = ChatPage.inWidget(page, 'Harbourside Dental');
    await chat.waitForView('start');
    await chat.send('What are your opening hours?');
    await chat.waitForView('conversation', 30_000);
    const colourOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);
    const launcher = await page.evaluate(() => {
      const button = document.querySelector('korero-widget')!.shadowRoot!.querySelector('button')!;
      return getComputedStyle(button).backgroundColor;
    });
    const visitorBubble = chat.panel.locator('li[data-creator="CONTACT"] > div > div').first();
    await expect.poll(() => colourOf(chat.sendButton)).toBe(brand);
    expect({ launcher, bubble: await colourOf(visitorBubble) }).toEqual({ launcher: brand, bubble: brand });
  });

  it('a long source name is cut short inside the panel, the whole name still there, on a 360 px phone', { timeout: 90_000 }, async () => {
    const context = await suite.browser.newContext({ viewport: { width: 360, height: 740 } });
    try {
      const page = await context.newPage();
      await page.goto(site.pageUrl(site.allowed));
      await openLauncher(page, 'Chat with Queenstown Adventures');
      const chat = ChatPage.inWidget(page);
      await chat.waitForView('start');
      await chat.suggestion('What are the age and weight requirements?').click();
      await chat.waitForView('conversation', 30_000);
      const sources = chat.messages.last().getByRole('list', { name: 'Sources' });
      await visible(sources);
      const chips = await sources.getByRole('button').evaluateAll((buttons) =>
        buttons.map((button) => {
          const box = button.getBoundingClientRect();
          return {
            name: button.textContent ?? '',
            title: button.getAttribute('title') ?? '',
            cut: button.scrollWidth > button.clientWidth,
            inside: box.left >= 0 && box.right <= document.documentElement.clientWidth,
          };
        }),
      );
      expect(chips.some((chip) => chip.name.includes('Rules and Requirements'))).toBe(true);
      for (const chip of chips) {
        expect(chip.inside, `${chip.name} stays inside the panel`).toBe(true);
        expect(chip.title, 'the whole name on hover').toContain(chip.name);
      }
      // At this width the long one is cut short (with an ellipsis), not wrapped out of its button.
      expect(chips.filter((chip) => chip.cut).length).toBeGreaterThan(0);
      expect(await widgetFrame(page).locator('html').evaluate((html) => html.scrollWidth <= html.clientWidth)).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('the composer grows to a few lines: Shift+Enter adds a line, Enter sends', { timeout: 90_000 }, async () => {
    const { page } = suite;
    const chat = new ChatPage(page);
    const sent = recordChatSends(page);
    await page.goto(suite.url('/'));
    await chat.waitForView('start');
    const height = () => chat.input.evaluate((input) => input.getBoundingClientRect().height);
    await chat.input.click();
    await page.keyboard.type('How much is a tandem jump');
    const oneLine = await height();
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('and can we add a video?');
    expect(await chat.input.inputValue()).toBe('How much is a tandem jump\nand can we add a video?');
    await expect.poll(height).toBeGreaterThan(oneLine + 10);
    // A few lines at most: then it scrolls.
    for (let line = 0; line < 8; line += 1) {
      await page.keyboard.press('Shift+Enter');
      await page.keyboard.type(`line ${line}`);
    }
    const tall = await height();
    expect(tall).toBeLessThan(oneLine * 6);
    expect(await chat.input.evaluate((input) => input.scrollHeight > input.clientHeight)).toBe(true);
    expect(sent).toEqual([]);
    await page.keyboard.press('Enter');
    await chat.waitForView('conversation', 30_000);
    expect(sent).toHaveLength(1);
    expect((JSON.parse(sent[0]) as { message: string }).message).toMatch(/^How much is a tandem jump\nand can we add a video\?\nline 0\n/);
  });
});
