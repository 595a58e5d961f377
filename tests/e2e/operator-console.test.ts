// The operator console in Chromium against the real server (SPEC.md §1, §6): a team member signs in
// with the organisation's operator key, opens a visitor's conversation, interrupts the AI agent and
// responds to the contact, then hands the conversation back to the AI. The visitor and the team
// member each have a browser context of their own. Needs `npm run build`.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TEXTS } from '../../src/contract/texts.ts';
import { OPERATOR_KEY_PREFIX } from '../../src/services/operator-storage.ts';
import { ChatPage, absent, localItem, sessionItem, shows, visible } from './support/chat-page.ts';
import { OPERATOR_KEY, useBrowserSuite } from './support/suite.ts';
import { newMemberPage, visitorAsks } from './support/team-console.ts';

const suite = useBrowserSuite();

const TANDEM = 'How much does a tandem jump cost?';
const REPLY = 'Kia ora, Sam from the crew here. I can book your tandem jump.';
const WHILE_PAUSED = 'Great, can you do Saturday morning?';
const AFTER_HANDBACK = 'Can I speak to a real person please?';
const KEY_ITEM = `${OPERATOR_KEY_PREFIX}queenstown-adventures`;

/** The operator console as a team member sees it. */
class OperatorConsole {
  readonly chat: ChatPage;
  constructor(readonly page: Page) {
    this.chat = new ChatPage(page);
  }
  get keyInput() {
    return this.page.getByLabel('Operator key');
  }
  get conversations() {
    return this.page.getByRole('navigation', { name: 'Conversations' }).getByRole('button').filter({ hasText: 'Last message' });
  }
  get input() {
    return this.chat.panel.getByRole('textbox', { name: 'Interrupt AI agent and respond to contact' });
  }
  get sendButton() {
    return this.chat.panel.getByRole('button', { name: 'Respond to contact' });
  }
  get handBack() {
    return this.page.getByRole('button', { name: 'Hand back to AI' });
  }
  async signIn(key: string) {
    await this.keyInput.fill(key);
    await this.page.getByRole('button', { name: 'Use key' }).click();
  }
}

describe('a team member in the operator console', () => {
  it('interrupts the AI agent, responds to the contact and hands back to the AI', { timeout: 180_000 }, async () => {
    // The visitor asks on the demo page.
    const visitorPage = suite.page;
    const visitor = await visitorAsks(visitorPage, suite.url('/'), { suggestion: TANDEM });
    await expect.poll(() => visitor.messages.last().innerText(), { timeout: 30_000 }).toContain('349.99');
    const conversationId = await localItem(visitorPage, 'conversation_id');

    // The team member, in a browser of their own.
    const { context: operatorContext, page: operatorPage } = await newMemberPage(suite.browser);
    try {
      await operatorPage.clock.install();
      const operator = new OperatorConsole(operatorPage);
      await operatorPage.goto(suite.url('/operator'));
      await shows(operatorPage, 'Operator console for Queenstown Adventures');
      expect(await operator.keyInput.getAttribute('type')).toBe('password');

      // A wrong key is refused and not kept.
      await operator.signIn('not-the-operator-key-000000');
      await visible(operatorPage.getByRole('alert').filter({ hasText: TEXTS.operatorKeyRefused }));
      expect(await sessionItem(operatorPage, KEY_ITEM)).toBeNull();

      // The right key lists the visitor's conversation, kept for this tab only.
      await operator.signIn(OPERATOR_KEY);
      await visible(operator.conversations);
      expect(await sessionItem(operatorPage, KEY_ITEM)).toBe(OPERATOR_KEY);
      const card = operator.conversations.first();
      expect(await card.innerText()).toMatch(/Anonymous visitor[\s\S]*Last message less than a minute ago/);
      await shows(operatorPage, 'Select a conversation to read it and respond to the contact.');
      await absent(operatorPage.getByRole('button', { name: TANDEM, exact: true }));

      // Opening it shows the visitor's question and the AI's answer, with the operator's labels.
      await card.click();
      await operator.chat.waitForView('conversation');
      await operator.chat.waitForMessageCount(2);
      expect(await operator.chat.messages.nth(0).getAttribute('data-creator')).toBe('CONTACT');
      expect(await operator.chat.messages.nth(0).innerText()).toContain(TANDEM);
      expect(await operator.chat.messages.nth(1).getAttribute('data-creator')).toBe('AGENT');
      expect(await operator.input.getAttribute('placeholder')).toBe('Interrupt AI agent and respond to contact');
      // The tooltip code loads on the first focus; then pointing at the button opens it.
      const tooltip = operatorPage.locator('[role="tooltip"]', { hasText: 'Respond to contact' });
      await operator.sendButton.focus();
      await tooltip.waitFor({ state: 'attached' });
      await operator.input.focus();
      await operator.sendButton.hover();
      await operatorPage.clock.runFor(1_000);
      await visible(tooltip);
      // Nothing meant for the visitor: no contact form, no reset, no start screen.
      await absent(operatorPage.getByRole('button', { name: 'Leave contact details for a real human' }));
      await absent(operatorPage.getByRole('button', { name: 'Click here to reset your conversation' }));
      expect(await operator.handBack.count()).toBe(0);

      // The team member responds: the AI is paused.
      await operator.input.fill(REPLY);
      await operator.input.press('Enter');
      await operator.chat.waitForMessageCount(3);
      await expect.poll(() => operator.chat.messages.last().getAttribute('data-creator')).toBe('USER');
      await visible(operator.handBack);
      await expect.poll(() => card.innerText()).toContain('AI paused');

      // The visitor sees the reply after the next poll.
      await visitorPage.clock.fastForward(10_000);
      await visitor.waitForMessageCount(3);
      expect(await visitor.messages.last().getAttribute('data-creator')).toBe('USER');
      expect(await visitor.messages.last().innerText()).toContain(REPLY);

      // While paused, the visitor's next message gets no AI reply.
      await visitor.send(WHILE_PAUSED);
      await expect.poll(() => visitor.input.isEnabled(), { timeout: 30_000 }).toBe(true);
      await visitor.waitForMessageCount(4);
      expect(await visitor.messages.last().getAttribute('data-creator')).toBe('CONTACT');
      await visitorPage.clock.fastForward(10_000);
      await expect.poll(() => visitor.messages.count()).toBe(4);

      // The operator's poll brings the visitor's message; the team member hands back to the AI.
      await operatorPage.clock.fastForward(10_000);
      await operator.chat.waitForMessageCount(4);
      expect(await operator.chat.messages.last().innerText()).toContain(WHILE_PAUSED);
      await operator.handBack.click();
      await absent(operator.handBack);
      await expect.poll(() => card.innerText()).not.toContain('AI paused');

      // The AI answers again; asked for a person, the conversation is marked for the team.
      await visitor.send(AFTER_HANDBACK);
      await visitor.waitForMessageCount(6);
      expect(await visitor.messages.last().getAttribute('data-creator')).toBe('AGENT');
      await operatorPage.clock.fastForward(10_000);
      await expect.poll(() => card.innerText()).toContain('Wants a person');
      await operator.chat.waitForMessageCount(6);

      // The console never touched the visitor's keys; signing out forgets the operator key.
      expect(await localItem(operatorPage, 'conversation_id')).toBeNull();
      expect(await localItem(operatorPage, 'contact_id')).toBeNull();
      expect(await localItem(visitorPage, 'conversation_id')).toBe(conversationId);
      await operatorPage.getByRole('button', { name: 'Sign out' }).click();
      await visible(operator.keyInput);
      expect(await sessionItem(operatorPage, KEY_ITEM)).toBeNull();
    } finally {
      await operatorContext.close();
    }
  });

  it('keeps the key for the tab: a reload signs straight back in, and /{organisation_id}/operator works too', { timeout: 90_000 }, async () => {
    const { page } = suite;
    const operator = new OperatorConsole(page);
    await page.goto(suite.url('/harbourside-dental/operator'));
    await shows(page, 'Operator console for Harbourside Dental');
    await operator.signIn(OPERATOR_KEY);
    await visible(page.getByRole('button', { name: 'Sign out' }));
    await page.reload();
    await visible(page.getByRole('button', { name: 'Sign out' }));
    await shows(page, 'Select a conversation to read it and respond to the contact.');
  });
});
