// The chat with the real child machines and routes/-wiring/chat-actors.ts wiring, over a fake API: what the
// graph paths cannot see (payloads, storage, emitted events, time).
import { SimulatedClock, createActor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatMachine, type ChatInput } from '../../src/machines/chat-machine.ts';
import * as select from '../../src/machines/chat-selectors.ts';
import { TEXTS } from '../../src/contract/texts.ts';
import { ApiError } from '../../src/contract/api-error.ts';
import type { Api } from '../../src/services/api.ts';
import { provideChatActors } from '../../src/routes/-wiring/chat-actors.ts';
import { POLL_INTERVAL_MS, type Message, type SendMessagePayload } from '../../src/contract/contract.ts';
import {
  CONTACT_ID,
  CONVERSATION_ID,
  OTHER_ORGANISATION_ID,
  ORGANISATION_ID,
  QUESTION,
  REFERRER,
  apiError,
  contact,
  conversation,
  message,
  savedContact,
  summaryOf,
} from './models/fixtures.ts';

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function fakeApi(overrides: Partial<Api> = {}) {
  return {
    getOrganisation: vi.fn(),
    getConversation: vi.fn(async () => summaryOf(conversation(2))),
    getConversationMessages: vi.fn(async () => conversation(2)),
    getContactConversations: vi.fn(),
    postChat: vi.fn(),
    postChatStream: vi.fn(async () => conversation(2).messages),
    putContact: vi.fn(async () => savedContact),
    postFeedback: vi.fn(),
    postIdentify: vi.fn(),
    ...overrides,
  } satisfies Api;
}

function startChat(input: Partial<ChatInput>, api = fakeApi()) {
  const saveConversationId = vi.fn();
  const saveContactId = vi.fn();
  const clock = new SimulatedClock();
  const actor = createActor(provideChatActors(chatMachine, { api, saveConversationId, saveContactId }), {
    input: { organisationId: ORGANISATION_ID, viewpoint: 'contact', referrer: REFERRER, ...input },
    clock,
  });
  const emitted: Array<{ type: string }> = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, api, clock, emitted, saveConversationId, saveContactId };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the first message', () => {
  it('creates the conversation, stores its id, announces it and learns the contact at once', async () => {
    const chat = startChat({});
    chat.actor.send({ type: 'suggestion.picked', question: QUESTION });
    expect(select.selectPanel(chat.actor.getSnapshot())).toBe('sendingFirst');
    expect(chat.api.postChatStream).toHaveBeenCalledWith(
      {
        // The message's own id: the server stores a repeated send of it once.
        id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
        message: QUESTION,
        conversation_id: '',
        organisation_id: ORGANISATION_ID,
        creator: 'CONTACT',
        referrer: REFERRER,
        contact_id: '',
        // The visitor's time zone, as their browser (here Node) knows it: the team sees their local time.
        time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    await settle();
    const snapshot = chat.actor.getSnapshot();
    expect(select.selectPanel(snapshot)).toBe('loaded');
    expect(select.selectConversationId(snapshot)).toBe(CONVERSATION_ID);
    expect(chat.saveConversationId).toHaveBeenCalledWith(CONVERSATION_ID);
    expect(chat.emitted[0]).toEqual({ type: 'conversation.created', conversationId: CONVERSATION_ID, contactId: null });
    // The contact was unknown: the poller fetched at once and the chat took the contact from it.
    expect(chat.api.getConversationMessages).toHaveBeenCalledTimes(1);
    expect(select.selectContactId(snapshot)).toBe(CONTACT_ID);
    expect(chat.saveContactId).toHaveBeenLastCalledWith(ORGANISATION_ID, CONTACT_ID);
    expect(chat.emitted.map((e) => e.type)).toContain('conversation.updated');
  });

  it('shows the catalogue text when sending fails', async () => {
    // The rejection carries a message of its own: what the panel shows comes from the catalogue.
    const failure = new ApiError('server', 'POST /chat: 503 Service Unavailable', { status: 503 });
    const chat = startChat({}, fakeApi({ postChatStream: vi.fn(async () => Promise.reject(failure)) }));
    chat.actor.send({ type: 'draft.changed', text: QUESTION });
    chat.actor.send({ type: 'message.submitted' });
    await settle();
    expect(select.selectPanel(chat.actor.getSnapshot())).toBe('error');
    expect(select.selectError(chat.actor.getSnapshot())).toBe(TEXTS.sendFailed);
    expect(select.selectError(chat.actor.getSnapshot())).not.toBe(failure.message);
  });

  it('does not send a blank draft', () => {
    const chat = startChat({});
    chat.actor.send({ type: 'draft.changed', text: '   ' });
    chat.actor.send({ type: 'message.submitted' });
    expect(select.selectPanel(chat.actor.getSnapshot())).toBe('start');
    expect(chat.api.postChatStream).not.toHaveBeenCalled();
  });
});

describe('an existing conversation', () => {
  it('is loaded with its contact', async () => {
    const chat = startChat({ conversationId: CONVERSATION_ID });
    expect(select.selectPanel(chat.actor.getSnapshot())).toBe('loading');
    await settle();
    expect(select.selectPanel(chat.actor.getSnapshot())).toBe('loaded');
    expect(select.selectMessages(chat.actor.getSnapshot())).toHaveLength(2);
    expect(chat.saveContactId).toHaveBeenCalledWith(ORGANISATION_ID, CONTACT_ID);
  });

  it("of another organisation is dropped: the id is cleared and the start screen shown", async () => {
    const other = conversation(2, { organisation_id: OTHER_ORGANISATION_ID });
    const api = fakeApi({ getConversationMessages: vi.fn(async () => other) });
    const chat = startChat({ conversationId: CONVERSATION_ID }, api);
    await settle();
    expect(select.selectPanel(chat.actor.getSnapshot())).toBe('start');
    expect(select.selectConversationId(chat.actor.getSnapshot())).toBeNull();
    expect(chat.saveConversationId).toHaveBeenLastCalledWith(null);
  });

  it("that is not found shows 'Conversation Not Found'", async () => {
    const api = fakeApi({ getConversation: vi.fn(async () => Promise.reject(apiError('conversation-not-found', 404))) });
    const chat = startChat({ conversationId: CONVERSATION_ID }, api);
    await settle();
    expect(select.selectPanel(chat.actor.getSnapshot())).toBe('error');
    expect(select.selectError(chat.actor.getSnapshot())).toBe(TEXTS.conversationNotFound);
  });

  it('is reset to the start screen', async () => {
    const chat = startChat({ conversationId: CONVERSATION_ID });
    await settle();
    chat.actor.send({ type: 'conversation.reset' });
    expect(select.selectPanel(chat.actor.getSnapshot())).toBe('start');
    expect(chat.saveConversationId).toHaveBeenLastCalledWith(null);
  });
});

describe('a follow-up', () => {
  it('is shown at once and replaced by the server copy, with the answer after it', async () => {
    let answer!: (messages: Message[]) => void;
    const postChatStream = vi.fn((_payload: unknown, _options?: unknown) => new Promise<Message[]>((resolve) => (answer = resolve)));
    const api = fakeApi({ postChatStream });
    const chat = startChat({ conversationId: CONVERSATION_ID, contactId: CONTACT_ID, viewpoint: 'operator' }, api);
    await settle();
    chat.actor.send({ type: 'draft.changed', text: 'We will call you.' });
    chat.actor.send({ type: 'message.submitted' });
    let snapshot = chat.actor.getSnapshot();
    expect(select.selectIsSending(snapshot)).toBe(true);
    expect(select.selectDraft(snapshot)).toBe('');
    const shown = select.selectMessages(snapshot).at(-1)!;
    expect(shown).toMatchObject({ message: 'We will call you.', creator: 'USER', conversation_id: CONVERSATION_ID });
    expect(shown.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(postChatStream.mock.calls[0][0]).toMatchObject({
      message: 'We will call you.',
      conversation_id: CONVERSATION_ID,
      creator: 'USER',
      contact_id: CONTACT_ID,
      id: shown.id,
      version: 2,
    });
    chat.actor.send({ type: 'draft.changed', text: 'ignored while sending' });
    expect(select.selectDraft(chat.actor.getSnapshot())).toBe('');

    answer([{ ...message(10, 'USER', 'We will call you.'), id: 'server-copy' }, message(11, 'AGENT', 'Noted.')]);
    await settle();
    snapshot = chat.actor.getSnapshot();
    expect(select.selectMessages(snapshot).map((m) => m.id)).toEqual([
      ...conversation(2).messages.map((m) => m.id),
      'server-copy',
      message(11, 'AGENT', '').id,
    ]);
    expect(select.selectIsSending(snapshot)).toBe(false);
  });

  it("that fails keeps the thread and shows 'An error occured, please try again'", async () => {
    const api = fakeApi({ postChatStream: vi.fn(async () => Promise.reject(new Error('offline'))) });
    const chat = startChat({ conversationId: CONVERSATION_ID, contactId: CONTACT_ID }, api);
    await settle();
    chat.actor.send({ type: 'draft.changed', text: 'Hello?' });
    chat.actor.send({ type: 'message.submitted' });
    await settle();
    expect(select.selectSendError(chat.actor.getSnapshot())).toBe(TEXTS.followUpFailed);
    expect(select.selectPanel(chat.actor.getSnapshot())).toBe('loaded');
  });

  it('sent again after failing keeps its id (the server stores a retry once), a new text gets a new one', async () => {
    const postChatStream = vi.fn(async (_payload: SendMessagePayload, _options?: unknown): Promise<Message[]> => {
      throw new Error('timed out');
    });
    const chat = startChat({ conversationId: CONVERSATION_ID, contactId: CONTACT_ID }, fakeApi({ postChatStream }));
    await settle();
    const send = async (text: string) => {
      chat.actor.send({ type: 'draft.changed', text });
      chat.actor.send({ type: 'message.submitted' });
      await settle();
    };
    await send('Hello?');
    await send('Hello?');
    await send('Anyone there?');
    const [first, retry, other] = postChatStream.mock.calls.map(([payload]) => payload.id);
    expect(retry).toBe(first);
    expect(other).not.toBe(first);
    // The retried message is shown once, not once per attempt.
    expect(select.selectMessages(chat.actor.getSnapshot()).filter((m) => m.message === 'Hello?')).toHaveLength(1);
  });

  it('that fails stays in the thread with its Retry when a poll brings a changed conversation', async () => {
    const getConversationMessages = vi.fn(async (_id: string, _options?: unknown) => conversation(2));
    const api = fakeApi({ getConversationMessages, postChatStream: vi.fn(async () => Promise.reject(new Error('offline'))) });
    const chat = startChat({ conversationId: CONVERSATION_ID, contactId: CONTACT_ID }, api);
    await settle();
    chat.actor.send({ type: 'draft.changed', text: 'Is transport included?' });
    chat.actor.send({ type: 'message.submitted' });
    await settle();
    const failedId = select.selectFailedMessageId(chat.actor.getSnapshot());
    expect(failedId).toEqual(expect.any(String));
    // Meanwhile the team answered something else: the poll's list is longer, and has no copy of ours.
    getConversationMessages.mockImplementation(async () => conversation(4));
    chat.clock.increment(POLL_INTERVAL_MS);
    await settle();
    const messages = select.selectMessages(chat.actor.getSnapshot());
    expect(messages).toHaveLength(5);
    expect(messages.at(-1)).toMatchObject({ id: failedId, message: 'Is transport included?' });
    expect(select.selectFailedMessageId(chat.actor.getSnapshot())).toBe(failedId);
  });

  it('a first message sent again after failing keeps its id', async () => {
    const postChatStream = vi.fn(async (_payload: SendMessagePayload, _options?: unknown): Promise<Message[]> => {
      throw apiError('network');
    });
    const chat = startChat({}, fakeApi({ postChatStream }));
    chat.actor.send({ type: 'suggestion.picked', question: QUESTION });
    await settle();
    expect(select.selectPanel(chat.actor.getSnapshot())).toBe('error');
    // Back to the start screen, the same question again.
    chat.actor.send({ type: 'conversation.reset' });
    chat.actor.send({ type: 'suggestion.picked', question: QUESTION });
    await settle();
    const [first, retry] = postChatStream.mock.calls.map(([payload]) => payload.id);
    expect(first).toEqual(expect.any(String));
    expect(retry).toBe(first);
  });
});

describe('polling', () => {
  it('re-fetches every 10 s, replaces a changed list and plays the sound', async () => {
    const getConversationMessages = vi.fn(async (_id: string, _options?: unknown) => conversation(2));
    const api = fakeApi({ getConversationMessages });
    const chat = startChat({ conversationId: CONVERSATION_ID, contactId: CONTACT_ID }, api);
    await settle();
    expect(api.getConversationMessages).toHaveBeenCalledTimes(1); // the load
    chat.clock.increment(POLL_INTERVAL_MS - 1);
    await settle();
    expect(api.getConversationMessages).toHaveBeenCalledTimes(1);
    chat.clock.increment(1);
    await settle();
    expect(api.getConversationMessages).toHaveBeenCalledTimes(2);
    expect(chat.emitted.map((e) => e.type)).not.toContain('notification.play');

    getConversationMessages.mockImplementation(async () => conversation(4));
    chat.clock.increment(POLL_INTERVAL_MS);
    await settle();
    expect(select.selectMessages(chat.actor.getSnapshot())).toHaveLength(4);
    expect(chat.emitted.map((e) => e.type)).toContain('notification.play');
  });

  it('waits while a follow-up is on its way and only logs failures', async () => {
    const api = fakeApi({ postChatStream: vi.fn(() => new Promise<Message[]>(() => {})) });
    const chat = startChat({ conversationId: CONVERSATION_ID, contactId: CONTACT_ID }, api);
    await settle();
    chat.actor.send({ type: 'draft.changed', text: 'Hello?' });
    chat.actor.send({ type: 'message.submitted' });
    chat.clock.increment(3 * POLL_INTERVAL_MS);
    await settle();
    expect(api.getConversationMessages).toHaveBeenCalledTimes(1);

    const failing = startChat(
      { conversationId: CONVERSATION_ID, contactId: CONTACT_ID },
      fakeApi({ getConversationMessages: vi.fn().mockResolvedValueOnce(conversation(2)).mockRejectedValue(new Error('offline')) }),
    );
    await settle();
    failing.clock.increment(POLL_INTERVAL_MS);
    await settle();
    expect(select.selectPanel(failing.actor.getSnapshot())).toBe('loaded');
    expect(failing.actor.getSnapshot().matches({ conversation: { open: { polling: 'active' } } })).toBe(true);
    expect(console.error).toHaveBeenCalled();
  });
});

describe('contact details', () => {
  it('are validated on submit, then on change, saved and announced', async () => {
    const chat = startChat({ conversationId: CONVERSATION_ID, contactId: CONTACT_ID });
    await settle();
    chat.actor.send({ type: 'contactForm.opened' });
    const form = () => select.selectContactFormActor(chat.actor.getSnapshot())!.getSnapshot();
    chat.actor.send({ type: 'contactForm.fieldChanged', field: 'email', value: 'aroha@' });
    expect(select.selectFormErrors(form())).toEqual({});
    chat.actor.send({ type: 'contactForm.submitted' });
    expect(select.selectFormErrors(form()).email).toBe('Expected a value of type `email`, but received: `"aroha@"`');
    chat.actor.send({ type: 'contactForm.fieldChanged', field: 'email', value: savedContact.email });
    expect(select.selectFormErrors(form())).toEqual({});
    chat.actor.send({ type: 'contactForm.fieldChanged', field: 'name', value: savedContact.name });
    chat.actor.send({ type: 'contactForm.fieldChanged', field: 'phone', value: savedContact.phone });
    chat.actor.send({ type: 'contactForm.submitted' });
    await settle(); // the form tells the chat, the chat starts saving
    expect(chat.api.putContact).toHaveBeenCalledWith(
      {
        id: CONTACT_ID,
        organisation_id: ORGANISATION_ID,
        name: savedContact.name,
        email: savedContact.email,
        phone: savedContact.phone,
      },
      expect.anything(),
    );
    await settle();
    const snapshot = chat.actor.getSnapshot();
    expect(select.selectIsContactFormOpen(snapshot)).toBe(false);
    expect(select.selectHasSubmittedDetails(snapshot)).toBe(true);
    expect(chat.emitted).toContainEqual({ type: 'contact.updated', contact: savedContact });
  });

  it('that fail to save are stored, logged and not shown', async () => {
    const api = fakeApi({ putContact: vi.fn(async () => Promise.reject(apiError('server', 500))) });
    const chat = startChat({ conversationId: CONVERSATION_ID, contactId: CONTACT_ID }, api);
    await settle();
    chat.actor.send({ type: 'contactForm.opened' });
    chat.actor.send({ type: 'contactForm.fieldChanged', field: 'email', value: savedContact.email });
    chat.actor.send({ type: 'contactForm.submitted' });
    await settle();
    await settle();
    const snapshot = chat.actor.getSnapshot();
    expect(select.selectContactError(snapshot)).toBe(TEXTS.networkNotOk);
    expect(select.selectIsContactFormOpen(snapshot)).toBe(true);
    expect(select.selectHasSubmittedDetails(snapshot)).toBe(false);
    expect(select.selectContact(snapshot)).toEqual(contact);
  });
});
