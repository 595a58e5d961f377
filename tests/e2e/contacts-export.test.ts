// A lead in Chromium against the real server: a visitor leaves contact details through the form,
// the conversation is flagged for the team, and the team member downloads the contacts as CSV from
// the console's toolbar; the console's link opens the conversation. Needs `npm run build`.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { OPERATOR_KEY_PREFIX } from '../../src/services/operator-storage.ts';
import { ChatPage, localItem, shows, visible } from './support/chat-page.ts';
import { OPERATOR_KEY, useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

describe('leads in the operator console', () => {
  it('flags the conversation of a visitor who left details, and exports them as CSV', { timeout: 180_000 }, async () => {
    const { page } = suite;
    const visitor = new ChatPage(page);
    await page.goto(suite.url('/'));
    await visitor.waitForView('start');
    await visitor.suggestion('How much does a tandem jump cost?').click();
    await visitor.waitForView('conversation', 30_000);
    await page.getByRole('button', { name: 'Leave contact details for a real human' }).click();
    const form = page.locator('form').filter({ hasText: 'Enter your contact details below and a team member will be in touch.' });
    await form.getByLabel('Your Name:').fill('=Mere Ngata');
    await form.getByLabel('Your Email:').fill('mere@example.org');
    await form.getByLabel('Your Phone Number:').fill('021 555 0142');
    await form.getByRole('button', { name: 'Submit Contact Details' }).click();
    await shows(page, 'Hi =Mere Ngata, we have received your contact details');
    const conversationId = await localItem(page, 'conversation_id');

    const operatorContext = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    try {
      const operatorPage = await operatorContext.newPage();
      await operatorPage.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [`${OPERATOR_KEY_PREFIX}queenstown-adventures`, OPERATOR_KEY] as const);
      await operatorPage.goto(suite.url('/operator'));
      // Contact details alone flag the conversation, as asking for a person does.
      const card = operatorPage.getByRole('navigation', { name: 'Conversations' }).getByRole('button').filter({ hasText: 'mere@example.org' });
      await visible(card);
      await visible(card.getByText('Wants a person'));

      const download = operatorPage.waitForEvent('download');
      await operatorPage.getByRole('button', { name: 'Export contacts (CSV)' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('queenstown-adventures-contacts.csv');
      const csv = await readFile(await file.path(), 'utf8');
      const row = csv.split('\r\n').find((line) => line.includes('mere@example.org'));
      // The name a spreadsheet would run as a formula is written as text.
      expect(row).toContain(`"'=Mere Ngata","mere@example.org","021 555 0142"`);
      expect(row).toContain(`${conversationId}`);
      expect(row).toContain('"yes"');

      // The link notification e-mails and webhooks give opens the console at the conversation.
      await operatorPage.goto(suite.url(`/queenstown-adventures/operator?conversation=${conversationId}`));
      const opened = new ChatPage(operatorPage);
      await opened.waitForView('conversation', 30_000);
      await visible(opened.messages.filter({ hasText: 'How much does a tandem jump cost?' }));
    } finally {
      await operatorContext.close();
    }
  });
});
