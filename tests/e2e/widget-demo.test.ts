// The /widget demo pages show the real embed (docs/embed.md), not a copy of it: the same tag a
// site owner pastes, opened on arrival by the two session keys, and taken away cleanly when the
// single-page app leaves the route. Needs `npm run build`.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ChatPage, sessionItem, visible, widgetFrame } from './support/chat-page.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite({ sharedServer: true });

/** Every `<korero-widget>` on the page: its state and the path of its frame. */
const widgets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('korero-widget')].map((widget) => {
      const frame = widget.shadowRoot?.querySelector('iframe');
      return { state: widget.getAttribute('data-state'), frame: frame ? new URL(frame.src).pathname : null };
    }),
  );

/**
 * A client-side navigation, as the router makes for a link: the demo page has no links, so the
 * test moves the history and tells the router, which follows popstate.
 */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(history.state, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
}

const scripts = (page: Page) => page.evaluate(() => document.querySelectorAll('script[src$="/embed.js"]').length);

describe('the widget demo page', () => {
  it('is the embed, open on arrival; a conversation works through it; minimised stays minimised after a reload', { timeout: 90_000 }, async () => {
    const { page } = suite;
    await page.goto(suite.url('/widget'));
    await visible(page.getByRole('heading', { name: 'Demo Widget for Queenstown Adventures' }));
    await expect.poll(() => widgets(page), { timeout: 20_000 }).toEqual([{ state: 'open', frame: '/queenstown-adventures/frame' }]);
    expect(await page.locator('script[src$="/embed.js"]').getAttribute('data-organisation-id')).toBe('queenstown-adventures');
    expect(await page.getByRole('button', { name: 'Chat with Queenstown Adventures' }).getAttribute('aria-expanded')).toBe('true');

    const chat = ChatPage.inWidget(page);
    await chat.waitForView('start');
    await chat.suggestion('How much does a tandem jump cost?').click();
    await chat.waitForView('conversation', 30_000);
    await expect.poll(() => chat.messages.last().innerText(), { timeout: 30_000 }).toContain('349.99');
    await chat.send('Is transport included?');
    await expect.poll(() => chat.messages.count(), { timeout: 30_000 }).toBe(4);

    // The panel's own minimise button; the launcher stays.
    await widgetFrame(page).getByRole('button', { name: 'Minimise chat' }).click();
    await expect.poll(() => widgets(page)).toEqual([{ state: 'closed', frame: '/queenstown-adventures/frame' }]);
    expect(await sessionItem(page, 'korero_widget_show')).toBe('false');

    // A reload in the tab keeps the visitor's choice, and loads no frame until asked.
    await page.reload();
    await visible(page.getByRole('heading', { name: 'Demo Widget for Queenstown Adventures' }));
    await expect.poll(() => widgets(page)).toEqual([{ state: 'closed', frame: null }]);
    expect(await sessionItem(page, 'korero_widget_show')).toBe('false');
    expect(await sessionItem(page, 'korero_widget_organisation_id')).toBe('queenstown-adventures');

    // Opened again, it is the same conversation (the frame's localStorage).
    await page.getByRole('button', { name: 'Chat with Queenstown Adventures' }).click();
    await expect.poll(() => widgets(page), { timeout: 20_000 }).toEqual([{ state: 'open', frame: '/queenstown-adventures/frame' }]);
    await chat.waitForView('conversation', 30_000);
    await expect.poll(() => chat.messages.count()).toBe(4);
    expect(await sessionItem(page, 'korero_widget_show')).toBe('true');
  });

  it('leaves exactly one widget, for the right organisation, as the app moves between routes', { timeout: 90_000 }, async () => {
    const { page } = suite;
    await page.goto(suite.url('/widget'));
    await expect.poll(() => widgets(page), { timeout: 20_000 }).toEqual([{ state: 'open', frame: '/queenstown-adventures/frame' }]);

    await navigateInApp(page, '/harbourside-dental/widget');
    await visible(page.getByRole('heading', { name: 'Demo Widget for Harbourside Dental' }));
    await expect.poll(() => widgets(page), { timeout: 20_000 }).toEqual([{ state: 'open', frame: '/harbourside-dental/frame' }]);
    await ChatPage.inWidget(page, 'Harbourside Dental').waitForView('start');
    expect(await scripts(page)).toBe(1);
    expect(await sessionItem(page, 'korero_widget_organisation_id')).toBe('harbourside-dental');

    // The browser's back button: a client-side navigation too.
    await page.goBack();
    await visible(page.getByRole('heading', { name: 'Demo Widget for Queenstown Adventures' }));
    await expect.poll(() => widgets(page), { timeout: 20_000 }).toEqual([{ state: 'open', frame: '/queenstown-adventures/frame' }]);
    await ChatPage.inWidget(page).waitForView('start');
    expect(await scripts(page)).toBe(1);

    // The demo page has no widget: the embed is gone, global and all, and the keys are cleared.
    await navigateInApp(page, '/');
    await new ChatPage(page).waitForView('start');
    expect(await widgets(page)).toEqual([]);
    expect(await scripts(page)).toBe(0);
    expect(await page.evaluate(() => 'Korero' in window)).toBe(false);
    expect(await sessionItem(page, 'korero_widget_organisation_id')).toBe(null);
    expect(await sessionItem(page, 'korero_widget_show')).toBe(null);
  });
});
