// Knowledge in the console, in Chromium against the real server (issue 13): the demo owner signs
// in, pastes a question-and-answer pair in the Knowledge panel, and a visitor asking it in the
// widget gets that answer; a question the content cannot answer appears under "Unanswered
// questions", the owner adds an answer, and the visitor asking again gets it (an agent's read-only
// panel is the UI model's); a file uploaded on a phone. axe finds no violation at 1280 and 360 px,
// and nothing scrolls sideways at 360 px. Needs `npm run build`.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TEXTS } from '../../src/contract/texts.ts';
import { axeViolations } from './support/axe.ts';
import { ChatPage, absent, visible } from './support/chat-page.ts';
import { OWNER_EMAIL, OWNER_PASSWORD, useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

const DOG_QUESTION = 'Can I bring my dog on the jet boat?';
const DOG_ANSWER = 'Dogs on a lead are welcome on the jet boat at no extra charge.';
const SNOWMOBILE_QUESTION = 'Do you rent snowmobiles?';
const SNOWMOBILE_ANSWER = 'We do not rent snowmobiles, but our jet boat runs all winter.';

async function newPage(width: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await suite.browser.newContext({ viewport: { width, height: 900 } });
  context.setDefaultTimeout(20_000);
  return { context, page: await context.newPage() };
}

async function openKnowledge(page: Page, email: string, password: string) {
  await page.goto(suite.url('/operator'));
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const panel = page.getByTestId('knowledge-panel');
  await panel.getByText('Knowledge', { exact: true }).click();
  await visible(panel.getByRole('heading', { name: /^Sources \(\d+\)$/ }));
  return panel;
}

/**
 * A new visitor asks in the widget and reads the AI's reply: each question in a conversation of its
 * own, so none is read as a follow-up of another.
 */
async function askAsNewVisitor(question: string): Promise<string> {
  const { context, page } = await newPage(1280);
  try {
    await page.goto(suite.url('/widget'));
    const visitor = ChatPage.inWidget(page);
    await visitor.waitForView('start');
    await visitor.input.fill(question);
    await visitor.input.press('Enter');
    await visitor.waitForView('conversation', 30_000);
    await visitor.waitForMessageCount(2);
    return (await visitor.messages.last().innerText()).trim();
  } finally {
    await context.close();
  }
}

describe('knowledge in the console', () => {
  it('an owner pastes a Q&A the widget then answers, and answers a question the content could not', { timeout: 240_000 }, async () => {
    const owner = await newPage(1280);
    try {
      const panel = await openKnowledge(owner.page, OWNER_EMAIL, OWNER_PASSWORD);
      // The demo's own content is listed with its sections.
      await visible(panel.getByTestId('knowledge-source').filter({ hasText: /\d+ sections/ }));
      expect(await axeViolations(owner.page)).toEqual([]);

      await panel.getByLabel('What to add').selectOption('questions');
      await panel.getByLabel('Name, shown in citations').fill('Dog FAQ');
      await panel.getByLabel('Question-and-answer pairs').fill(`${DOG_QUESTION}\n${DOG_ANSWER}`);
      await panel.getByRole('button', { name: 'Add', exact: true }).click();
      await visible(panel.getByRole('status').filter({ hasText: TEXTS.knowledgeSaved }));
      await visible(panel.getByTestId('knowledge-source').filter({ hasText: 'Dog FAQ' }).filter({ hasText: '1 section' }));

      // A visitor, in the widget, asks it: the answer is the owner's, at once.
      expect(await askAsNewVisitor(DOG_QUESTION)).toContain(DOG_ANSWER);

      // A question the content cannot answer is kept for the team …
      expect(await askAsNewVisitor(SNOWMOBILE_QUESTION)).toContain("Sorry, I couldn't find an answer");
      await panel.getByRole('button', { name: 'Refresh' }).click();
      const unanswered = panel.getByTestId('unanswered-question').filter({ hasText: SNOWMOBILE_QUESTION });
      await visible(unanswered);
      // … the owner answers it; it leaves the list and becomes a source of its own.
      await unanswered.first().getByText('Add an answer').click();
      await unanswered.first().getByLabel('Answer').fill(SNOWMOBILE_ANSWER);
      await unanswered.first().getByRole('button', { name: 'Save the answer' }).click();
      await visible(panel.getByRole('status').filter({ hasText: TEXTS.knowledgeSaved }));
      await absent(unanswered);
      await visible(panel.getByTestId('knowledge-source').filter({ hasText: `Answer: ${SNOWMOBILE_QUESTION}` }));

      // The next visitor who asks gets the team's answer.
      expect(await askAsNewVisitor(SNOWMOBILE_QUESTION)).toContain(SNOWMOBILE_ANSWER);

      // Deleting the pasted source takes it out of the answers.
      await panel.getByRole('button', { name: 'Delete Dog FAQ' }).click();
      await absent(panel.getByTestId('knowledge-source').filter({ hasText: 'Dog FAQ' }));
      expect(await axeViolations(owner.page)).toEqual([]);
    } finally {
      await owner.context.close();
    }
  });

  it('works at 360 px: an upload, the panel fits the width, with no axe violation', { timeout: 120_000 }, async () => {
    const phone = await newPage(360);
    try {
      const panel = await openKnowledge(phone.page, OWNER_EMAIL, OWNER_PASSWORD);
      // An upload, on the phone: the file's sections are listed once it is read.
      await panel.getByLabel('What to add').selectOption('file');
      await panel.getByLabel('Name (optional)').fill('Kayak hire');
      await panel.getByLabel('File', { exact: true }).setInputFiles({
        name: 'kayaks.md',
        mimeType: 'text/markdown',
        buffer: Buffer.from('# Kayak hire\n\n## Prices\n\nA double kayak costs 60 dollars for two hours.\n\n## Safety\n\nLife jackets are provided.\n'),
      });
      await panel.getByRole('button', { name: 'Add', exact: true }).click();
      await visible(panel.getByRole('status').filter({ hasText: TEXTS.knowledgeSaved }));
      await visible(panel.getByTestId('knowledge-source').filter({ hasText: 'kayaks.md' }).filter({ hasText: 'sections' }));
      await panel.getByLabel('What to add').selectOption('questions');
      const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const box = await panel.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
      expect(await axeViolations(phone.page)).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });
});
