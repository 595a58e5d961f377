// Team members in Chromium against the real server (issue 13): the demo owner signs in with email
// and password and invites an agent; the agent opens the one-time link, sets name and password and
// is signed in; a visitor asks for a person, which e-mails the team through a real SMTP server on
// loopback and posts a signed webhook to a real HTTP receiver, and appears live in the agent's
// console; the agent replies to the visitor, who sees "{name} from {organisation} joined the
// conversation", the reply signed with the agent's name and "{name} is answering"; the agent hands
// back (the record names them, the visitor's header promises the AI again); the owner removes the
// agent, whose next request is refused and whose console asks to sign in again. axe finds no
// violation of any impact on the new pages at 1280 and 360 px. Needs `npm run build`.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXTS } from '../../src/contract/texts.ts';
import { verifySignature } from '../../server/notify/webhook-signature.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../server/helpers/smtp-receiver.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../server/helpers/webhook-receiver.ts';
import { axeViolations } from './support/axe.ts';
import { ChatPage, visible } from './support/chat-page.ts';
import { OPERATOR_KEY, OWNER_EMAIL, OWNER_PASSWORD, useBrowserSuite } from './support/suite.ts';
import { newMemberPage, signInMember, visitorAsks } from './support/team-console.ts';

// The team's mail server and webhook receiver, started before the server that is told of them.
const env: Record<string, string> = { NOTIFY_POLL_MS: '200', KORERO_ALLOW_PRIVATE_FETCH: 'true' };
let smtp: SmtpReceiver;
let hooks: WebhookReceiver;
beforeAll(async () => {
  [smtp, hooks] = await Promise.all([startSmtpReceiver(), startWebhookReceiver()]);
  env.SMTP_URL = smtp.url;
});
afterAll(async () => {
  await Promise.all([smtp?.close(), hooks?.close()]);
});
const suite = useBrowserSuite({ env });

const ASK_FOR_PERSON = 'Can I talk to a real person please? kakapo-team';
const REPLY = 'Kia ora, Sam here. I can book that for you.';
const AGENT_NAME = 'Sam Carter';
const AGENT_PASSWORD = 'sam-password-0123';

const newPage = (width?: number) => newMemberPage(suite.browser, width);
const signIn = signInMember;

const conversationsOf = (page: Page) =>
  page.getByRole('navigation', { name: 'Conversations' }).getByRole('button').filter({ hasText: 'Last message' });

describe('team members in the console', () => {
  it('an owner invites an agent, who joins, is told by e-mail and webhook of a visitor asking for a person, answers them by name, hands back, and is refused once removed', { timeout: 240_000 }, async () => {
    // Automation registers a webhook with an API key; its secret signs every delivery.
    const registered = await fetch(suite.url('/api/organisations/queenstown-adventures/webhooks'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${OPERATOR_KEY}` },
      body: JSON.stringify({ url: hooks.url, events: ['conversation.created', 'handoff.requested'] }),
    });
    expect(registered.status).toBe(201);
    const { secret } = (await registered.json()) as { secret: string };

    const owner = await newPage();
    const agent = await newPage();
    try {
      // The owner signs in; a wrong password is refused first.
      await owner.page.goto(suite.url('/operator'));
      await owner.page.getByLabel('Email', { exact: true }).fill(OWNER_EMAIL);
      await owner.page.getByLabel('Password', { exact: true }).fill('not-the-password');
      await owner.page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await visible(owner.page.getByRole('alert').filter({ hasText: TEXTS.signInRefused }));
      expect(await axeViolations(owner.page)).toEqual([]);
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
      expect(await axeViolations(owner.page)).toEqual([]);

      // The agent opens the link, chooses name and password, and is signed in.
      await agent.page.goto(invitationUrl);
      await visible(agent.page.getByRole('heading', { name: 'Join Queenstown Adventures' }));
      expect(new URL(agent.page.url()).hash).toBe('');
      expect(await axeViolations(agent.page)).toEqual([]);
      await agent.page.getByLabel('Your name').fill(AGENT_NAME);
      await agent.page.getByLabel('Choose a password').fill(AGENT_PASSWORD);
      await agent.page.getByRole('button', { name: 'Join the team' }).click();
      await visible(agent.page.getByText(`Signed in as ${AGENT_NAME} (agent)`));
      const before = await conversationsOf(agent.page).count();

      // A visitor asks for a person.
      const visitorPage = suite.page;
      const visitor = await visitorAsks(visitorPage, suite.url('/'), { message: ASK_FOR_PERSON });
      await visitor.waitForMessageCount(2);

      // The team is told: an e-mail to each member (the agent included) at the SMTP server…
      await expect.poll(() => smtp.mails.find((mail) => mail.subject.startsWith('A visitor asked for a person')), { timeout: 30_000 }).toBeTruthy();
      const mail = smtp.mails.find((each) => each.subject.startsWith('A visitor asked for a person'))!;
      expect(mail.subject).toBe('A visitor asked for a person — Queenstown Adventures');
      expect(mail.to.sort()).toEqual([OWNER_EMAIL, 'sam@example.com'].sort());
      expect(mail.text).toContain(ASK_FOR_PERSON);
      // … and a webhook for the new conversation and one for the request, each signed with the secret.
      await expect.poll(() => hooks.received.map((request) => (JSON.parse(request.body) as { type: string }).type), { timeout: 30_000 }).toEqual(
        expect.arrayContaining(['conversation.created', 'handoff.requested']),
      );
      const handoff = hooks.received.find((request) => (JSON.parse(request.body) as { type: string }).type === 'handoff.requested')!;
      expect(verifySignature(secret, String(handoff.headers['korero-signature']), handoff.body, Math.floor(Date.now() / 1000))).toBe(true);
      const created = hooks.received.find((request) => (JSON.parse(request.body) as { type: string }).type === 'conversation.created')!;
      const conversationOf = (body: string) => (JSON.parse(body) as { data: { conversation: { id: string } } }).data.conversation.id;
      expect(JSON.parse(handoff.body)).toMatchObject({ organisation_id: 'queenstown-adventures', data: { reason: 'asked_for_person', conversation: { wants_human: true } } });
      expect(conversationOf(handoff.body)).toBe(conversationOf(created.body));

      // The agent's console shows it without a reload, wanting a person; the agent answers.
      await expect.poll(() => conversationsOf(agent.page).count(), { timeout: 20_000 }).toBe(before + 1);
      await expect.poll(() => conversationsOf(agent.page).first().innerText()).toContain('Wants a person');
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
      expect(await axeViolations(visitorPage)).toEqual([]);

      // The agent hands back: the record names them, and the visitor's header says the AI answers again.
      await agent.page.getByRole('button', { name: 'Hand back to AI', exact: true }).click();
      // The console's clock is paused: each look lets its timers (the list's refresh) run first.
      const handedBack = agent.page.getByRole('list', { name: 'Who did what' }).getByText(`${AGENT_NAME} handed back to the AI`);
      await expect.poll(async () => (await agent.page.clock.runFor(1000), handedBack.count()), { timeout: 20_000 }).toBe(1);
      await visitorPage.clock.fastForward(10_000);
      await expect.poll(() => visitor.panel.getByText(`${AGENT_NAME} is answering`).count(), { timeout: 20_000 }).toBe(0);
      await visible(visitor.panel.getByText(TEXTS.threadIntro, { exact: true }));
      // The console with the conversation open has no axe violation of any impact.
      expect(await axeViolations(agent.page)).toEqual([]);

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

  it('the sign-in, invitation and signed-in pages have no axe violation at 360 px, and no sideways scrolling', { timeout: 120_000 }, async () => {
    const phone = await newPage(360);
    try {
      await phone.page.goto(suite.url('/operator'));
      await visible(phone.page.getByLabel('Email', { exact: true }));
      expect(await axeViolations(phone.page)).toEqual([]);
      await phone.page.goto(suite.url('/queenstown-adventures/operator#invitation=not-a-real-token'));
      await visible(phone.page.getByRole('alert').filter({ hasText: TEXTS.invitationInvalid }));
      expect(await axeViolations(phone.page)).toEqual([]);
      await phone.page.getByRole('button', { name: 'Sign in instead' }).click();
      await signIn(phone.page, OWNER_EMAIL, OWNER_PASSWORD);
      expect(await axeViolations(phone.page)).toEqual([]);
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    } finally {
      await phone.context.close();
    }
  });
});
