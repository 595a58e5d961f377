// Team members in Chromium against the real server (issue 13): the demo owner signs in with email
// and password and invites an agent; the agent opens the one-time link, sets name and password and
// is signed in; the agent replies to a visitor, who sees "{name} from {organisation} joined the
// conversation", the reply signed with the agent's name and "{name} is answering"; the owner removes
// the agent, whose next request is refused and whose console asks to sign in again. axe finds no
// serious violation on the new pages at 1280 and 360 px. Needs `npm run build`.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TEXTS } from '../../src/contract/texts.ts';
import { seriousViolations } from './support/axe.ts';
import { ChatPage, visible } from './support/chat-page.ts';
import { OWNER_EMAIL, OWNER_PASSWORD, useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

const TANDEM = 'How much does a tandem jump cost?';
const REPLY = 'Kia ora, Sam here. I can book that for you.';
const AGENT_NAME = 'Sam Carter';
const AGENT_PASSWORD = 'sam-password-0123';

async function newPage(width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await suite.browser.newContext({ viewport: { width, height: 900 } });
  context.setDefaultTimeout(20_000);
  return { context, page: await context.newPage() };
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await visible(page.getByRole('heading', { name: 'Team' }));
}

const conversationsOf = (page: Page) =>
  page.getByRole('navigation', { name: 'Conversations' }).getByRole('button').filter({ hasText: 'Last message' });

describe('team members in the console', () => {
  it('an owner invites an agent, who joins, answers a visitor by name, and is refused once removed', { timeout: 240_000 }, async () => {
    // The visitor asks first; their page's clock lets the test skip the 10 s polls.
    const visitorPage = suite.page;
    const visitor = new ChatPage(visitorPage);
    await visitorPage.clock.install();
    await visitorPage.goto(suite.url('/'));
    await visitor.waitForView('start');
    await visitor.suggestion(TANDEM).click();
    await visitor.waitForView('conversation', 30_000);
    await visitor.waitForMessageCount(2);

    const owner = await newPage();
    const agent = await newPage();
    try {
      // The owner signs in; a wrong password is refused first.
      await owner.page.goto(suite.url('/operator'));
      await owner.page.getByLabel('Email', { exact: true }).fill(OWNER_EMAIL);
      await owner.page.getByLabel('Password', { exact: true }).fill('not-the-password');
      await owner.page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await visible(owner.page.getByRole('alert').filter({ hasText: TEXTS.signInRefused }));
      expect(await seriousViolations(owner.page)).toEqual([]);
      await signIn(owner.page, OWNER_EMAIL, OWNER_PASSWORD);
      const cookies = await owner.context.cookies();
      expect(cookies.find((cookie) => cookie.name === 'korero_session')).toMatchObject({ httpOnly: true, sameSite: 'Strict' });

      // … and invites an agent: the one-time link is shown to send.
      await owner.page.getByLabel('Email to invite').fill('sam@example.com');
      await owner.page.getByRole('button', { name: 'Invite' }).click();
      const link = owner.page.getByTestId('invitation-url');
      await visible(link);
      const invitationUrl = (await link.innerText()).trim();
      expect(invitationUrl).toMatch(/\/queenstown-adventures\/operator#invitation=/);
      expect(await seriousViolations(owner.page)).toEqual([]);

      // The agent opens the link, chooses name and password, and is signed in.
      await agent.page.goto(invitationUrl);
      await visible(agent.page.getByRole('heading', { name: 'Join Queenstown Adventures' }));
      expect(new URL(agent.page.url()).hash).toBe('');
      expect(await seriousViolations(agent.page)).toEqual([]);
      await agent.page.getByLabel('Your name').fill(AGENT_NAME);
      await agent.page.getByLabel('Choose a password').fill(AGENT_PASSWORD);
      await agent.page.getByRole('button', { name: 'Join the team' }).click();
      await visible(agent.page.getByText(`Signed in as ${AGENT_NAME} (agent)`));

      // The agent answers the visitor.
      await agent.page.clock.install();
      const card = conversationsOf(agent.page).first();
      await card.click();
      const agentChat = new ChatPage(agent.page);
      await agentChat.waitForView('conversation');
      await agentChat.waitForMessageCount(2);
      const input = agentChat.panel.getByRole('textbox', { name: 'Interrupt AI agent and respond to contact' });
      await input.fill(REPLY);
      await input.press('Enter');
      await agentChat.waitForMessageCount(3);
      await visible(agent.page.getByTestId('author-name').filter({ hasText: AGENT_NAME }));
      // The console's record of who did what names the agent.
      await agent.page.getByText('Who did what').click();
      await visible(agent.page.getByRole('list', { name: 'Who did what' }).getByText(`${AGENT_NAME} replied`));

      // The visitor sees who joined, the reply by name, and who is answering.
      await visitorPage.clock.fastForward(10_000);
      await visitor.waitForMessageCount(3);
      await visible(visitor.panel.getByTestId('member-joined').filter({ hasText: `${AGENT_NAME} from Queenstown Adventures joined the conversation` }));
      expect(await visitor.messages.last().innerText()).toContain(REPLY);
      expect(await visitor.messages.last().getByTestId('author-name').innerText()).toBe(AGENT_NAME);
      await visible(visitor.panel.getByText(`${AGENT_NAME} is answering`));
      expect(await seriousViolations(visitorPage)).toEqual([]);

      // The owner removes the agent (the list is read afresh on reload).
      await owner.page.reload();
      await visible(owner.page.getByRole('heading', { name: 'Team' }));
      await owner.page.getByRole('button', { name: `Remove ${AGENT_NAME}` }).click();
      await expect.poll(() => owner.page.getByRole('button', { name: `Remove ${AGENT_NAME}` }).count()).toBe(0);

      // The agent's next request is refused, and the console asks to sign in again: their live stream
      // ended with the removal, its reconnection is refused, and the console's next read with it.
      const status = await agent.page.evaluate(async () => (await fetch('/api/organisations/queenstown-adventures/conversations')).status);
      expect(status).toBe(401);
      await agent.page.clock.fastForward(10_000);
      await visible(agent.page.getByRole('alert').filter({ hasText: TEXTS.sessionExpired }));
    } finally {
      await owner.context.close();
      await agent.context.close();
    }
  });

  it('the sign-in, invitation and signed-in pages have no serious axe violation at 360 px, and no sideways scrolling', { timeout: 120_000 }, async () => {
    const phone = await newPage(360);
    try {
      await phone.page.goto(suite.url('/operator'));
      await visible(phone.page.getByLabel('Email', { exact: true }));
      expect(await seriousViolations(phone.page)).toEqual([]);
      await phone.page.goto(suite.url('/queenstown-adventures/operator#invitation=not-a-real-token'));
      await visible(phone.page.getByRole('alert').filter({ hasText: TEXTS.invitationInvalid }));
      expect(await seriousViolations(phone.page)).toEqual([]);
      await phone.page.getByRole('button', { name: 'Sign in instead' }).click();
      await signIn(phone.page, OWNER_EMAIL, OWNER_PASSWORD);
      expect(await seriousViolations(phone.page)).toEqual([]);
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    } finally {
      await phone.context.close();
    }
  });
});
