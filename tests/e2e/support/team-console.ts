// What the team's browser tests share: a browser context of the team member's own, a member's
// sign-in to the console, and a visitor asking on the demo page, whose page clock lets a test skip
// the 10 s polls.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ChatPage, visible } from './chat-page.ts';

/** A page in a new browser context (its own cookies and storage), `width` pixels wide. */
export async function newMemberPage(browser: Browser, width = 1280, options: { locale?: string; timezoneId?: string } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, ...options });
  context.setDefaultTimeout(20_000);
  return { context, page: await context.newPage() };
}

const ENGLISH_SIGN_IN = { email: 'Email', password: 'Password', signIn: 'Sign in', team: 'Team' };

/** Signs in on the console's sign-in form already shown (labelled in English unless told), and waits for the signed-in console. */
export async function signInMember(page: Page, email: string, password: string, labels = ENGLISH_SIGN_IN): Promise<void> {
  await page.getByLabel(labels.email, { exact: true }).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: labels.signIn, exact: true }).click();
  await visible(page.getByRole('heading', { name: labels.team }));
}

/**
 * The visitor opens the demo page at `url` and asks (typing `message`, or clicking the suggestion
 * `suggestion`); resolves once the conversation shows. Their clock is installed first.
 */
export async function visitorAsks(page: Page, url: string, ask: { message: string } | { suggestion: string }): Promise<ChatPage> {
  const visitor = new ChatPage(page);
  await page.clock.install();
  await page.goto(url);
  await visitor.waitForView('start');
  if ('message' in ask) await visitor.send(ask.message);
  else await visitor.suggestion(ask.suggestion).click();
  await visitor.waitForView('conversation', 30_000);
  return visitor;
}
