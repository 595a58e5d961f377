// A visitor's thumbs under an AI answer (issue 14), in Chromium against the real server: the
// verdict reaches the team's feedback list and, for a "down", the unanswered questions; it is
// kept after a reload (the conversation carries it), and the visitor may change their mind. The
// team reads the verdicts in the console: under each answer, and listed in the Knowledge panel.
// Needs `npm run build`.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { FeedbackList, UnansweredQuestionPage } from '../../src/contract/contract.ts';
import { axeViolations } from './support/axe.ts';
import { ChatPage, localItem, visible } from './support/chat-page.ts';
import { OPERATOR_KEY, OWNER_EMAIL, OWNER_PASSWORD, useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite({ reusePages: true });
const ORGANISATION = 'queenstown-adventures';
const TANDEM = 'How much does a tandem jump cost?';
const AGE = 'What is the minimum age for a bungy jump?';

/** The thumbs under the conversation's first AI answer. */
const thumbs = (chat: ChatPage) => chat.panel.locator('li[data-creator="AGENT"]').first().getByRole('group', { name: 'Was this answer helpful?' });
const thumb = (chat: ChatPage, name: 'Helpful' | 'Not helpful') => thumbs(chat).getByRole('button', { name, exact: true });
const pressed = async (chat: ChatPage) => ({
  up: await thumb(chat, 'Helpful').getAttribute('aria-pressed'),
  down: await thumb(chat, 'Not helpful').getAttribute('aria-pressed'),
});

/** What the team reads over the operator API. */
async function operatorGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(suite.url(`/api/organisations/${ORGANISATION}/${path}`), {
    headers: { authorization: `Bearer ${OPERATOR_KEY}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

async function verdictOf(page: Page, conversationId: string) {
  const { feedback } = await operatorGet<FeedbackList>(page, 'feedback');
  return feedback.find((entry) => entry.conversation_id === conversationId);
}

describe('thumbs under an AI answer', () => {
  it('in the widget: a thumbs down, and what was missing, reach the feedback list and the unanswered questions, and are kept after a reload', { timeout: 90_000 }, async () => {
    const { page } = suite;
    await page.goto(suite.url('/widget'));
    const chat = ChatPage.inWidget(page);
    await chat.waitForView('start');
    await chat.suggestion(TANDEM).click();
    await chat.waitForView('conversation', 30_000);
    await expect.poll(() => chat.messages.last().innerText(), { timeout: 30_000 }).toContain('349.99');
    // The visitor's own message has no thumbs; the answer has both, neither pressed.
    // (The thumbs' code loads with the first answer that shows them.)
    await expect.poll(() => chat.panel.getByRole('group', { name: 'Was this answer helpful?' }).count()).toBe(1);
    expect(await pressed(chat)).toEqual({ up: 'false', down: 'false' });

    await expect.poll(() => localItem(page, 'conversation_id')).toMatch(/^[0-9a-f-]{36}$/);
    const conversationId = (await localItem(page, 'conversation_id'))!;
    const sent = page.waitForResponse((response) => /\/api\/messages\/[^/]+\/feedback$/.test(new URL(response.url()).pathname));
    await thumb(chat, 'Not helpful').click();
    expect((await sent).status()).toBe(200);
    await expect.poll(() => pressed(chat)).toEqual({ up: 'false', down: 'true' });

    const verdict = await verdictOf(page, conversationId);
    expect(verdict).toMatchObject({ rating: 'down', question: TANDEM });
    expect(verdict?.answer).toContain('349.99');
    const { questions } = await operatorGet<UnansweredQuestionPage>(page, 'unanswered?limit=100');
    expect(questions.filter((entry) => entry.conversation_id === conversationId).map((entry) => entry.question)).toEqual([TANDEM]);

    // After a "down" the visitor may say what was missing: it reaches the team with the verdict.
    const box = thumbs(chat).getByRole('textbox', { name: 'What was missing? (optional)' });
    await box.fill('The price for two people');
    const commented = page.waitForResponse((response) => /\/api\/messages\/[^/]+\/feedback$/.test(new URL(response.url()).pathname));
    await box.press('Enter');
    expect((await commented).status()).toBe(200);
    await expect.poll(() => thumbs(chat).innerText()).toContain('Thank you for telling us.');
    await expect.poll(() => verdictOf(page, conversationId).then((entry) => entry?.comment)).toBe('The price for two people');
    expect(await pressed(chat)).toEqual({ up: 'false', down: 'true' });

    await page.reload();
    const again = ChatPage.inWidget(page);
    await again.waitForView('conversation', 30_000);
    await visible(thumbs(again));
    expect(await pressed(again)).toEqual({ up: 'false', down: 'true' });
    // The comment was kept: the visitor is thanked, not asked again.
    await expect.poll(() => thumbs(again).innerText()).toContain('Thank you for telling us.');
    expect(await thumbs(again).getByRole('textbox').count()).toBe(0);
  });

  it('in the fullscreen chat: the visitor changes their mind, and the change is what the team and a reload see', { timeout: 90_000 }, async () => {
    const { page } = suite;
    await page.goto(suite.url('/fullscreen'));
    const chat = new ChatPage(page);
    await chat.waitForView('start');
    await chat.send(AGE);
    await chat.waitForView('conversation', 30_000);
    await chat.waitForMessageCount(2);
    await expect.poll(() => localItem(page, 'conversation_id')).toMatch(/^[0-9a-f-]{36}$/);
    const conversationId = (await localItem(page, 'conversation_id'))!;

    await thumb(chat, 'Helpful').click();
    await expect.poll(() => verdictOf(page, conversationId).then((entry) => entry?.rating)).toBe('up');
    await expect.poll(() => pressed(chat)).toEqual({ up: 'true', down: 'false' });
    await thumb(chat, 'Not helpful').click();
    await expect.poll(() => verdictOf(page, conversationId).then((entry) => entry?.rating)).toBe('down');
    await expect.poll(() => pressed(chat)).toEqual({ up: 'false', down: 'true' });
    await thumb(chat, 'Helpful').click();
    await expect.poll(() => verdictOf(page, conversationId).then((entry) => entry?.rating)).toBe('up');

    await page.reload();
    await chat.waitForView('conversation', 30_000);
    await visible(thumbs(chat));
    expect(await pressed(chat)).toEqual({ up: 'true', down: 'false' });
  });

  it('a failed send is shown with a retry that sends it again', { timeout: 90_000 }, async () => {
    const { page } = suite;
    await page.goto(suite.url('/'));
    const chat = new ChatPage(page);
    await chat.waitForView('start');
    await chat.suggestion(TANDEM).click();
    await chat.waitForView('conversation', 30_000);
    await chat.waitForMessageCount(2);
    let failNext = true;
    await page.route('**/api/messages/*/feedback', async (route) => {
      if (!failNext) return route.continue();
      failNext = false;
      return route.abort('connectionreset');
    });
    await thumb(chat, 'Helpful').click();
    await expect.poll(() => thumbs(chat).getByRole('alert').innerText()).toContain('Your feedback was not sent.');
    expect(await pressed(chat)).toEqual({ up: 'false', down: 'false' });
    await thumbs(chat).getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => pressed(chat)).toEqual({ up: 'true', down: 'false' });
    expect(await thumbs(chat).getByRole('alert').count()).toBe(0);
  });
});

/** A visitor's question and its AI answer, over the API: the conversation id and the answer's id. */
async function visitorAsks(question: string): Promise<{ conversationId: string; answerId: string }> {
  const response = await fetch(suite.url('/api/chat'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message: question, conversation_id: '', organisation_id: ORGANISATION, creator: 'CONTACT', referrer: 'https://queenstown.example/', contact_id: '' }),
  });
  expect(response.status).toBe(200);
  const [asked, answer] = (await response.json()) as Array<{ id: string; conversation_id: string }>;
  return { conversationId: asked.conversation_id, answerId: answer.id };
}

async function rate(conversation: { conversationId: string; answerId: string }, rating: 'up' | 'down', comment?: string): Promise<void> {
  const response = await fetch(suite.url(`/api/messages/${conversation.answerId}/feedback`), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ conversation_id: conversation.conversationId, rating, ...(comment ? { comment } : {}) }),
  });
  expect(response.status).toBe(200);
}

describe("the team reads visitors' verdicts in the console", () => {
  it('under each answer of the open conversation, and listed in the Knowledge panel, narrowed to the answers marked not helpful', { timeout: 120_000 }, async () => {
    const marker = crypto.randomUUID().slice(0, 8);
    const missing = `Nothing about the upper age limit ${marker}`;
    const disliked = await visitorAsks(`${AGE} (${marker})`);
    await rate(disliked, 'down', missing);
    const liked = await visitorAsks(`${TANDEM} (${marker})`);
    await rate(liked, 'up');

    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(20_000);
    try {
      const page = await context.newPage();
      await page.goto(suite.url('/operator'));
      await page.getByLabel('Email', { exact: true }).fill(OWNER_EMAIL);
      await page.getByLabel('Password', { exact: true }).fill(OWNER_PASSWORD);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();

      // The conversation the visitor rated down: its answer says so, with what was missing.
      const search = page.getByRole('searchbox', { name: 'Search by name, email, phone or message' });
      await search.fill(`${AGE} (${marker})`);
      await search.press('Enter');
      const cards = page.getByRole('navigation', { name: 'Conversations' }).getByRole('button').filter({ hasText: 'Last message' });
      await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(1);
      await cards.first().click();
      const verdict = page.getByTestId('thread-verdict');
      await expect.poll(() => verdict.count(), { timeout: 20_000 }).toBe(1);
      expect(await verdict.getAttribute('data-rating')).toBe('down');
      expect(await verdict.innerText()).toBe(`Visitor's verdict: Not helpful — “${missing}”`);
      // The team's thread has no thumbs to press: those are the visitor's.
      expect(await page.getByRole('group', { name: 'Was this answer helpful?' }).count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);

      // The one rated up says so too.
      await search.fill(`${TANDEM} (${marker})`);
      await search.press('Enter');
      await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(1);
      await cards.first().click();
      await expect.poll(() => verdict.getAttribute('data-rating'), { timeout: 20_000 }).toBe('up');
      expect(await verdict.innerText()).toBe("Visitor's verdict: Helpful");

      // The Knowledge panel lists every verdict with its question; the filter keeps the answers marked not helpful.
      const panel = page.getByTestId('knowledge-panel');
      await panel.getByText('Knowledge', { exact: true }).click();
      const verdicts = panel.getByRole('list', { name: "Visitors' verdicts" }).getByTestId('answer-verdict');
      const ours = (rating: 'up' | 'down') => verdicts.filter({ hasText: marker }).and(panel.locator(`[data-rating="${rating}"]`));
      await expect.poll(() => ours('down').count(), { timeout: 20_000 }).toBe(1);
      expect(await ours('up').count()).toBe(1);
      expect(await ours('down').innerText()).toContain(`Comment: ${missing}`);
      expect(await axeViolations(page)).toEqual([]);
      await panel.getByRole('checkbox', { name: 'Only answers marked not helpful' }).check();
      await expect.poll(() => ours('up').count()).toBe(0);
      expect(await ours('down').count()).toBe(1);
      expect(await verdicts.and(panel.locator('[data-rating="up"]')).count()).toBe(0);
      await panel.getByRole('checkbox', { name: 'Only answers marked not helpful' }).uncheck();
      await expect.poll(() => ours('up').count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});
