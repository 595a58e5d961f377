// A citation opens the demo's source page at its section: the spec's dialog says why the visitor
// is there, and once it is closed (its button or Escape) the cited section is in view, uncovered,
// and marked, on a laptop and on a phone. A citation of pasted Q&A opens Korero's own page for it,
// at the section, marked. Needs `npm run build`.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { absent, visible } from './support/chat-page.ts';
import { OPERATOR_KEY, useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

/** The heading is inside the viewport and is what a visitor sees at its middle (nothing over it). */
async function inViewAndUncovered(page: Page, id: string): Promise<boolean> {
  return page.evaluate((headingId) => {
    const heading = document.getElementById(headingId);
    if (!heading) return false;
    const box = heading.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) return false;
    const seen = document.elementFromPoint(box.left + Math.min(box.width / 2, 40), box.top + box.height / 2);
    return seen !== null && heading.contains(seen);
  }, id);
}

const markedBackground = (page: Page, id: string) =>
  page.evaluate((headingId) => getComputedStyle(document.getElementById(headingId)!).backgroundColor, id);

describe('the source page opened at a cited section', () => {
  const viewports = [
    { label: 'laptop', viewport: { width: 1280, height: 900 } },
    { label: 'phone', viewport: { width: 390, height: 844 } },
  ];
  for (const { label, viewport } of viewports) {
    for (const close of ['Read the page', 'Escape'] as const) {
      it(`keeps the section in view and marked after the dialog is closed with ${close} (${label})`, { timeout: 60_000 }, async () => {
        const context = await suite.browser.newContext({ viewport });
        try {
          const page = await context.newPage();
          await page.goto(suite.url('/queenstownadventures#transport'));
          const dialog = page.getByRole('dialog');
          await visible(dialog);
          const transport = page.getByRole('heading', { name: 'Transport', exact: true });
          await expect.poll(() => transport.getAttribute('data-cited')).toBe('true');

          if (close === 'Escape') await page.keyboard.press('Escape');
          else await dialog.getByRole('button', { name: 'Read the page' }).click();
          await absent(page.getByRole('dialog'));

          await expect.poll(() => inViewAndUncovered(page, 'transport')).toBe(true);
          expect(await markedBackground(page, 'transport')).not.toBe('rgba(0, 0, 0, 0)');
          // Only the cited section is marked.
          expect(await page.locator('[data-cited]').count()).toBe(1);
          expect(await markedBackground(page, 'pricing')).toBe('rgba(0, 0, 0, 0)');
          expect(new URL(page.url()).hash).toBe('#transport');
        } finally {
          await context.close();
        }
      });
    }
  }
});

describe("Korero's page for a source without one of its own", () => {
  it('opens at the cited question, in view and marked', { timeout: 60_000 }, async () => {
    const questions = Array.from({ length: 12 }, (_, index) => ({ question: `Question number ${index + 1}?`, answer: `Answer number ${index + 1}. `.repeat(20) }));
    questions.push({ question: 'Can I bring my dog?', answer: 'Dogs on a lead are welcome at the viewing platform.' });
    const added = await fetch(suite.url('/api/organisations/queenstown-adventures/sources'), {
      method: 'POST',
      headers: { authorization: `Bearer ${OPERATOR_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Visitor questions', questions }),
    });
    expect(added.status).toBe(201);
    const reply = await fetch(suite.url('/api/chat'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Can I bring my dog?', conversation_id: '', organisation_id: 'queenstown-adventures', creator: 'CONTACT', referrer: '', contact_id: '' }),
    });
    const [, answer] = (await reply.json()) as { citations: { name: string; url: string }[] }[];
    const citation = answer.citations.find((cited) => cited.name === 'Visitor questions — Can I bring my dog?');
    expect(citation?.url).toMatch(new RegExp(`^${suite.origin}/queenstown-adventures/sources/[0-9a-f-]{36}#can-i-bring-my-dog$`));

    const { page } = suite;
    await page.goto(citation!.url);
    const section = page.locator('section#can-i-bring-my-dog');
    await visible(section);
    expect(await section.getByRole('heading').innerText()).toBe('Can I bring my dog?');
    await expect.poll(() => inViewAndUncovered(page, 'can-i-bring-my-dog')).toBe(true);
    expect(await markedBackground(page, 'can-i-bring-my-dog')).not.toBe('rgba(0, 0, 0, 0)');
    expect(await page.locator('section#question-number-1').evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
    // As accessible as the client's pages (tests/e2e/accessibility.test.ts holds them to the same).
    expect(await axeViolations(page, { seriousOnly: true })).toEqual([]);
  });
});
