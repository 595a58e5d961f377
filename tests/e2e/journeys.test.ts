// A visitor's journeys in Chromium against the real server (built client, PGlite in a temp dir,
// the extractive answer engine, demo organisations seeded). Needs `npm run build`.
import { describe, expect, it } from 'vitest';
import { TEXTS } from '../../src/contract/texts.ts';
import { ChatPage, absent, localItem, sessionItem, shows, visible } from './support/chat-page.ts';
import { holdRequests, postChat, startConversation } from './support/real-api.ts';
import { OPERATOR_KEY, useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite({ reusePages: true });

const TANDEM = 'How much does a tandem jump cost?';
const FOLLOW_UP = 'Is transport included?';

/** On /, asks the tandem question from its suggestion bubble and waits for the answer. */
async function askFirstQuestion(chat: ChatPage): Promise<void> {
  await chat.waitForView('start');
  await chat.suggestion(TANDEM).click();
  await chat.waitForView('conversation', 30_000);
  await expect.poll(() => chat.messages.last().innerText(), { timeout: 30_000 }).toContain('349.99');
}

describe('a visitor on the demo page', () => {
  it('asks a suggested question, follows up, and finds the cited pricing', { timeout: 90_000 }, async () => {
    const { page } = suite;
    const chat = new ChatPage(page);
    await page.goto(suite.url('/'));
    await chat.waitForView('start');
    await shows(page, 'Chat with Queenstown Adventures');
    await shows(page, "Ask any question and our AI will answer as soon as possible. Don't want to chat to an AI? Ask for a human");
    await visible(page.getByRole('link', { name: /Created by/ }));
    expect(await chat.input.getAttribute('placeholder')).toBe('Write a message to Queenstown Adventures');
    // The panel's title stays blank until a conversation is loading or loaded.
    const panelTitle = chat.panel.locator('header').getByRole('heading', { name: 'Chat with Queenstown Adventures' });
    expect(await panelTitle.count()).toBe(0);

    // The first message from a suggestion bubble: held at the network for a moment so the
    // sending screen can be seen, then answered by the real server.
    const held = await holdRequests(page, '**/api/chat/stream');
    await chat.suggestion(TANDEM).click();
    await chat.waitForView('sending-first-message');
    await shows(page, 'Creating conversation and sending your first message');
    await shows(page, 'Assistant is typing');
    await expect.poll(() => chat.messages.first().innerText()).toContain(TANDEM);
    held.release();

    await chat.waitForView('conversation', 30_000);
    await shows(page, 'Ask any question and our AI will answer as soon as possible.');
    await visible(panelTitle);
    await expect.poll(() => chat.messages.count()).toBe(2);
    expect(await chat.messages.nth(0).getAttribute('data-creator')).toBe('CONTACT');
    expect(await chat.messages.nth(1).getAttribute('data-creator')).toBe('AGENT');
    expect(await chat.messages.nth(1).innerText()).toContain('349.99');
    expect(await localItem(page, 'conversation_id')).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => localItem(page, 'contact_id')).toMatch(/^[0-9a-f-]{36}$/);

    // The citation opens the source page at its section, in a new tab.
    const citation = chat.messages.nth(1).getByRole('list', { name: 'Sources' }).locator(`button[title$="${suite.origin}/queenstownadventures#pricing"]`);
    await visible(citation);
    const [sourcePage] = await Promise.all([suite.context.waitForEvent('page'), citation.first().click()]);
    await sourcePage.waitForLoadState();
    expect(new URL(sourcePage.url()).pathname + new URL(sourcePage.url()).hash).toBe('/queenstownadventures#pricing');
    await visible(sourcePage.getByRole('heading', { name: 'Pricing' }));
    await sourcePage.close();

    // A follow-up appears at once, the input clears, and the reply follows.
    const followUpHeld = await holdRequests(page, '**/api/chat/stream');
    await chat.send(FOLLOW_UP);
    await expect.poll(() => chat.messages.count()).toBe(3);
    expect(await chat.messages.last().innerText()).toContain(FOLLOW_UP);
    expect(await chat.input.inputValue()).toBe('');
    expect(await chat.input.isDisabled()).toBe(true);
    expect(await chat.sendButton.isDisabled()).toBe(true);
    followUpHeld.release();
    await expect.poll(() => chat.messages.count(), { timeout: 30_000 }).toBe(4);
    expect(await chat.messages.last().getAttribute('data-creator')).toBe('AGENT');
    await expect.poll(() => chat.input.isEnabled()).toBe(true);
  });

  it('comes back after a reload to the same conversation', { timeout: 90_000 }, async () => {
    const { page } = suite;
    const chat = new ChatPage(page);
    await page.goto(suite.url('/'));
    await askFirstQuestion(chat);
    const conversationId = await localItem(page, 'conversation_id');
    await expect.poll(() => localItem(page, 'contact_id')).toMatch(/^[0-9a-f-]{36}$/);
    const contactId = await localItem(page, 'contact_id');
    const texts = await chat.messages.allInnerTexts();

    const held = await holdRequests(page, /\/api\/conversations\/[^/]+$/);
    await page.reload();
    await chat.waitForView('loading-conversation');
    await shows(page, 'Loading your existing conversation');
    await shows(page, 'Chat with Queenstown Adventures');
    held.release();
    await chat.waitForView('conversation');
    await expect.poll(() => chat.messages.allInnerTexts()).toEqual(texts);
    expect(await localItem(page, 'conversation_id')).toBe(conversationId);
    expect(await localItem(page, 'contact_id')).toBe(contactId);
  });

  it('loads the markdown renderer before an answer needs it: on the first key, and beside a stored conversation', { timeout: 90_000 }, async () => {
    const { page } = suite;
    const chat = new ChatPage(page);
    const renderer = /\/assets\/message-markdown-[^/]+\.js$/;
    const requested: string[] = [];
    page.on('request', (request) => {
      if (renderer.test(request.url())) requested.push(request.url());
    });
    await page.goto(suite.url('/'));
    await chat.waitForView('start');
    // Nothing on the start screen is markdown: the renderer waits for the visitor.
    await chat.input.focus();
    expect(requested).toEqual([]);
    await chat.input.press('H');
    await expect.poll(() => requested.length).toBe(1);

    // A stored conversation in a new visit: the renderer is fetched while its messages are.
    const { conversationId, contactId } = await startConversation(suite.origin, { message: TANDEM });
    const revisit = await suite.context.newPage();
    await revisit.addInitScript(
      ([conversation, contact]) => {
        localStorage.setItem('conversation_id', conversation);
        localStorage.setItem('contact_id', contact);
      },
      [conversationId, contactId] as const,
    );
    // Routing turns the page's HTTP cache off: the renderer is fetched again, as on a first visit.
    await revisit.route(renderer, (route) => route.continue());
    const held = await holdRequests(revisit, /\/api\/conversations\/[^/]+$/);
    const rendererAsked = revisit.waitForRequest(renderer);
    await revisit.goto(suite.url('/'));
    await new ChatPage(revisit).waitForView('loading-conversation');
    await rendererAsked;
    expect(held.held()).toBe(1);
    held.release();
    await revisit.close();
  });

  it('leaves contact details: the form, a validation error, the confirmation', { timeout: 90_000 }, async () => {
    const { page } = suite;
    const chat = new ChatPage(page);
    await page.goto(suite.url('/'));
    await askFirstQuestion(chat);
    await shows(page, "Don't want to chat to an AI?");

    await page.getByRole('button', { name: 'Leave contact details for a real human' }).click();
    const form = page.locator('form').filter({ hasText: 'Enter your contact details below and a team member will be in touch.' });
    await visible(form);
    const name = form.getByLabel('Your Name:');
    const email = form.getByLabel('Your Email:');
    const phone = form.getByLabel('Your Phone Number:');
    for (const field of [name, email, phone]) {
      expect(await field.inputValue()).toBe('');
      expect(await field.getAttribute('placeholder')).toBeTruthy();
    }
    await visible(form.getByRole('link', { name: 'or send us an email' }));
    expect(await form.getByRole('link', { name: 'or send us an email' }).getAttribute('href')).toBe('mailto:jump@queenstownadventures.example');
    expect(await form.getByRole('link', { name: 'or call us' }).getAttribute('href')).toMatch(/^tel:\+6435550199$/);

    // The form can be closed and opened again.
    await form.getByRole('button', { name: 'Close contact details form' }).click();
    await absent(form);
    await page.getByRole('button', { name: 'Leave contact details for a real human' }).click();
    await visible(form);

    // A bad email: superstruct's message on submit, and again on every change.
    await name.fill('Aroha');
    await email.fill('aroha-at-example');
    await phone.fill('021 555 0100');
    await form.getByRole('button', { name: 'Submit Contact Details' }).click();
    await shows(page, 'Expected a value of type `email`, but received: `"aroha-at-example"`');
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    await email.fill('aroha@example.org');
    await absent(page.getByText('Expected a value of type `email`'));

    await form.getByRole('button', { name: 'Submit Contact Details' }).click();
    await shows(page, 'Hi Aroha, we have received your contact details');
    await shows(page, 'We have your details Aroha and our team will contact you soon via aroha@example.org');
    await absent(form);
    await absent(page.getByRole('button', { name: 'Leave contact details for a real human' }));

    // Still there after a reload: the conversation's contact has the details.
    await page.reload();
    await chat.waitForView('conversation');
    await shows(page, 'We have your details Aroha and our team will contact you soon via aroha@example.org');
    await shows(page, 'Hi Aroha, we have received your contact details');
  });

  it('resets the conversation back to the start screen', { timeout: 90_000 }, async () => {
    const { page } = suite;
    const chat = new ChatPage(page);
    await page.goto(suite.url('/'));
    await askFirstQuestion(chat);
    await page.getByRole('button', { name: 'Click here to reset your conversation' }).click();
    await chat.waitForView('start');
    await visible(chat.suggestion(TANDEM));
    await absent(chat.messages);
    expect(await localItem(page, 'conversation_id')).toBe(null);
    await page.reload();
    await chat.waitForView('start');
  });

  it('sees a team member’s message after the next 10-second poll', { timeout: 90_000 }, async () => {
    const { page } = suite;
    const chat = new ChatPage(page);
    const { conversationId, contactId } = await startConversation(suite.origin, { message: TANDEM });
    await page.addInitScript(
      ([conversation, contact]) => {
        localStorage.setItem('conversation_id', conversation);
        localStorage.setItem('contact_id', contact);
      },
      [conversationId, contactId] as const,
    );
    await page.clock.install();
    await page.goto(suite.url('/'));
    await chat.waitForView('conversation');
    await expect.poll(() => chat.messages.count()).toBe(2);

    await postChat(
      suite.origin,
      {
        creator: 'USER',
        conversation_id: conversationId,
        message: 'Kia ora, **Sam** from the crew here. See [the FAQ](/queenstownadventures#faq).',
        user_name: 'Sam',
      },
      OPERATOR_KEY,
    );
    // Nothing until the poll; the page's clock skips the wait.
    expect(await chat.messages.count()).toBe(2);
    await page.clock.fastForward(10_000);
    await expect.poll(() => chat.messages.count(), { timeout: 20_000 }).toBe(3);
    const operatorMessage = chat.messages.last();
    expect(await operatorMessage.getAttribute('data-creator')).toBe('USER');
    // Rendered as markdown once the renderer has loaded (until then it shows as written); its
    // links open in a new tab.
    await visible(operatorMessage.locator('strong', { hasText: 'Sam' }));
    expect(await operatorMessage.innerText()).toContain('Kia ora, Sam from the crew here.');
    const link = operatorMessage.getByRole('link', { name: 'the FAQ' });
    await visible(link);
    expect(await link.getAttribute('target')).toBe('_blank');
  });
  it('sees the send tooltip 700 ms after pointing at the button, 4 px from it', { timeout: 60_000 }, async () => {
    const { page } = suite;
    const chat = new ChatPage(page);
    await page.clock.install();
    await page.goto(suite.url('/'));
    await chat.waitForView('start');
    const tooltip = page.locator('[role="tooltip"]', { hasText: 'Send message to Queenstown Adventures' });
    // The tooltip code loads on the first focus or pointer; let it arrive, then stop the clock.
    await chat.sendButton.focus();
    await tooltip.waitFor({ state: 'attached' });
    await chat.input.focus();
    await tooltip.waitFor({ state: 'hidden' });
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000);

    await chat.sendButton.hover();
    await page.clock.runFor(650);
    expect(await tooltip.isVisible()).toBe(false);
    await page.clock.runFor(100);
    await tooltip.waitFor({ state: 'visible' });
    const gap = await tooltip.evaluate((element) => {
      const tip = element.getBoundingClientRect();
      const button = document.querySelector('button[aria-label="Send message to Queenstown Adventures"]')!.getBoundingClientRect();
      return Math.min(Math.abs(button.top - tip.bottom), Math.abs(tip.top - button.bottom));
    });
    expect(gap).toBeGreaterThanOrEqual(3);
    expect(gap).toBeLessThanOrEqual(5);
  });
});

describe('a visitor on the fullscreen page', () => {
  it('switches between past conversations and creates a new one', { timeout: 90_000 }, async () => {
    const { page } = suite;
    const chat = new ChatPage(page);
    const first = await startConversation(suite.origin, { message: TANDEM });
    const second = await startConversation(suite.origin, { message: 'What are the age and weight requirements?', contactId: first.contactId });
    expect(second.contactId).toBe(first.contactId);
    await page.addInitScript((contact) => {
      if (!sessionStorage.getItem('seeded')) localStorage.setItem('contact_id', contact);
      sessionStorage.setItem('seeded', '1');
    }, first.contactId);
    await page.goto(suite.url('/fullscreen'));
    const sidebar = page.getByRole('navigation', { name: 'Past Conversations' });
    await visible(sidebar.getByRole('heading', { name: 'Past Conversations' }));
    const createNew = sidebar.getByRole('button', { name: 'Create new Conversation' });
    await visible(createNew);
    const cards = sidebar.getByRole('button').filter({ hasText: 'Last message' });
    await expect.poll(() => cards.count()).toBe(2);
    for (const text of await cards.allInnerTexts()) expect(text).toMatch(/Last message (less than a minute|1 minute) ago/);
    await visible(page.getByRole('separator'));
    await chat.waitForView('start');
    expect(await createNew.getAttribute('aria-current')).toBe('true');

    // The latest conversation is first; selecting a card opens it and highlights it.
    await cards.nth(1).click();
    await chat.waitForView('conversation');
    await expect.poll(() => chat.messages.first().innerText()).toContain(TANDEM);
    expect(await cards.nth(1).getAttribute('aria-current')).toBe('true');
    expect(await cards.nth(0).getAttribute('aria-current')).toBe(null);
    expect(await localItem(page, 'conversation_id')).toBe(first.conversationId);

    await cards.nth(0).click();
    await expect.poll(() => chat.messages.first().innerText()).toContain('What are the age and weight requirements?');
    await expect.poll(() => cards.nth(0).getAttribute('aria-current')).toBe('true');

    await createNew.click();
    await chat.waitForView('start');
    expect(await createNew.getAttribute('aria-current')).toBe('true');
    expect(await localItem(page, 'conversation_id')).toBe(null);

    // A new conversation joins the list.
    await chat.suggestion('How do I get to the jump site?').click();
    await chat.waitForView('conversation', 30_000);
    await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(3);
    await expect.poll(() => cards.nth(0).getAttribute('aria-current')).toBe('true');
  });
});

describe('the widget page and organisations', () => {
  it('sets the widget session keys; the demo page clears them', { timeout: 60_000 }, async () => {
    const { page } = suite;
    await page.goto(suite.url('/widget'));
    await visible(page.getByRole('heading', { name: 'Demo Widget for Queenstown Adventures' }));
    for (const heading of ['Introduction', 'Features', 'Conclusion']) await visible(page.getByRole('heading', { name: heading }));
    // The chat is the embed's, in its frame (tests/e2e/widget-demo.test.ts).
    await ChatPage.inWidget(page).waitForView('start');
    expect(await sessionItem(page, 'korero_widget_organisation_id')).toBe('queenstown-adventures');
    expect(await sessionItem(page, 'korero_widget_show')).toBe('true');

    await page.goto(suite.url('/harbourside-dental/widget'));
    await visible(page.getByRole('heading', { name: 'Demo Widget for Harbourside Dental' }));
    await expect.poll(() => sessionItem(page, 'korero_widget_organisation_id')).toBe('harbourside-dental');

    await page.goto(suite.url('/'));
    await new ChatPage(page).waitForView('start');
    await expect.poll(() => sessionItem(page, 'korero_widget_organisation_id')).toBe(null);
    expect(await sessionItem(page, 'korero_widget_show')).toBe(null);

    await page.goto(suite.url('/widget'));
    await expect.poll(() => sessionItem(page, 'korero_widget_show')).toBe('true');
    await page.goto(suite.url('/fullscreen'));
    await visible(page.getByRole('navigation', { name: 'Past Conversations' }));
    await expect.poll(() => sessionItem(page, 'korero_widget_show')).toBe(null);
  });

  it('starts anew when the stored conversation belongs to another organisation', { timeout: 60_000 }, async () => {
    const { page } = suite;
    const chat = new ChatPage(page);
    const dental = await startConversation(suite.origin, { message: 'Are you taking new patients?', organisationId: 'harbourside-dental' });
    await page.addInitScript((conversation) => {
      if (!sessionStorage.getItem('seeded')) localStorage.setItem('conversation_id', conversation);
      sessionStorage.setItem('seeded', '1');
    }, dental.conversationId);

    await page.goto(suite.url('/harbourside-dental'));
    await new ChatPage(page, 'Harbourside Dental').waitForView('conversation');
    await page.goto(suite.url('/'));
    await chat.waitForView('start');
    await visible(chat.suggestion(TANDEM));
    await expect.poll(() => localItem(page, 'conversation_id')).toBe(null);
  });

  it('alerts about an unknown organisation, then shows the default demo', { timeout: 60_000 }, async () => {
    const { page } = suite;
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.accept();
    });
    await page.goto(suite.url('/no-such-organisation'));
    await expect.poll(() => alerts).toEqual([`alert: ${TEXTS.organisationFailed}`]);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await visible(page.getByRole('heading', { name: 'Queenstown Adventures', level: 1 }));
    await new ChatPage(page).waitForView('start');
  });

  it('shows the demo page of another organisation with its own suggestions', { timeout: 60_000 }, async () => {
    const { page } = suite;
    const chat = new ChatPage(page, 'Harbourside Dental');
    await page.goto(suite.url('/harbourside-dental'));
    await visible(page.getByRole('heading', { name: 'Harbourside Dental', level: 1 }));
    await visible(page.getByRole('heading', { name: 'Demo' }));
    await chat.waitForView('start');
    await visible(chat.suggestion('Are you taking new patients?'));
    expect(await chat.input.getAttribute('placeholder')).toBe('Write a message to Harbourside Dental');
  });
});

describe('the source content page', () => {
  it('opens with the dialog, has the prices and the disclaimer, and both buttons go back', { timeout: 60_000 }, async () => {
    const { page } = suite;
    await page.goto(suite.url('/queenstownadventures'));
    const dialog = page.getByRole('dialog');
    await visible(dialog);
    expect(await dialog.innerText()).toContain('You were probably sent here by the demo chatbot');
    await dialog.getByRole('button', { name: 'Read the page' }).click();
    await absent(page.getByRole('dialog'));

    const pricing = page.getByRole('table').filter({ hasText: 'Tandem' });
    await visible(pricing);
    const rows = await pricing.getByRole('row').allInnerTexts();
    for (const [item, price] of [
      ['Single jump', '199.99'],
      ['Tandem jump (for two)', '349.99'],
      ['Jump with video and photos', '239.99'],
      ['Jump with T-shirt', '229.99'],
    ]) {
      expect(rows.some((row) => row.includes(item) && row.includes(price)), `${item} ${price}`).toBe(true);
    }
    for (const section of ['Overview', 'Pricing', 'Rules and Requirements', 'Safety Information', 'Testimonials', 'FAQ', 'Transport', 'Merchandise']) {
      await visible(page.getByRole('heading', { name: section, exact: true }));
    }
    await shows(page, 'everything on this page is fictional');

    const back = page.getByRole('button', { name: 'Go back to the demo' });
    await expect.poll(() => back.count()).toBe(2);
    await back.last().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await new ChatPage(page).waitForView('start');

    await page.goto(suite.url('/queenstownadventures'));
    await page.getByRole('dialog').getByRole('button', { name: 'Read the page' }).click();
    await page.getByRole('button', { name: 'Go back to the demo' }).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  });
});
