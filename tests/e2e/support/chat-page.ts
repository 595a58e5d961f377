// The chat panel as a visitor sees it, for both the real-server journeys and the UI-level model
// tests: locators by role and text (SPEC.md's words), plus waiting helpers that never sleep.
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { expect } from './expect.ts';
import { fillInFrame } from './frame-keyboard.ts';

/** Which of the five chat-panel screens is shown (the panel's data-chat-view). */
export type ChatView = 'sending-first-message' | 'loading-conversation' | 'error' | 'conversation' | 'start';

export const supportLine = 'Please try again or contact support at';

/** The embed's panel on a page: the iframe inside the `<korero-widget>` element's shadow root. */
export const widgetFrame = (page: Page): FrameLocator => page.frameLocator('korero-widget iframe');

export class ChatPage {
  constructor(
    readonly page: Page,
    readonly organisationName = 'Queenstown Adventures',
    /** Where the chat is: the page itself, or the embed's frame (the /widget demo pages). */
    readonly scope: Page | FrameLocator = page,
  ) {}

  /** The chat inside the embedded widget's frame. */
  static inWidget(page: Page, organisationName?: string): ChatPage {
    return new ChatPage(page, organisationName, widgetFrame(page));
  }

  get panel(): Locator {
    return this.scope.locator('section[data-chat-view]');
  }

  get input(): Locator {
    return this.panel.getByRole('textbox', { name: `Write a message to ${this.organisationName}` });
  }

  get sendButton(): Locator {
    return this.panel.getByRole('button', { name: `Send message to ${this.organisationName}` });
  }

  /** Message bubbles of the thread (or the first message while it is being sent). */
  get messages(): Locator {
    return this.panel.locator('li[data-creator]');
  }

  suggestion(question: string): Locator {
    return this.panel.getByRole('button', { name: question, exact: true });
  }

  text(text: string): Locator {
    return this.scope.getByText(text, { exact: false });
  }

  async view(): Promise<string | null> {
    return this.panel.getAttribute('data-chat-view', { timeout: 20_000 });
  }

  async waitForView(view: ChatView, timeout = 20_000): Promise<void> {
    await this.scope.locator(`section[data-chat-view="${view}"]`).waitFor({ state: 'visible', timeout });
  }

  async messageCount(): Promise<number> {
    return this.messages.count();
  }

  async waitForMessageCount(count: number): Promise<void> {
    await expect.poll(() => this.messages.count(), { timeout: 20_000 }).toBe(count);
  }

  async send(text: string): Promise<void> {
    if (this.scope === this.page) {
      await this.input.fill(text);
      await this.input.press('Enter');
      return;
    }
    // In an embedded widget, the text goes to the frame itself and the send button is clicked:
    // Chromium sometimes hands the keyboard back to the host page right after the loader focuses
    // the frame (support/frame-keyboard.ts), and a click needs no keyboard focus.
    await fillInFrame(this.input, text);
    await expect.poll(() => this.input.inputValue()).toBe(text);
    await this.sendButton.click();
  }
}

export async function visible(locator: Locator, timeout = 20_000): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout });
}

export async function absent(locator: Locator, timeout = 20_000): Promise<void> {
  await expect.poll(() => locator.count(), { timeout }).toBe(0);
}

/** The page shows `text` (a substring of some element's text). */
export async function shows(page: Page, text: string, timeout = 20_000): Promise<void> {
  await visible(page.getByText(text, { exact: false }), timeout);
}

export async function localItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => localStorage.getItem(name), key);
}

export async function sessionItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => sessionStorage.getItem(name), key);
}

/** Sets localStorage keys for the server's origin before the app's first script runs. */
export async function seedLocalStorage(page: Page, items: Record<string, string | null>): Promise<void> {
  await page.addInitScript((entries: Record<string, string | null>) => {
    // Only the first document: a reload must see what the app itself stored.
    if (sessionStorage.getItem('__e2e_seeded')) return;
    sessionStorage.setItem('__e2e_seeded', '1');
    for (const [key, value] of Object.entries(entries)) {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    }
  }, items);
}

/** The bodies of the messages the page sends (POST /api/chat or /api/chat/stream), as they go. */
export function recordChatSends(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/chat(\/stream)?$/.test(new URL(request.url()).pathname)) sent.push(request.postData() ?? '');
  });
  return sent;
}
