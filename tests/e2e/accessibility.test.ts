// Accessibility in Chromium against the real server: axe-core on every route and on the thread
// and contact form (no serious or critical violation), every control reachable by keyboard with
// a name, and no horizontal scrolling on a 360 px wide phone. Needs `npm run build`.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeResults, axeViolations, findings } from './support/axe.ts';
import { ChatPage, visible } from './support/chat-page.ts';
import { holdRequests } from './support/real-api.ts';
import { OPERATOR_KEY, useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

interface RouteCase {
  path: string;
  /** Waits until the route shows what it is for. */
  ready: (page: Page) => Promise<void>;
}

const chatReady = (name = 'Queenstown Adventures') => (page: Page) => new ChatPage(page, name).waitForView('start');
/** The widget demo's chat is in the embed's frame; axe checks frames and shadow roots too. */
const widgetReady = (page: Page) => ChatPage.inWidget(page).waitForView('start');
const contentReady = async (page: Page) => {
  await visible(page.getByRole('dialog'));
  await visible(page.getByRole('table').first());
};

const ROUTES: RouteCase[] = [
  { path: '/', ready: chatReady() },
  { path: '/harbourside-dental', ready: chatReady('Harbourside Dental') },
  { path: '/widget', ready: widgetReady },
  { path: '/fullscreen', ready: chatReady() },
  { path: '/queenstownadventures', ready: contentReady },
  { path: '/harbourside', ready: contentReady },
  { path: '/queenstown-adventures/frame', ready: chatReady() },
  { path: '/operator', ready: (page) => visible(page.getByLabel('Operator key')) },
];

async function openThread(page: Page): Promise<ChatPage> {
  const chat = new ChatPage(page);
  await page.goto(suite.url('/'));
  await chat.waitForView('start');
  await chat.suggestion('How much does a tandem jump cost?').click();
  await chat.waitForView('conversation', 30_000);
  await expect.poll(() => chat.messages.count(), { timeout: 30_000 }).toBe(2);
  // The answer as the visitor reads it: its Markdown rendered, not the plain text shown until the
  // renderer has loaded (message-text.tsx), so every check reads the thread in the same state.
  await visible(chat.messages.last().getByRole('paragraph'));
  // And its feedback buttons, whose code arrives on its own (render-answer-feedback.tsx): a mode
  // switched before they appear would see another tree than the mode before it.
  await visible(chat.messages.last().getByRole('group', { name: 'Was this answer helpful?' }));
  return chat;
}

async function openContactForm(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Leave contact details for a real human' }).click();
  await visible(page.getByRole('button', { name: 'Submit Contact Details' }));
}

/**
 * Tabs through the page from the top and returns 'role "name"' of each focused control, once.
 * Goes round the page twice: a control may be swapped for its tooltip version mid-way.
 */
async function tabOrder(page: Page, maxTabs = 80): Promise<string[]> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const seen: string[] = [];
  let first: string | undefined;
  let rounds = 0;
  for (let count = 0; count < maxTabs; count += 1) {
    await page.keyboard.press('Tab');
    const snapshot = await describeFocus(page);
    if (snapshot === undefined) continue;
    first ??= snapshot;
    if (snapshot === first && (rounds += 1) > 2) break;
    if (!seen.includes(snapshot)) seen.push(snapshot);
  }
  return seen;
}

/**
 * 'role "name"' of the focused control. A button that is being swapped for its tooltip version
 * is briefly outside the accessibility tree or without focus (an empty snapshot): it is read again once settled,
 * and if it still has no snapshot, its markup is reported so the failure says what it was.
 */
async function describeFocus(page: Page): Promise<string | undefined> {
  const read = async () => {
    const focused = page.locator(':focus');
    if ((await focused.count()) === 0) return undefined;
    // The control may lose focus between the two reads (swapped for its tooltip version): read as
    // empty, and so again once settled, rather than wait for a focus that will not come back.
    const snapshot = await focused.first().ariaSnapshot({ timeout: 2000 }).catch(() => '');
    return snapshot.split('\n')[0].replace(/^- /, '').replace(/:$/, '');
  };
  const snapshot = await read();
  if (snapshot !== '') return snapshot;
  // Read again until the swap has settled (a snapshot, or no focus at all), not after a fixed pause.
  let settled: string | undefined = '';
  await expect
    .poll(async () => (settled = await read()), { timeout: 2000 })
    .not.toBe('')
    .catch(() => undefined);
  if (settled !== '') return settled;
  const markup = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160) ?? 'nothing');
  return `(outside the accessibility tree) ${markup}`;
}

/** Controls without an accessible name: `button` rather than `button "Send"`. */
const unnamed = (order: string[]) => order.filter((entry) => !/^[a-z]+ "[^"]+"/.test(entry) && !/^[a-z]+ \/.+\/$/.test(entry));

describe('axe-core finds no serious or critical violation', () => {
  // Every route and the thread view are checked on the laptop below, with every impact.
  it('the source content page with its dialog closed', async () => {
    const { page } = suite;
    await page.goto(suite.url('/queenstownadventures#pricing'));
    await contentReady(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Read the page' }).click();
    expect(await axeViolations(page, { seriousOnly: true })).toEqual([]);
  });

  it('the operator console, signed in, with a conversation open', { timeout: 90_000 }, async () => {
    const { page } = suite;
    await openThread(page);
    await page.goto(suite.url('/operator'));
    await page.getByLabel('Operator key').fill(OPERATOR_KEY);
    await page.getByRole('button', { name: 'Use key' }).click();
    await page.getByRole('navigation', { name: 'Conversations' }).getByRole('button').filter({ hasText: 'Last message' }).first().click();
    await new ChatPage(page).waitForView('conversation');
    await visible(page.getByRole('textbox', { name: 'Interrupt AI agent and respond to contact' }));
    // The console is held to nothing at all (issue 13).
    expect(await axeViolations(page)).toEqual([]);
  });

  it('the thread with the contact form open, after a validation error', { timeout: 90_000 }, async () => {
    const { page } = suite;
    await openThread(page);
    await openContactForm(page);
    await page.getByRole('button', { name: 'Submit Contact Details' }).click();
    await visible(page.getByText('Expected a value of type `email`'));
    expect(await axeViolations(page, { seriousOnly: true })).toEqual([]);
  });
});

// Issue 14: nothing at all, in the light and dark themes and in forced colours (Windows High
// Contrast), on a laptop and on a phone. Each mode sets both media features, so none is left over
// from the mode before.
const MODES = {
  light: { colorScheme: 'light', forcedColors: 'none' },
  dark: { colorScheme: 'dark', forcedColors: 'none' },
  'forced colours': { colorScheme: 'light', forcedColors: 'active' },
} as const;
/** The laptop is the suite's default viewport; the phone is where sideways scrolling is checked. */
const DEVICES = {
  laptop: { width: 1280, height: 900 },
  phone: { width: 360, height: 740 },
} as const;

/**
 * The rules whose outcome reads colours: the only ones the colour modes can change, since a mode
 * changes nothing but the palette, color-scheme and the forced-colours focus outline (theme.css.ts).
 * Checked against axe's own tags at every full run (axe-core's color-contrast-enhanced is AAA and
 * off by default, as before).
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Every frame's accessibility tree: what axe's other rules read, and what a mode must not change. */
const accessibilityTrees = (page: Page) => Promise.all(page.frames().map((frame) => frame.locator('body').ariaSnapshot()));

/**
 * axe's findings of every impact in each colour mode, by mode ({} when there are none). A view is
 * loaded once and the modes are switched on it: the stylesheet follows prefers-color-scheme and
 * forced-colors as they change (theme.css.ts), so axe sees what a load in that mode would show.
 * Every rule runs in the first mode; the other modes run the colour rules, having shown the same
 * accessibility tree in every frame (so the other rules would read what they read in the first).
 */
async function violationsInEveryMode(page: Page, options: { insideFrames?: boolean } = {}): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  let firstTrees: string[] | undefined;
  for (const [mode, media] of Object.entries(MODES)) {
    await page.emulateMedia(media);
    const trees = await accessibilityTrees(page);
    const results = await axeResults(page, firstTrees ? COLOUR_RULES : undefined);
    if (firstTrees) {
      expect(trees, `the accessibility tree in ${mode}`).toEqual(firstTrees);
    } else {
      firstTrees = trees;
      const ran = [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable];
      const colourRules = new Set(ran.filter((rule) => rule.tags.includes('cat.color')).map((rule) => rule.id));
      expect([...colourRules].sort(), 'the colour rules axe runs').toEqual(COLOUR_RULES);
    }
    const violations = findings(results, options);
    if (violations.length > 0) found[mode] = violations;
  }
  return found;
}

const overflow = (page: Page) =>
  page.evaluate(() => ({
    scrollWidth: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
    width: document.documentElement.clientWidth,
  }));

/** On the phone, the page is no wider than the window (no horizontal scrolling). */
async function expectNoSidewaysScrolling(page: Page, device: keyof typeof DEVICES, what: string): Promise<void> {
  if (device !== 'phone') return;
  const { scrollWidth, width } = await overflow(page);
  expect(scrollWidth, `${what} is ${scrollWidth}px wide in a ${width}px window`).toBeLessThanOrEqual(width);
}

describe('axe-core finds nothing in light, dark and forced colours, on a laptop and on a 360 px phone, where nothing scrolls sideways', () => {
  for (const [device, viewport] of Object.entries(DEVICES) as [keyof typeof DEVICES, (typeof DEVICES)[keyof typeof DEVICES]][]) {
    describe(`${device}, ${viewport.width} × ${viewport.height}`, () => {
      for (const route of ROUTES) {
        it(route.path, async () => {
          const { page } = suite;
          await page.setViewportSize(viewport);
          await page.goto(suite.url(route.path));
          await route.ready(page);
          await expectNoSidewaysScrolling(page, device, route.path);
          // The widget demo's chat is in the embed's iframe: axe must look inside it.
          expect(await violationsInEveryMode(page, { insideFrames: route.path === '/widget' })).toEqual({});
        });
      }

      it('the thread, then with the contact form open', { timeout: 90_000 }, async () => {
        const { page } = suite;
        await page.setViewportSize(viewport);
        await openThread(page);
        await expectNoSidewaysScrolling(page, device, 'the thread');
        expect(await violationsInEveryMode(page)).toEqual({});
        await openContactForm(page);
        await expectNoSidewaysScrolling(page, device, 'the contact form');
        expect(await violationsInEveryMode(page)).toEqual({});
      });
    });
  }
});

describe('every control is reachable by keyboard and named', () => {
  it('the start screen: suggestions, links, input and send', async () => {
    const { page } = suite;
    await page.goto(suite.url('/'));
    await chatReady()(page);
    const order = await tabOrder(page);
    expect(unnamed(order), order.join('\n')).toEqual([]);
    for (const question of [
      'How much does a tandem jump cost?',
      'What are the age and weight requirements?',
      'How do I get to the jump site?',
      'Can I bring my own camera or GoPro?',
    ]) {
      expect(order).toContain(`button "${question}"`);
    }
    expect(order).toContain('textbox "Write a message to Queenstown Adventures"');
    expect(order).toContain('button "Send message to Queenstown Adventures"');
    expect(order.some((entry) => entry.startsWith('link "Created by'))).toBe(true);
    expect(order.some((entry) => entry.startsWith('link "See the source data'))).toBe(true);

    // A suggestion bubble works from the keyboard.
    await page.getByRole('button', { name: 'How much does a tandem jump cost?' }).focus();
    await page.keyboard.press('Enter');
    await new ChatPage(page).waitForView('conversation', 30_000);
  });

  it('the thread and the contact form', { timeout: 90_000 }, async () => {
    const { page } = suite;
    const chat = await openThread(page);
    const thread = await tabOrder(page);
    expect(unnamed(thread), thread.join('\n')).toEqual([]);
    for (const control of [
      'button "Ask for a human"',
      'button "Click here to reset your conversation"',
      'button "Leave contact details for a real human"',
      'textbox "Write a message to Queenstown Adventures"',
      'button "Send message to Queenstown Adventures"',
    ]) {
      expect(thread).toContain(control);
    }
    expect(thread.some((entry) => entry.startsWith('link "Powered by'))).toBe(true);
    // The answer's citations.
    const citations = await chat.messages.last().getByRole('list', { name: 'Sources' }).getByRole('button').allInnerTexts();
    expect(citations.length).toBeGreaterThan(0);
    for (const name of citations) expect(thread).toContain(`button "${name.trim()}"`);

    // Typing and sending a follow-up with the keyboard alone.
    await chat.input.focus();
    await page.keyboard.type('Is transport included?');
    await page.keyboard.press('Enter');
    await expect.poll(() => chat.messages.count(), { timeout: 30_000 }).toBe(4);

    await openContactForm(page);
    const form = await tabOrder(page);
    expect(unnamed(form), form.join('\n')).toEqual([]);
    for (const control of [
      'textbox "Your Name:"',
      'textbox "Your Email:"',
      'textbox "Your Phone Number:"',
      'button "Submit Contact Details"',
      'link "or send us an email"',
      'link "or call us"',
      'button "Close contact details form"',
    ]) {
      expect(form).toContain(control);
    }
  });

  it('focus stays where the visitor tabbed while the tooltip code loads', async () => {
    const { page } = suite;
    // The send button's tooltip code is loaded on its first focus; hold it until focus moved on.
    const tooltipCode = await holdRequests(page, /ariakit-tooltip-button-[^/]*\.js$/);
    await page.goto(suite.url('/'));
    const chat = new ChatPage(page);
    await chat.waitForView('start');
    await chat.input.focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => tooltipCode.held()).toBe(1);
    await chat.input.focus();
    const loaded = page.waitForResponse(/ariakit-tooltip-button-[^/]*\.js$/);
    tooltipCode.release();
    await loaded;
    // The button has been swapped for its tooltip version once the (hidden) tooltip is in the page.
    await page.locator('[role="tooltip"]', { hasText: 'Send message to Queenstown Adventures' }).waitFor({ state: 'attached' });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(await chat.input.evaluate((input) => document.activeElement === input)).toBe(true);
  });

  it('the fullscreen page: past conversations, divider and chat', async () => {
    const { page } = suite;
    await page.goto(suite.url('/fullscreen'));
    await chatReady()(page);
    const order = await tabOrder(page);
    expect(unnamed(order), order.join('\n')).toEqual([]);
    expect(order).toContain('button "Create new Conversation"');
    expect(order).toContain('textbox "Write a message to Queenstown Adventures"');
  });
});
