// The console's live inbox in Chromium against the real server (issue 13): a visitor's message in
// another browser context appears in the signed-in member's console without a reload (the
// console's clock is paused but for the live stream's gathering window, so no poll can have brought
// it: only the event stream),
// with its unread and wants-a-person badges and the tab's count; search and filters narrow the
// list; opening a conversation puts focus in the reply box and clears its unread marker; take over
// and hand back; a skip link to the reply box; and at 360 px the list and the conversation are
// separate views; the visitor's local time from the time zone their browser sent. Needs `npm run build`.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { POLL_INTERVAL_MS } from '../../src/contract/contract.ts';
import { BATCH_WINDOW_MS } from '../../src/machines/inbox-live-machine.ts';
import { NOTIFICATION_SOUND_PATH } from '../../src/services/sound.ts';
import { ChatPage, absent, visible } from './support/chat-page.ts';
import { OWNER_EMAIL, OWNER_PASSWORD, useBrowserSuite } from './support/suite.ts';
import { newMemberPage, signInMember, visitorAsks } from './support/team-console.ts';

const suite = useBrowserSuite();

const REPLY_BOX = 'Interrupt AI agent and respond to contact';

const newPage = (width?: number) => newMemberPage(suite.browser, width);

async function signIn(page: Page, path = '/operator'): Promise<void> {
  await page.goto(suite.url(path));
  await signInMember(page, OWNER_EMAIL, OWNER_PASSWORD);
}

/**
 * Reads `read` while the console's paused clock runs only the live stream's gathering window at a
 * time, and never as long as a 10 s poll: what shows came by the event stream.
 */
function liveRead<T>(page: Page, read: () => Promise<T>): () => Promise<T> {
  let ran = 0;
  return async () => {
    if (ran + BATCH_WINDOW_MS < POLL_INTERVAL_MS) {
      await page.clock.runFor(BATCH_WINDOW_MS);
      ran += BATCH_WINDOW_MS;
    }
    return read();
  };
}

/** Searches for `words`, which find one conversation, and opens it. */
async function openTheOneFound(page: Page, words: string): Promise<ChatPage> {
  const search = page.getByRole('searchbox', { name: 'Search by name, email, phone or message' });
  await search.fill(words);
  await search.press('Enter');
  await expect.poll(() => cards(page).allInnerTexts()).toHaveLength(1);
  await cards(page).first().click();
  const chat = new ChatPage(page);
  await chat.waitForView('conversation');
  return chat;
}

const cards = (page: Page) => page.getByRole('navigation', { name: 'Conversations' }).getByRole('button').filter({ hasText: 'Last message' });
const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? null);

/** A visitor's conversation started over the API (no browser needed): its id. */
async function visitorAsksOverApi(message: string): Promise<string> {
  const response = await fetch(suite.url('/api/chat'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message, conversation_id: '', organisation_id: 'queenstown-adventures', creator: 'CONTACT', referrer: 'https://queenstown.example/tours', contact_id: '' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as Array<{ conversation_id: string }>)[0].conversation_id;
}

describe('the live inbox', () => {
  it('shows a visitor in another browser live, searches, filters, marks read, takes over and counts who waits', { timeout: 180_000 }, async () => {
    const member = await newPage();
    try {
      const { page } = member;
      const sounds: string[] = [];
      page.on('request', (request) => new URL(request.url()).pathname === NOTIFICATION_SOUND_PATH && sounds.push(request.url()));
      await signIn(page);
      await visible(page.getByRole('navigation', { name: 'Conversations' }));
      // From here the console's page runs no timer but the live stream's gathering window
      // (liveRead): whatever arrives came by the event stream.
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 1000);
      const before = await cards(page).count();

      // The visitor, in a browser context of their own, asks for a person.
      const visitor = await visitorAsks(suite.page, suite.url('/'), { message: 'Can I talk to a real person please? My booking ref is pukeko-42' });
      await expect.poll(() => visitor.messageCount(), { timeout: 30_000 }).toBe(2);

      // It appears in the console without a reload, unread and wanting a person; the tab counts it.
      await expect.poll(liveRead(page, () => cards(page).count()), { timeout: 20_000 }).toBe(before + 1);
      const card = cards(page).first();
      await expect.poll(() => card.innerText()).toMatch(/Anonymous visitor[\s\S]*Unread[\s\S]*Last message[\s\S]*Wants a person/);
      await expect.poll(() => page.title()).toMatch(/^\(\d+\) Operator console for Queenstown Adventures/);
      // A new conversation wanting a person is worth a sound (no conversation is open to have played it).
      await expect.poll(() => sounds.length).toBeGreaterThan(0);

      // Search: by message text, and nothing for words nobody wrote.
      const search = page.getByRole('searchbox', { name: 'Search by name, email, phone or message' });
      await search.fill('pukeko-42');
      await search.press('Enter');
      await expect.poll(() => cards(page).count()).toBe(1);
      await search.fill('no such words anywhere');
      await search.press('Enter');
      await visible(page.getByText('No conversations yet.'));
      await search.fill('pukeko-42');
      await search.press('Enter');
      await expect.poll(() => cards(page).count()).toBe(1);

      // Filters: it wants a person, the AI answered it, and nobody has it yet.
      const filter = (name: string) => page.getByRole('group', { name: 'Show conversations' }).getByRole('button', { name, exact: true });
      await filter('Wants a person').click();
      await expect.poll(() => filter('Wants a person').getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => cards(page).count()).toBe(1);
      await filter('Unanswered').click();
      await visible(page.getByText('No conversations yet.'));
      await filter('Mine').click();
      await visible(page.getByText('No conversations yet.'));
      await filter('All').click();
      await expect.poll(() => cards(page).count()).toBe(1);

      // Opening it: focus lands in the reply box, the unread marker goes, the contact's page is shown.
      await cards(page).first().click();
      const chat = new ChatPage(page);
      await chat.waitForView('conversation');
      await expect.poll(() => focusedLabel(page)).toBe(REPLY_BOX);
      await expect.poll(() => cards(page).first().innerText()).not.toContain('Unread');
      // The AI's answer says it is the AI's; the visitor's question is the visitor's.
      expect(await chat.messages.nth(0).getAttribute('data-creator')).toBe('CONTACT');
      expect(await chat.messages.nth(1).getAttribute('data-creator')).toBe('AGENT');
      await visible(chat.messages.nth(1).getByTestId('author-name'));

      // Take over: the AI is paused, it is mine, and nobody waits for a person any more.
      await page.getByRole('button', { name: 'Take over' }).click();
      await visible(page.getByRole('button', { name: 'Hand back to AI' }));
      await expect.poll(() => page.title()).not.toMatch(/^\(/);
      await filter('Mine').click();
      await expect.poll(() => cards(page).count()).toBe(1);
      await filter('All').click();

      // The visitor writes again: the open conversation shows it live (no poll's timer ran).
      await visitor.send('Are you there? pukeko-42 again');
      await expect.poll(liveRead(page, () => chat.messageCount()), { timeout: 20_000 }).toBe(3);
      await expect.poll(() => chat.messages.last().innerText()).toContain('Are you there?');
      // Open in front of the member, it stays read.
      expect(await cards(page).first().innerText()).not.toContain('Unread');

      // The skip link is the stop before the list's first control (the page's first) and goes to the reply box.
      await page.getByRole('button', { name: 'Sign out' }).focus();
      await page.keyboard.press('Shift+Tab');
      await expect.poll(() => focusedLabel(page)).toBe('Skip to the reply box');
      await page.keyboard.press('Shift+Tab');
      expect(await focusedLabel(page)).not.toBe(REPLY_BOX);
      await page.keyboard.press('Tab');
      await expect.poll(() => focusedLabel(page)).toBe('Skip to the reply box');
      await page.keyboard.press('Enter');
      await expect.poll(() => focusedLabel(page)).toBe(REPLY_BOX);

      // Hand back.
      await page.getByRole('button', { name: 'Hand back to AI' }).click();
      await visible(page.getByRole('button', { name: 'Take over' }));
    } finally {
      await member.context.close();
    }
  });

  it("shows the visitor's local time from the time zone their browser sent, and keeps it to the minute", { timeout: 120_000 }, async () => {
    // The visitor's browser is in Berlin; the console's in whatever zone this machine has.
    const { context: visitorContext, page: visitorPage } = await newMemberPage(suite.browser, 1280, { timezoneId: 'Europe/Berlin' });
    const member = await newPage();
    try {
      const visitor = await visitorAsks(visitorPage, suite.url('/'), { message: 'What should I wear for the jump? kea-zone' });
      await expect.poll(() => visitor.messageCount(), { timeout: 30_000 }).toBe(2);

      const { page } = member;
      // 13:00 UTC in January is 14:00 in Berlin.
      await page.clock.install({ time: new Date('2026-01-15T13:00:00Z') });
      await signIn(page);
      await openTheOneFound(page, 'kea-zone');
      await page.clock.pauseAt(new Date('2026-01-15T13:05:00Z'));
      const details = page.getByRole('definition').filter({ hasText: 'Europe/Berlin' });
      await expect.poll(() => details.innerText()).toBe('14:05 (Europe/Berlin)');
      await expect.poll(() => page.getByLabel('Contact details').innerText()).toMatch(/Local time\s+14:05 \(Europe\/Berlin\)/);
      // The next minute shows without any new data.
      await page.clock.runFor(60_000);
      await expect.poll(() => details.innerText()).toBe('14:06 (Europe/Berlin)');
    } finally {
      await member.context.close();
      await visitorContext.close();
    }
  });

  it("labels the console in the page's language: ?locale=, else the browser's", { timeout: 120_000 }, async () => {
    // A word of this attempt's own: a retried test finds only its own conversation.
    const word = `weka${Date.now().toString(36)}`;
    await visitorAsksOverApi(`Can I bring my dog? ${word}`);
    // The browser says French; the address says German: the address wins.
    const { context: german, page } = await newMemberPage(suite.browser, 1280, { locale: 'fr-FR' });
    const { context: french, page: frenchPage } = await newMemberPage(suite.browser, 1280, { locale: 'fr-FR' });
    try {
      // The sign-in form is German too.
      await page.goto(suite.url('/operator?locale=de'));
      await visible(page.getByLabel('Operator-Schlüssel'));
      await signInMember(page, OWNER_EMAIL, OWNER_PASSWORD, { email: 'E-Mail', password: 'Passwort', signIn: 'Anmelden', team: 'Team' });
      await visible(page.getByRole('heading', { name: 'Unterhaltungen' }));
      // The team panel and the export too.
      await visible(page.getByText('Angemeldet als Demo Owner (Inhaber)').or(page.getByText(/^Angemeldet als .+ \(Inhaber\)$/)));
      await visible(page.getByRole('form', { name: 'Ein Teammitglied einladen' }));
      await visible(page.getByRole('button', { name: 'Kontakte exportieren (CSV)' }));
      const filters = page.getByRole('group', { name: 'Unterhaltungen anzeigen' });
      await visible(filters.getByRole('button', { name: 'Möchte eine Person', exact: true }));
      const search = page.getByRole('searchbox', { name: 'Nach Name, E-Mail, Telefon oder Nachricht suchen' });
      await search.fill(word);
      await search.press('Enter');
      await expect.poll(() => page.locator('[data-conversation-id]').count()).toBe(1);
      await page.locator('[data-conversation-id]').first().click();
      await new ChatPage(page).waitForView('conversation');
      await visible(page.getByRole('button', { name: 'Übernehmen' }));
      await visible(page.getByLabel('Kontaktdaten').getByText('Seite'));
      expect(await page.title()).toMatch(/^Operator-Konsole für Queenstown Adventures/);
      // The knowledge panel too: its headings, form, lists and the errors it shows.
      const knowledge = page.getByTestId('knowledge-panel');
      await knowledge.getByText('Wissen', { exact: true }).click();
      await visible(knowledge.getByRole('heading', { name: /^Quellen \(\d+\)$/ }));
      await visible(knowledge.getByTestId('knowledge-source').filter({ hasText: /\d+ Abschnitte · aktualisiert/ }).first());
      for (const heading of [/^Unbeantwortete Fragen \(\d+\)$/, /^Bewertungen der Besucher \(\d+\)$/, /^Synonyme \(\d+\)$/, /^Inhalt hinzufügen$/]) {
        await visible(knowledge.getByRole('heading', { name: heading }));
      }
      await visible(knowledge.getByRole('button', { name: 'Aktualisieren', exact: true }));
      await knowledge.getByLabel('Art des Inhalts').selectOption('questions');
      await knowledge.getByLabel('Name, in Quellenangaben angezeigt').fill('Ohne Antwort');
      await knowledge.getByLabel('Frage-Antwort-Paare').fill('Eine Frage ohne Antwort?');
      await knowledge.getByRole('button', { name: 'Hinzufügen', exact: true }).click();
      await visible(knowledge.getByRole('alert').filter({ hasText: 'Schreiben Sie mindestens eine Frage mit ihrer Antwort darunter.' }));
      // The server's refusal (a private address is never fetched) in German as well.
      await knowledge.getByLabel('Art des Inhalts').selectOption('url');
      await knowledge.getByLabel('Seitenadresse').fill('http://127.0.0.1:9/preise');
      await knowledge.getByRole('button', { name: 'Hinzufügen', exact: true }).click();
      await visible(knowledge.getByRole('alert').filter({ hasText: /^Das wurde nicht gespeichert/ }));

      await frenchPage.goto(suite.url('/operator'));
      await signInMember(frenchPage, OWNER_EMAIL, OWNER_PASSWORD, { email: 'E-mail', password: 'Mot de passe', signIn: 'Se connecter', team: 'Équipe' });
      await visible(frenchPage.getByRole('button', { name: 'Se déconnecter' }));
      await visible(frenchPage.getByRole('group', { name: 'Afficher les conversations' }).getByRole('button', { name: 'Sans réponse' }));
      const frenchKnowledge = frenchPage.getByTestId('knowledge-panel');
      await frenchKnowledge.getByText('Connaissances', { exact: true }).click();
      await visible(frenchKnowledge.getByRole('heading', { name: 'Ajouter du contenu' }));
      await visible(frenchKnowledge.getByRole('heading', { name: /^Questions sans réponse \(\d+\)$/ }));
    } finally {
      await german.close();
      await french.close();
    }
  });

  it('lays the knowledge panel out right to left in Arabic, labelled in Arabic', { timeout: 120_000 }, async () => {
    const member = await newMemberPage(suite.browser, 360);
    try {
      const { page } = member;
      await page.goto(suite.url('/operator?locale=ar'));
      await signInMember(page, OWNER_EMAIL, OWNER_PASSWORD, { email: 'البريد الإلكتروني', password: 'كلمة المرور', signIn: 'تسجيل الدخول', team: 'الفريق' });
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      const knowledge = page.getByTestId('knowledge-panel');
      await knowledge.getByText('المعرفة', { exact: true }).click();
      const heading = knowledge.getByRole('heading', { name: /^المصادر \(\d+\)$/ });
      await visible(heading);
      await visible(knowledge.getByRole('heading', { name: 'إضافة محتوى' }));
      expect(await knowledge.evaluate((panel) => getComputedStyle(panel).direction)).toBe('rtl');
      // Right to left: each heading's text starts at the panel's right edge, and nothing scrolls sideways.
      const [panelBox, headingText] = await Promise.all([knowledge.boundingBox(), heading.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const box = range.getBoundingClientRect();
        return { left: box.left, right: box.right };
      })]);
      expect(panelBox).not.toBeNull();
      expect(panelBox!.x + panelBox!.width - headingText.right).toBeLessThan(headingText.left - panelBox!.x);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    } finally {
      await member.context.close();
    }
  });

  it('signing out in another tab signs this tab out too: its live stream ends and the console asks to sign in', { timeout: 120_000 }, async () => {
    const member = await newPage();
    try {
      const { context, page } = member;
      await signIn(page);
      await expect.poll(() => page.locator('[data-live]').getAttribute('data-live')).toBe('live');
      // The other tab shares the session cookie, and signs out.
      const other = await context.newPage();
      await other.goto(suite.url('/operator'));
      await other.getByRole('button', { name: 'Sign out' }).click();
      await visible(other.getByLabel('Email', { exact: true }));
      // This tab did nothing: the ended stream's refused reconnection brings the sign-in back.
      await visible(page.getByLabel('Email', { exact: true }));
      await absent(page.getByRole('navigation', { name: 'Conversations' }));
    } finally {
      await member.context.close();
    }
  });

  it('at 360 px shows the list, then the conversation with a way back, one at a time', { timeout: 120_000 }, async () => {
    await visitorAsksOverApi('Do you have lockers for bags? tui-360');
    const phone = await newPage(360);
    try {
      const { page } = phone;
      await signIn(page);
      await openTheOneFound(page, 'tui-360');
      // The list is gone; the contact's page and the way back are there.
      await absent(page.getByRole('navigation', { name: 'Conversations' }));
      await visible(page.getByRole('link', { name: 'https://queenstown.example/tours' }));
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.getByRole('button', { name: 'Back to conversations' }).click();
      await visible(page.getByRole('navigation', { name: 'Conversations' }));
      await absent(page.locator('section[data-chat-view]'));
    } finally {
      await phone.context.close();
    }
  });
});
