// The real server's API from the test process (Node fetch), for what a journey needs to exist
// beforehand: conversations of a contact or of another organisation, an operator's message.
import type { Page, Route } from 'playwright-core';
import type { Message, SendMessagePayload } from '../../../src/contract/contract.ts';

export async function postChat(
  origin: string,
  payload: Partial<SendMessagePayload> & Pick<SendMessagePayload, 'message'>,
  operatorKey?: string,
): Promise<Message[]> {
  const response = await fetch(new URL('/api/chat', origin), {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      ...(operatorKey ? { authorization: `Bearer ${operatorKey}` } : {}),
    },
    body: JSON.stringify({
      conversation_id: '',
      organisation_id: 'queenstown-adventures',
      creator: 'CONTACT',
      referrer: `${origin}/`,
      contact_id: '',
      ...payload,
    }),
  });
  if (!response.ok) throw new Error(`POST /api/chat answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Message[];
}

/** A new conversation through the API; its id and its contact's. */
export async function startConversation(
  origin: string,
  options: { message: string; organisationId?: string; contactId?: string },
): Promise<{ conversationId: string; contactId: string; messages: Message[] }> {
  const messages = await postChat(origin, {
    message: options.message,
    organisation_id: options.organisationId ?? 'queenstown-adventures',
    contact_id: options.contactId ?? '',
  });
  const visitor = messages.find((message) => message.creator === 'CONTACT');
  if (!visitor) throw new Error('The server did not return the visitor message');
  return { conversationId: visitor.conversation_id, contactId: visitor.user_id, messages };
}

/**
 * Holds the page's matching requests until `release()`, then lets them through to the real
 * server: a screen that is normally gone in milliseconds can be looked at.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<{ release(): void; held(): number }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(url, async (route: Route) => {
    held += 1;
    await released;
    await route.continue().catch(() => undefined);
  });
  return {
    release: () => {
      release();
      void page.unroute(url).catch(() => undefined);
    },
    held: () => held,
  };
}
