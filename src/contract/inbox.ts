// The console's live inbox (issue 13): one page of an organisation's conversations as the team
// triages them (GET /organisations/:id/inbox), and the events of its live stream
// (GET /organisations/:id/events). Shared by the server, which answers with them, and the console.
import { array, boolean, enums, nullable, number, object, string, type Infer } from 'superstruct';
import { Creator, OperatorConversation } from './contract.ts';

/** all: every conversation; wants_person: a person was asked for; mine: taken over by me; unanswered: the visitor wrote last. */
export const INBOX_FILTERS = ['all', 'wants_person', 'ai_paused', 'with_contact', 'mine', 'unanswered'] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];

/** Conversations per page unless `limit` says otherwise. */
export const INBOX_PAGE_SIZE = 50;

/** The last message of a conversation, for the card's preview. */
export const InboxLastMessage = object({ message: string(), creator: Creator });

export const InboxConversation = object({
  ...OperatorConversation.schema,
  /** Null for a conversation without a message yet. */
  last_message: nullable(InboxLastMessage),
  /** A visitor message newer than the signed-in member last read it (always false for an API key). */
  unread: boolean(),
  /** The page the visitor last wrote from ('' when none was sent). */
  referrer: string(),
  /** The team member who has the conversation, while a person answers. */
  answering_name: nullable(string()),
  /** The IANA time zone the visitor last wrote from (their local time is shown), null when unknown. */
  time_zone: nullable(string()),
});
export type InboxConversation = Infer<typeof InboxConversation>;

export const InboxPage = object({
  conversations: array(InboxConversation),
  /** Pass as `cursor` for the next page; null on the last one. */
  next_cursor: nullable(string()),
  /** Conversations wanting a person that nobody has taken over yet, whatever the filter (the tab title's count). */
  waiting_count: number(),
});
export type InboxPage = Infer<typeof InboxPage>;

/** POST /conversations/:id/read. */
export const ConversationRead = object({ conversation_id: string(), read_at: number() });
export type ConversationRead = Infer<typeof ConversationRead>;

/**
 * One event of the live stream (`data:` of an `event: change`): a conversation started, got a
 * message or changed hands, or a contact's details changed. The console reads its list again.
 */
export const InboxChange = object({ kind: enums(['conversation', 'contact']), id: string() });
export type InboxChange = Infer<typeof InboxChange>;
