// Chatting through the embedded widget on a page of another origin: the conversation, minimise
// and the unread badge, focus, persistence across reloads, forged messages, phones.
// Needs `npm run build`.
import type { BrowserContext, FrameLocator, Page, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FRAME_APP_MARK } from '../../src/embed/frame-shell-contract.ts';
import { forgetVisits, launchProfile, startHostSite, startKorero, type HostSite, type Korero } from './embed-harness.ts';
import { diagnosingFrame } from './support/frame-diagnosis.ts';
import { fillInFrame, frameKeyboard } from './support/frame-keyboard.ts';
import { seededDataDir } from './support/suite.ts';

let korero: Korero;
let site: HostSite;
let profile: Awaited<ReturnType<typeof launchProfile>>;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  korero = await startKorero({}, { dataTemplate: seededDataDir() });
  site = await startHostSite(korero.origin);
  profile = await launchProfile();
  context = profile.context;
});

afterAll(async () => {
  await profile?.close();
  await site?.stop();
  await korero?.stop();
});

beforeEach(async () => {
  page = await context.newPage();
});

afterEach(async () => {
  await forgetVisits(context, [korero.origin, site.allowed, site.foreign]);
});

const widget = () => page.locator('korero-widget');
const launcher = () => widget().getByRole('button');
const panel = (): FrameLocator => page.frameLocator('korero-widget iframe');
const state = () => widget().getAttribute('data-state');
const composer = () => panel().getByPlaceholder('Write a message to Queenstown Adventures');

async function openWidget(): Promise<void> {
  await launcher().click();
  await expect.poll(state, { timeout: 15_000 }).toBe('open');
}

async function send(text: string): Promise<void> {
  await fillInFrame(composer(), text);
  await expect.poll(() => composer().inputValue()).toBe(text);
  await (await frameKeyboard(composer())).press('Enter');
}

/** The keys a visitor types in the panel once focus is there (support/frame-keyboard.ts says why not the page's). */
const panelKeys = () => frameKeyboard(panel().locator('body'));

/** Inside the shadow root: the panel's frame has the page's focus (the loader moved it in). */
const frameFocused = () => page.evaluate(() => document.querySelector('korero-widget')?.shadowRoot?.activeElement?.tagName === 'IFRAME');

/** Inside the shadow root: the launcher has focus. */
const launcherFocused = () => page.evaluate(() => document.querySelector('korero-widget')?.shadowRoot?.activeElement?.tagName ?? null);

describe('a visitor on a site that embeds Korero', () => {
  it('opens the panel, chats, minimises with Escape, and keeps the conversation across reloads', async () => {
    await page.goto(site.pageUrl(site.allowed));
    await openWidget();
    expect(await launcher().getAttribute('aria-expanded')).toBe('true');

    // Focus moved into the panel (the page's focus is on its frame), and there to the message input.
    await expect.poll(frameFocused, { timeout: 5000 }).toBe(true);
    await expect.poll(() => composer().evaluate((input) => document.activeElement === input), { timeout: 5000 }).toBe(true);
    const keys = await panelKeys();
    await keys.type('How much does a tandem jump cost?');
    await keys.press('Enter');
    await diagnosingFrame(page, () => expect.poll(() => panel().getByText('349.99').first().count(), { timeout: 20_000 }).toBeGreaterThan(0));

    // Escape in the panel minimises it and gives focus back to the launcher.
    await keys.press('Escape');
    await expect.poll(state).toBe('closed');
    expect(await launcher().getAttribute('aria-expanded')).toBe('false');
    await expect.poll(launcherFocused).toBe('BUTTON');
    expect(await page.evaluate(() => sessionStorage.getItem('korero_widget_show'))).toBe('false');
    expect(await page.evaluate(() => sessionStorage.getItem('korero_widget_organisation_id'))).toBe('queenstown-adventures');

    // Closed stays closed across a reload, and nothing is loaded until the visitor asks again.
    await page.reload();
    await expect.poll(state).toBe('closed');
    expect(page.frames()).toHaveLength(1);

    // Open survives a reload, and so does the conversation (the frame's localStorage).
    await openWidget();
    await page.reload();
    await expect.poll(state, { timeout: 15_000 }).toBe('open');
    await expect.poll(() => panel().getByText('How much does a tandem jump cost?').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => panel().getByText('349.99').first().count()).toBeGreaterThan(0);

    // The minimise button in the panel does what Escape does.
    await panel().getByRole('button', { name: 'Minimise chat' }).click();
    await expect.poll(state).toBe('closed');
  });

  it('opens on the server-rendered view before the app has loaded, and keeps what the visitor does on it', async () => {
    // Hold the app's entry script: until it arrives, the panel is the page the server rendered.
    let release: (() => void) | undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let entryRequested = false;
    // The frame's entry (frame.html → src/frame-main.tsx).
    await context.route(/\/assets\/frame-[\w-]+\.js$/, async (route: Route) => {
      entryRequested = true;
      await held;
      await route.continue();
    });
    await page.goto(site.pageUrl(site.allowed));
    await openWidget();
    await expect.poll(() => entryRequested).toBe(true);
    expect(await panel().locator('#frame-shell').count()).toBe(1);
    expect(await panel().getByRole('heading', { name: 'Chat with Queenstown Adventures' }).isVisible()).toBe(true);
    expect(await panel().getByRole('button', { name: 'How much does a tandem jump cost?' }).isVisible()).toBe(true);

    // The widget's buttons work at once, and opening again puts the visitor in the message input.
    await panel().getByRole('button', { name: 'Minimise chat' }).click();
    await expect.poll(state).toBe('closed');
    await openWidget();
    await expect.poll(frameFocused, { timeout: 5000 }).toBe(true);
    await expect.poll(() => composer().evaluate((input) => document.activeElement === input), { timeout: 5000 }).toBe(true);

    // A question asked before the app is there is sent once it is: nothing typed is lost.
    const keys = await panelKeys();
    await keys.type('How much does a tandem jump cost?');
    await keys.press('Enter');
    expect(await panel().locator('#frame-shell[aria-busy="true"]').count()).toBe(1);
    release!();
    await expect.poll(() => panel().locator('#frame-shell').count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => panel().getByText('349.99').first().count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await panel().getByText('How much does a tandem jump cost?', { exact: true }).count()).toBe(1);
    // The app started from the organisation the page carries: it never asked for it.
    const frame = page.frames().find((each) => new URL(each.url()).pathname.endsWith('/frame'))!;
    const requested = await frame.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
    expect(requested).toContain('/api/chat/stream');
    expect(requested.filter((path) => path.startsWith('/api/organisations/'))).toEqual([]);
  });

  it('shows an unread badge when an answer arrives while the panel is minimised', async () => {
    await page.goto(site.pageUrl(site.allowed));
    await openWidget();
    await send('Hello');
    await expect.poll(() => panel().getByText('Hello', { exact: true }).count()).toBeGreaterThan(0);
    await expect.poll(() => composer().isEnabled(), { timeout: 20_000 }).toBe(true);

    // Hold the next answer until the panel is minimised.
    let release: (() => void) | undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/api/chat/stream', async (route: Route) => {
      await held;
      await route.continue();
    });
    await send('What are the age and weight requirements?');
    await (await panelKeys()).press('Escape');
    await expect.poll(state).toBe('closed');
    release!();

    const badge = widget().locator('span');
    await expect.poll(() => badge.textContent(), { timeout: 20_000 }).toBe('1');
    expect(await badge.isVisible()).toBe(true);
    expect(await launcher().getAttribute('aria-label')).toBe('Chat with Queenstown Adventures, 1 unread');

    // Opening reads them.
    await openWidget();
    expect(await badge.textContent()).toBe('');
    expect(await badge.isVisible()).toBe(false);
    expect(await launcher().getAttribute('aria-label')).toBe('Chat with Queenstown Adventures');
  });

  it('ignores forged messages: from another origin, from the page itself, and with the right session', async () => {
    await page.goto(site.pageUrl(site.allowed));
    await openWidget();
    const session = new URL((await widget().locator('iframe').getAttribute('src'))!).hash.match(/session=(\w+)/)![1];
    const forgeries = [
      { source: 'korero-frame', version: 1, session, type: 'minimise' },
      { source: 'korero-frame', version: 1, session, type: 'new-message', count: 5 },
    ];
    // The host page counts the messages that reach it from anything but Korero's frame. Its
    // listener is added after the loader's, and the loader handles a message synchronously: once
    // the count is reached, the loader has handled (and ignored) every forgery.
    await page.evaluate(() => {
      const seen = window as unknown as { forgeriesSeen: number };
      seen.forgeriesSeen = 0;
      window.addEventListener('message', (event) => {
        const korerosFrame = document.querySelector('korero-widget')?.shadowRoot?.querySelector('iframe')?.contentWindow;
        if (event.source !== korerosFrame && (event.data as { source?: string })?.source === 'korero-frame') seen.forgeriesSeen += 1;
      });
    });
    const forgeriesDelivered = (count: number) =>
      page.waitForFunction((total) => (window as unknown as { forgeriesSeen: number }).forgeriesSeen >= total, count);

    // A frame from another origin (127.0.0.2) posting to the host page.
    const forger = site.rawUrl(
      site.foreign,
      `<script>for (const message of ${JSON.stringify(forgeries)}) parent.postMessage(message, '*');</script>`,
    );
    await page.evaluate((url) => {
      const frame = document.createElement('iframe');
      frame.src = url;
      document.body.append(frame);
    }, forger);
    // The host page's own scripts, pretending to be the frame.
    await page.evaluate((messages) => {
      for (const message of messages) window.postMessage(message, '*');
    }, forgeries);
    await forgeriesDelivered(2 * forgeries.length);
    expect(await state()).toBe('open');

    // Minimised, a forged new-message still adds nothing to the badge.
    await page.keyboard.press('Escape');
    await expect.poll(state).toBe('closed');
    await page.evaluate((messages) => {
      for (const message of messages) window.postMessage(message, '*');
    }, forgeries);
    await page.evaluate((url) => {
      const frame = document.createElement('iframe');
      frame.src = url;
      document.body.append(frame);
    }, forger);
    await forgeriesDelivered(4 * forgeries.length);
    expect(await widget().locator('span').textContent()).toBe('');
  });

  it('works from the keyboard: the launcher is a named button, Enter opens, focus goes in and comes back', async () => {
    await page.goto(site.pageUrl(site.allowed));
    await page.getByRole('button', { name: 'Chat with Queenstown Adventures' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(state, { timeout: 15_000 }).toBe('open');
    await expect.poll(frameFocused, { timeout: 5000 }).toBe(true);
    await expect.poll(() => composer().evaluate((input) => document.activeElement === input), { timeout: 5000 }).toBe(true);
    await (await panelKeys()).press('Escape');
    await expect.poll(state).toBe('closed');
    await expect.poll(launcherFocused).toBe('BUTTON');
  });

  it('minimises with Escape right after the app takes over, before the loader answers the app', async () => {
    // Inside the frame, every hello after the takeover is held back, as if the loader were slow
    // to answer the app's own ready: the app must go on from what the first view was told.
    await page.addInitScript((mark) => {
      if (window.top === window) return;
      addEventListener('message', (event) => {
        if (event.data?.type === 'hello' && performance.getEntriesByName(mark).length > 0) event.stopImmediatePropagation();
      });
    }, FRAME_APP_MARK);
    await page.goto(site.pageUrl(site.allowed));
    await launcher().focus();
    await page.keyboard.press('Enter');
    await expect.poll(state, { timeout: 15_000 }).toBe('open');
    const frame = (await page.locator('korero-widget iframe').elementHandle())!.contentFrame();
    await (await frame)!.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, FRAME_APP_MARK);
    await expect.poll(() => composer().evaluate((input) => document.activeElement === input), { timeout: 5000 }).toBe(true);
    // Escape in the frame: the app's bridge carries it out, not the loader.
    await (await panelKeys()).press('Escape');
    await expect.poll(state).toBe('closed');
  });

  it('fills the screen on a phone', async () => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto(site.pageUrl(site.allowed));
    await openWidget();
    expect(await widget().locator('iframe').boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 700 });
    await panel().getByRole('button', { name: 'Minimise chat' }).click();
    await expect.poll(state).toBe('closed');
    expect(await launcher().isVisible()).toBe(true);
  });
});
