// Identity verification (issue 14) through the real embed on another origin: a site's signed-in
// user (data-user-id and data-user-hash on the tag) is the same person on two devices (two browser
// profiles, each with its own storage); a wrong hash leaves the widget working anonymously and
// merges nothing. Needs `npm run build`.
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
async function openWidgetAs(page: Page, userHashValue: string): Promise<ChatPage> {
  await page.goto(site.pageUrl(site.allowed, { attributes: { 'data-user-id': USER, 'data-user-hash': userHashValue } }));
  await page.locator('korero-widget').getByRole('button').click();
  await expect.poll(() => page.locator('korero-widget').getAttribute('data-state'), { timeout: 15_000 }).toBe('open');
  return new ChatPage(page, 'Queenstown Adventures', widgetFrame(page));
}

/** What the server says is the user's (the site's own server could ask the same). */
async function usersConversations(): Promise<ConversationSummary[]> {
  const identified = await fetch(`${korero.origin}/api/contacts/identify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ organisation_id: ORGANISATION, user_id: USER, user_hash: userHash(SECRET, USER) }),
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
    await onLaptop.waitForView('conversation', 30_000);
    await expect.poll(() => onLaptop.messages.last().innerText(), { timeout: 30_000 }).toContain('349.99');

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
    await chat.waitForView('conversation', 30_000);
    await chat.waitForMessageCount(2);
    await visible(chat.messages.first());
    // The user's conversations are what they were: the stranger's is not among them.
    expect(await usersConversations()).toEqual(before);
  });
});
