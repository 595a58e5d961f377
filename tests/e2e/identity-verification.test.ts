// Identity verification (issue 14) through the real embed on another origin: a site's signed-in
// user (data-user-id and data-user-hash on the tag) is the same person on two devices (two browser
// profiles, each with its own storage); what they asked anonymously before signing in becomes theirs,
// and signing out on the site leaves the widget anonymous again; a wrong hash leaves the widget
// working anonymously and merges nothing. Needs `npm run build`.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationSummary, IdentifiedContact } from '../../src/contract/contract.ts';
import { newIdentitySecret, userHash } from '../../server/identity/user-hash.ts';
import { openStore } from '../../server/store/db.ts';
import { updateOrganisation } from '../../server/store/organisations-repository.ts';
import { launchProfile, startHostSite, startKorero, type HostSite, type Korero } from './embed-harness.ts';
import { ChatPage, visible, widgetFrame } from './support/chat-page.ts';
import { diagnosingFrame } from './support/frame-diagnosis.ts';
import { seededDataDir } from './support/suite.ts';

const ORGANISATION = 'queenstown-adventures';
const SECRET = newIdentitySecret();
const USER = 'customer-1042';
const TANDEM = 'How much does a tandem jump cost?';

let template: string;
let korero: Korero;
let site: HostSite;
const profiles: Array<Awaited<ReturnType<typeof launchProfile>>> = [];

beforeAll(async () => {
  // The seeded demo data with an identity secret for the organisation, as `korero org identity-secret` leaves it.
  template = mkdtempSync(join(tmpdir(), 'korero-identity-'));
  const dataDir = join(template, 'data');
  cpSync(seededDataDir()!, dataDir, { recursive: true });
  const store = await openStore({ kind: 'pglite', dataDir });
  await updateOrganisation(store.db, ORGANISATION, { identitySecret: SECRET });
  await store.close();
  korero = await startKorero({}, { dataTemplate: dataDir });
  site = await startHostSite(korero.origin);
});

afterAll(async () => {
  await site?.stop();
  await korero?.stop();
  if (template) rmSync(template, { recursive: true, force: true });
});

afterEach(async () => {
  for (const profile of profiles.splice(0)) await profile.close();
});

/** A new device: a browser profile of its own (third-party storage allowed, as most browsers still do). */
async function device(): Promise<Page> {
  const profile = await launchProfile();
  profiles.push(profile);
  return profile.context.pages()[0] ?? profile.context.newPage();
}

/** The site's page for a signed-in user, with the widget opened. */
async function openWidgetAs(page: Page, userHashValue: string, user = USER): Promise<ChatPage> {
  return openWidget(page, { 'data-user-id': user, 'data-user-hash': userHashValue });
}

/** The site's page (for a signed-in user when the tag says so), with the widget opened. */
async function openWidget(page: Page, attributes: Record<string, string>): Promise<ChatPage> {
  await page.goto(site.pageUrl(site.allowed, { attributes }));
  await page.locator('korero-widget').getByRole('button').click();
  await expect.poll(() => page.locator('korero-widget').getAttribute('data-state'), { timeout: 15_000 }).toBe('open');
  return new ChatPage(page, 'Queenstown Adventures', widgetFrame(page));
}

/** The same tab on another page of the site: the widget was left open, so it opens again by itself. */
async function nextPage(page: Page, attributes: Record<string, string>): Promise<ChatPage> {
  await page.goto(site.pageUrl(site.allowed, { attributes }));
  await expect.poll(() => page.locator('korero-widget').getAttribute('data-state'), { timeout: 15_000 }).toBe('open');
  return new ChatPage(page, 'Queenstown Adventures', widgetFrame(page));
}

/** The widget frame's own storage. */
const frameStorage = (page: Page, key: string) => page.frames().find((frame) => frame.url().includes('/frame'))!.evaluate((name) => localStorage.getItem(name), key);

/** What the server says is the user's (the site's own server could ask the same). */
async function usersConversations(user = USER): Promise<ConversationSummary[]> {
  const identified = await fetch(`${korero.origin}/api/contacts/identify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ organisation_id: ORGANISATION, user_id: user, user_hash: userHash(SECRET, user) }),
  });
  expect(identified.status).toBe(200);
  const { contact } = (await identified.json()) as IdentifiedContact;
  const listed = await fetch(`${korero.origin}/api/contacts/${contact.id}/conversations?organisation_id=${ORGANISATION}`);
  return (await listed.json()) as ConversationSummary[];
}

describe('a signed-in user of a site that embeds Korero', () => {
  it('sees the conversation from their laptop on their phone, and in the fullscreen window', { timeout: 120_000 }, async () => {
    const laptop = await device();
    const onLaptop = await openWidgetAs(laptop, userHash(SECRET, USER));
    await onLaptop.waitForView('start');
    await onLaptop.send(TANDEM);
    await diagnosingFrame(laptop, async () => {
      await onLaptop.waitForView('conversation', 30_000);
      await expect.poll(() => onLaptop.messages.last().innerText(), { timeout: 30_000 }).toContain('349.99');
    });

    // Another device, nothing stored: the widget opens on the same conversation.
    const phone = await device();
    const onPhone = await openWidgetAs(phone, userHash(SECRET, USER));
    await onPhone.waitForView('conversation', 30_000);
    await onPhone.waitForMessageCount(2);
    expect(await onPhone.messages.first().innerText()).toContain(TANDEM);
    expect(await onPhone.messages.last().innerText()).toContain('349.99');

    // The fullscreen window (what "open in new window" opens, identity included) lists it with the past conversations.
    const query = new URLSearchParams({ userId: USER, userHash: userHash(SECRET, USER) });
    await phone.goto(`${korero.origin}/${ORGANISATION}/fullscreen?${query}`);
    const sidebar = phone.getByRole('navigation', { name: 'Past Conversations' });
    await expect.poll(() => sidebar.getByRole('button').filter({ hasText: 'Last message' }).count(), { timeout: 20_000 }).toBe(1);
    const fullscreen = new ChatPage(phone);
    await fullscreen.waitForView('conversation', 30_000);
    expect(await fullscreen.messages.first().innerText()).toContain(TANDEM);
  });

  it('with a wrong hash chats anonymously, is warned about in the console, and merges nothing', { timeout: 120_000 }, async () => {
    const before = await usersConversations();
    const stranger = await device();
    const warnings: string[] = [];
    stranger.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const chat = await openWidgetAs(stranger, userHash('a guessed secret', USER));
    await chat.waitForView('start', 30_000);
    await expect.poll(() => warnings.some((warning) => warning.includes(`"${USER}" was not verified`)), { timeout: 20_000 }).toBe(true);
    await chat.send('Is transport included?');
    await diagnosingFrame(stranger, () => chat.waitForView('conversation', 30_000));
    await chat.waitForMessageCount(2);
    await visible(chat.messages.first());
    // The user's conversations are what they were: the stranger's is not among them.
    expect(await usersConversations()).toEqual(before);
  });

  it('keeps what they asked before signing in, and forgets them on this browser once they sign out', { timeout: 150_000 }, async () => {
    const user = 'customer-2077';
    const browser = await device();
    const anonymous = await openWidget(browser, {});
    await anonymous.waitForView('start', 30_000);
    await anonymous.send(TANDEM);
    await anonymous.waitForView('conversation', 30_000);
    await expect.poll(() => anonymous.messages.last().innerText(), { timeout: 30_000 }).toContain('349.99');
    const asked = await frameStorage(browser, 'conversation_id');
    expect(asked).toMatch(/^[0-9a-f-]{36}$/);

    // Signed in on the site: the same conversation, now the user's (on any device).
    const signedIn = await nextPage(browser, { 'data-user-id': user, 'data-user-hash': userHash(SECRET, user) });
    await signedIn.waitForView('conversation', 30_000);
    expect(await signedIn.messages.first().innerText()).toContain(TANDEM);
    expect((await usersConversations(user)).map((conversation) => conversation.id)).toEqual([asked]);

    // Signed out on the site (the tag names nobody): the widget starts anonymously, without the user's conversation.
    const signedOut = await nextPage(browser, {});
    await signedOut.waitForView('start', 30_000);
    expect(await frameStorage(browser, 'conversation_id')).toBeNull();
    expect(await frameStorage(browser, 'korero_verified_contact_ids')).toBe('{}');
    // Asking again starts a new anonymous conversation; the user's stays theirs alone.
    await signedOut.send('Is transport included?');
    await signedOut.waitForView('conversation', 30_000);
    await signedOut.waitForMessageCount(2);
    expect(await signedOut.messages.first().innerText()).toContain('Is transport included?');
    expect((await usersConversations(user)).map((conversation) => conversation.id)).toEqual([asked]);
  });
});
