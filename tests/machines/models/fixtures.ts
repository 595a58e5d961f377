// Sample answers of the API (SPEC.md §3 shapes), shared by the test models.
import { ApiError, type ApiErrorCode } from '../../../src/contract/api-error.ts';
import {
  DEFAULT_ORGANISATION_ID,
  type Contact,
  type Conversation,
  type ConversationSummary,
  type Message,
  type Organisation,
} from '../../../src/contract/contract.ts';

export const ORGANISATION_ID = DEFAULT_ORGANISATION_ID;
export const OTHER_ORGANISATION_ID = 'harbourside-dental';
export const CONVERSATION_ID = 'c0a80101-0000-4000-8000-000000000001';
export const OTHER_CONVERSATION_ID = 'c0a80101-0000-4000-8000-000000000002';
export const CONTACT_ID = 'c0a80101-0000-4000-8000-0000000000aa';
export const NEW_CONTACT_ID = 'c0a80101-0000-4000-8000-0000000000bb';
export const REFERRER = 'http://localhost:3000/';
export const QUESTION = 'How much is a bungy jump?';

export const organisation: Organisation = {
  id: ORGANISATION_ID,
  name: 'Queenstown Adventures',
  description: 'Bungy jumping above the Kawarau River.',
  logo_url: '/logos/queenstown-adventures.svg',
  chat_bubble_color: '#6ea9d7',
  chat_text_color: '#ffffff',
  default_questions: [QUESTION],
  widget_settings: { support_email: 'help@example.org', support_phone: null, buttonColor: '#6ea9d7', buttonTextColor: '#ffffff' },
};

export const contact: Contact = { id: CONTACT_ID, name: '', email: '', phone: '' };
export const savedContact: Contact = { id: CONTACT_ID, name: 'Aroha', email: 'aroha@example.org', phone: '021 000 000', updated_at: 1_700_000_100_000 };

export function message(index: number, creator: Message['creator'], text: string, conversationId = CONVERSATION_ID): Message {
  return {
    id: `m-${conversationId.slice(-2)}-${index}`,
    user_id: creator === 'AGENT' ? 'agent' : CONTACT_ID,
    user_name: creator === 'AGENT' ? 'AI' : '',
    user_profile_picture_url: '',
    message: text,
    creator,
    created_at: 1_700_000_000_000 + index * 1000,
    conversation_id: conversationId,
    version: 2,
    citations: creator === 'AGENT' ? [{ name: 'Pricing', url: '/queenstownadventures#pricing' }] : [],
  };
}

/** A conversation of `count` alternating visitor and agent messages. */
export function conversation(count: number, overrides: Partial<Conversation> = {}): Conversation {
  const id = overrides.id ?? CONVERSATION_ID;
  const messages = Array.from({ length: count }, (_, i) =>
    message(i, i % 2 === 0 ? 'CONTACT' : 'AGENT', i % 2 === 0 ? QUESTION : 'A single jump is 199.99 NZD.', id),
  );
  return {
    id,
    organisation_id: ORGANISATION_ID,
    contact,
    summary: 'Bungy prices',
    last_message_at: 1_700_000_000_000 + count * 1000,
    messages,
    ...overrides,
  };
}

export function summaryOf(conversation: Conversation): ConversationSummary {
  const { messages: _messages, ...summary } = conversation;
  return summary;
}

/**
 * A failed call as services/ throws it. The message is a developer's, never the catalogue's, so a
 * test that finds a catalogue text in a machine proves the machine chose it. (The graph tells
 * events apart by their JSON: the code and status show there, the message does not.)
 */
export function apiError(code: ApiErrorCode, status?: number): ApiError {
  return new ApiError(code, `GET /test: ${status ?? 'no answer'}`, { status });
}
