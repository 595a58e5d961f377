// No remote resource is loaded from a message: an image a sender wrote in markdown would be
// fetched by the reader's browser (address, browser, time of reading). A real HTTP receiver on
// loopback records every request; the operator console and the widget show messages that name
// it, and it must hear nothing. Needs `npm run build`.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visible, widgetFrame } from './support/chat-page.ts';
import { postChat, startConversation } from './support/real-api.ts';
import { OPERATOR_KEY, useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

let receiver: Server;
let imageUrl: string;
const received: string[] = [];

beforeAll(async () => {
  receiver = createServer((request, response) => {
    received.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'image/png' }).end();
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  imageUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/p.png`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

/** Every request the page (and its frames) makes to the receiver. */
function requestsToReceiver(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(imageUrl.replace('/p.png', ''))) seen.push(request.url());
  });
  return seen;
}

/** A conversation whose visitor and team member both wrote an image in markdown. */
async function conversationWithImages() {
  const visitorText = `Look at this ![x](${imageUrl}?from=visitor)`;
  const { conversationId, contactId } = await startConversation(suite.origin, { message: visitorText });
  await postChat(
    suite.origin,
    { message: `Here it is: ![team photo](${imageUrl}?from=team)`, conversation_id: conversationId, creator: 'USER' },
    OPERATOR_KEY,
  );
  return { conversationId, contactId, visitorText };
}

async function imagesNamingReceiver(frame: Page | Frame): Promise<number> {
  return frame.locator(`img[src^="${imageUrl}"]`).count();
}

describe('images in messages', () => {
  it('are links in the operator console: the visitor’s text is plain, nothing is fetched', { timeout: 90_000 }, async () => {
    const { visitorText } = await conversationWithImages();
    const page = suite.page;
    const seen = requestsToReceiver(page);
    await page.goto(suite.url('/operator'));
    await page.getByLabel('Operator key').fill(OPERATOR_KEY);
    await page.getByRole('button', { name: 'Use key' }).click();
    await page.getByRole('navigation', { name: 'Conversations' }).getByRole('button').filter({ hasText: 'Last message' }).first().click();

    // The team member's image, rendered by the markdown renderer, is a link to it.
    const teamLink = page.getByRole('link', { name: 'team photo' });
    await visible(teamLink);
    expect(await teamLink.getAttribute('href')).toBe(`${imageUrl}?from=team`);
    expect(await teamLink.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await teamLink.getAttribute('target')).toBe('_blank');
    // The visitor's message is shown as written.
    await visible(page.locator('[data-creator="CONTACT"]').filter({ hasText: visitorText }));
    expect(await imagesNamingReceiver(page)).toBe(0);
    expect(seen).toEqual([]);
    expect(received).toEqual([]);
  });

  it('are links in the widget, and its page allows no image from elsewhere', { timeout: 90_000 }, async () => {
    const { conversationId, contactId, visitorText } = await conversationWithImages();
    const page = suite.page;
    await page.addInitScript(
      ([conversation, contact]) => {
        localStorage.setItem('conversation_id', conversation);
        localStorage.setItem('contact_id', contact);
      },
      [conversationId, contactId] as const,
    );
    const seen = requestsToReceiver(page);
    const frameResponse = page.waitForResponse((response) => /\/queenstown-adventures\/frame/.test(response.url()));
    await page.goto(suite.url('/widget'));
    const csp = (await frameResponse).headers()['content-security-policy'] ?? '';
    expect(/img-src ([^;]*)/.exec(csp)?.[1].trim()).toBe("'self' data:");

    const frame = widgetFrame(page);
    const teamLink = frame.getByRole('link', { name: 'team photo' });
    await visible(teamLink, 30_000);
    expect(await teamLink.getAttribute('href')).toBe(`${imageUrl}?from=team`);
    await visible(frame.locator('[data-creator="CONTACT"]').filter({ hasText: visitorText }));
    expect(await frame.locator(`img[src^="${imageUrl}"]`).count()).toBe(0);
    expect(seen).toEqual([]);
    expect(received).toEqual([]);
  });
});
