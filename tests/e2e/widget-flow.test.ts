// Issue 14's streaming answers and dead ends, in Chromium against the real server. Each of these
// failed before the change it tests: an unknown organisation's frame was the browser's broken-frame
// icon; focus fell to the page body after a send; a failed follow-up
// looked sent and its text was gone; an LLM answer appeared only when complete.
import type { BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXTS } from '../../src/contract/texts.ts';
import { startFakeLlmServer, type FakeLlmServer } from '../answer/helpers/fake-llm-server.ts';
import { startHostSite, type HostSite } from './embed-harness.ts';
import { ChatPage, recordChatSends, shows, visible, widgetFrame } from './support/chat-page.ts';
import { seededDataDir, startKorero, useBrowserSuite, type Korero } from './support/suite.ts';

const suite = useBrowserSuite({ reusePages: true });
const TANDEM = 'How much does a tandem jump cost?';

/** Whether the chat's message input has the page's focus. */
const inputFocused = (chat: ChatPage) => chat.input.evaluate((input) => document.activeElement === input);

async function askFirstQuestion(chat: ChatPage): Promise<void> {
  await chat.waitForView('start');
  await chat.input.fill(TANDEM);
  await chat.input.press('Enter');
  await chat.waitForView('conversation', 30_000);
  await expect.poll(() => chat.messages.last().innerText(), { timeout: 30_000 }).toContain('349.99');
}

describe('an embed tag with an unknown organisation id', () => {
  let site: HostSite;
  beforeAll(async () => {
    site = await startHostSite(suite.origin);
  });
  afterAll(async () => {
    await site?.stop();
  });

  it('opens a panel that says the assistant is not available, and the loader warns with the id', async () => {
    const { page } = suite;
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(site.pageUrl(site.allowed, { organisationId: 'queenstown-adventurez' }));
    await page.locator('korero-widget').getByRole('button').click();
    const frame = widgetFrame(page);
    await visible(frame.getByRole('heading', { name: TEXTS.assistantUnavailable }));
    await visible(frame.getByText(TEXTS.assistantUnavailableHint));
    await expect.poll(() => warnings.some((warning) => warning.includes('queenstown-adventurez'))).toBe(true);
    // The panel can be put away like any other.
    await frame.getByRole('button', { name: 'Minimise chat' }).click();
    await expect.poll(() => page.locator('korero-widget').getAttribute('data-state')).toBe('closed');
  });
});

describe('a visitor on the demo page', () => {
  it('keeps focus in the input after the first message and after a follow-up', { timeout: 90_000 }, async () => {
    const { page } = suite;
    const chat = new ChatPage(page);
    await page.goto(suite.url('/'));
    await askFirstQuestion(chat);
    await expect.poll(() => inputFocused(chat)).toBe(true);
    await page.keyboard.type('Is transport included?');
    await page.keyboard.press('Enter');
    await chat.waitForMessageCount(4);
    await expect.poll(() => chat.input.isEnabled()).toBe(true);
    await expect.poll(() => inputFocused(chat)).toBe(true);
  });

  it('is shown the 4,000-character limit as it nears it, and a longer message is not sent', { timeout: 90_000 }, async () => {
    const { page } = suite;
    const chat = new ChatPage(page);
    const sent = recordChatSends(page);
    await page.goto(suite.url('/'));
    await chat.waitForView('start');
    await chat.input.fill('a'.repeat(3600));
    await shows(page, TEXTS.charactersLeft.replace('{count}', '400'));
    await chat.input.fill('a'.repeat(4010));
    await shows(page, TEXTS.messageTooLong.replace('{count}', '10'));
    await chat.input.press('Enter');
    // Refused before sending: the draft stays. Then, at the limit, the one send is the 4,000 characters.
    expect(await chat.input.inputValue()).toHaveLength(4010);
    await chat.input.fill('b'.repeat(4000));
    await chat.input.press('Enter');
    await chat.waitForView('conversation', 30_000);
    expect(sent).toHaveLength(1);
    expect((JSON.parse(sent[0]) as { message: string }).message).toBe('b'.repeat(4000));
  });

  it('sees a failed follow-up marked with a retry, the text kept, and the retry sends it once', { timeout: 90_000 }, async () => {
    const { page } = suite;
    const chat = new ChatPage(page);
    await page.goto(suite.url('/'));
    await askFirstQuestion(chat);

    const sent: { id?: string; message: string }[] = [];
    let failNext = true;
    await page.route('**/api/chat/stream', async (route: Route) => {
      sent.push(route.request().postDataJSON() as { id?: string; message: string });
      if (failNext) {
        failNext = false;
        await route.abort('connectionreset');
      } else {
        await route.continue();
      }
    });
    await chat.send('Is transport included?');
    const failed = chat.panel.locator('li[data-send-failed="true"]');
    await visible(failed);
    expect(await failed.innerText()).toContain('Is transport included?');
    expect(await failed.innerText()).toContain(TEXTS.messageNotSent);
    await shows(page, TEXTS.followUpFailed);
    expect(await chat.input.inputValue()).toBe('Is transport included?');
    await expect.poll(() => inputFocused(chat)).toBe(true);

    await failed.getByRole('button', { name: TEXTS.retrySend }).click();
    await chat.waitForMessageCount(4);
    await expect.poll(() => chat.panel.locator('li[data-send-failed]').count()).toBe(0);
    expect(await chat.messages.nth(2).innerText()).toContain('Is transport included?');
    expect(await chat.input.inputValue()).toBe('');
    expect(sent).toHaveLength(2);
    expect(sent[1].id).toBe(sent[0].id);
  });

});

describe('an LLM answer', () => {
  let llm: FakeLlmServer;
  let korero: Korero;
  let release!: () => void;

  beforeAll(async () => {
    llm = await startFakeLlmServer();
    korero = await startKorero(
      {
        KORERO_LLM_PROVIDER: 'openai-compatible',
        KORERO_LLM_BASE_URL: llm.baseUrl,
        KORERO_LLM_MODEL: 'test-model',
        KORERO_LLM_TIMEOUT_MS: '30000',
      },
      { dataTemplate: seededDataDir() },
    );
  });
  /** The demo page's start screen on this describe's server: the file's browser, a context of its own. */
  async function startScreen(): Promise<{ context: BrowserContext; page: Page; chat: ChatPage }> {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    const chat = new ChatPage(page);
    await page.goto(`${korero.origin}/`);
    await chat.waitForView('start');
    return { context, page, chat };
  }

  afterAll(async () => {
    release?.();
    await korero?.stop();
    await llm?.close();
  });

  it('streams into the thread while it is generated, then shows the stored message with its citations', { timeout: 90_000 }, async () => {
    const held = new Promise<void>((resolve) => (release = resolve));
    llm.reply = { kind: 'text', text: 'A tandem jump costs NZD 349.99 for two people [1]. Transport is included [1].', holdAfter: 3, release: held };
    const { context, chat } = await startScreen();
    try {
      await chat.suggestion(TANDEM).click();
      // Three pieces of twelve characters have come; the model is still writing.
      const streaming = chat.panel.locator('li[data-streaming="true"]');
      await visible(streaming);
      await expect.poll(() => streaming.innerText()).toContain('A tandem jump costs N');
      expect(await streaming.innerText()).not.toContain('Transport');
      expect(await streaming.getByRole('list', { name: 'Sources' }).count()).toBe(0);
      release();
      await chat.waitForView('conversation', 30_000);
      await expect.poll(() => chat.messages.last().innerText()).toContain('Transport is included.');
      expect(await chat.panel.locator('li[data-streaming]').count()).toBe(0);
      await visible(chat.messages.last().getByRole('list', { name: 'Sources' }));
      expect(await chat.messages.last().innerText()).not.toContain('[1]');
    } finally {
      await context.close();
    }
  });

  it('whose stream breaks is brought whole by the next poll, with its citations, as it was stored', { timeout: 90_000 }, async () => {
    llm.reply = { kind: 'text', text: 'A tandem jump costs NZD 349.99 for two people [1].' };
    const { context, page, chat } = await startScreen();
    try {
      await chat.suggestion(TANDEM).click();
      await chat.waitForView('conversation', 30_000);
      await chat.waitForMessageCount(2);

      // The follow-up's stream ends after its pieces, before its `done` event: the connection broke.
      llm.reply = { kind: 'text', text: 'Yes, transport from town is included in every jump [1].' };
      let cut = 0;
      await page.route('**/api/chat/stream', async (route: Route) => {
        const response = await route.fetch();
        const body = await response.text();
        const done = body.indexOf('event: done');
        cut += 1;
        await route.fulfill({ response, body: done > 0 ? body.slice(0, done) : body });
      });
      await chat.send('Is transport included?');
      await expect.poll(() => cut).toBe(1);
      // The server has the follow-up: it stays in the thread as sent, not marked failed, and the
      // input is free and empty (a failed send would give its text back); the next poll (every
      // 10 s) brings the stored answer.
      await expect.poll(() => chat.input.isEnabled()).toBe(true);
      expect(await chat.input.inputValue()).toBe('');
      expect(await chat.panel.locator('li[data-send-failed]').count()).toBe(0);
      expect(await chat.messages.nth(2).innerText()).toContain('Is transport included?');
      await chat.waitForMessageCount(4);
      const answer = chat.messages.last();
      await expect.poll(() => answer.innerText(), { timeout: 30_000 }).toContain('transport from town is included');
      await visible(answer.getByRole('list', { name: 'Sources' }));
      expect(await chat.panel.locator('li[data-send-failed], li[data-streaming]').count()).toBe(0);
      expect(await chat.panel.getByText(TEXTS.followUpFailed).count()).toBe(0);
      // The same message the server stored.
      const conversationId = await page.evaluate(() => localStorage.getItem('conversation_id'));
      const stored = (await (await fetch(`${korero.origin}/api/conversations/${conversationId}/messages`)).json()) as {
        messages: { creator: string; message: string; citations: { name: string }[] }[];
      };
      const last = stored.messages.at(-1)!;
      expect(last.creator).toBe('AGENT');
      expect(await answer.innerText()).toContain(last.message);
      expect(await answer.getByRole('list', { name: 'Sources' }).getByRole('button').allInnerTexts()).toEqual(last.citations.map((citation) => citation.name));
    } finally {
      await context.close();
    }
  });
});
