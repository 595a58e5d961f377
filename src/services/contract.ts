// The one description of every entity and payload that crosses the wire (SPEC.md §3, §7).
// The client checks answers with these structs, the server checks requests and answers with them.
// superstruct `object` rejects unknown keys; that is deliberate for requests.
import {
  array,
  boolean,
  define,
  enums,
  integer,
  literal,
  nullable,
  number,
  object,
  optional,
  refine,
  size,
  string,
  union,
  type Infer,
} from 'superstruct';

export const SENDER_KINDS = ['CONTACT', 'AGENT', 'USER'] as const;
export const Creator = enums(SENDER_KINDS);
export type Creator = Infer<typeof Creator>;

/** Server-side limit for one message; the client shows no limit (SPEC.md §5). */
export const MESSAGE_MAX_LENGTH = 4000;
export const MESSAGE_VERSION = 2;
export const POLL_INTERVAL_MS = 10_000;
export const DEFAULT_CHAT_BUBBLE_COLOR = '#6ea9d7';
export const DEFAULT_CHAT_TEXT_COLOR = '#ffffff';
export const DEFAULT_ORGANISATION_ID = 'queenstown-adventures';

// There is no email struct in superstruct; this pattern is the WHATWG input[type=email] rule.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
export const Email = define<string>('email', (value) => typeof value === 'string' && EMAIL_PATTERN.test(value));

export const Citation = object({ name: string(), url: string() });
export type Citation = Infer<typeof Citation>;

export const WidgetSettings = object({
  support_email: nullable(string()),
  support_phone: nullable(string()),
  buttonColor: string(),
  buttonTextColor: string(),
});
export type WidgetSettings = Infer<typeof WidgetSettings>;

export const Organisation = object({
  id: string(),
  name: string(),
  description: string(),
  logo_url: string(),
  chat_bubble_color: string(),
  chat_text_color: string(),
  default_questions: array(string()),
  widget_settings: WidgetSettings,
});
export type Organisation = Infer<typeof Organisation>;

export const Message = object({
  id: string(),
  user_id: string(),
  user_name: string(),
  user_profile_picture_url: string(),
  message: string(),
  creator: Creator,
  created_at: number(),
  conversation_id: string(),
  version: number(),
  citations: array(Citation),
});
export type Message = Infer<typeof Message>;

/** `updated_at` is present only once the visitor has submitted details. */
export const Contact = object({
  id: string(),
  name: string(),
  email: string(),
  phone: string(),
  updated_at: optional(number()),
});
export type Contact = Infer<typeof Contact>;

export const ConversationSummary = object({
  id: string(),
  organisation_id: string(),
  contact: Contact,
  summary: string(),
  last_message_at: number(),
});
export type ConversationSummary = Infer<typeof ConversationSummary>;

/**
 * One row of an organisation's conversation list in the operator console
 * (GET /organisations/:id/conversations, operator key only): a summary plus what a team member
 * triages by.
 */
export const OperatorConversation = object({
  id: string(),
  organisation_id: string(),
  contact: Contact,
  summary: string(),
  last_message_at: number(),
  message_count: number(),
  /** The AI recognised a request for a person. */
  wants_human: boolean(),
  /** A team member has taken over: the AI stays quiet until handed back. */
  ai_paused: boolean(),
});
export type OperatorConversation = Infer<typeof OperatorConversation>;

/** POST /conversations/:id/handback. */
export const HandbackReply = object({ id: string(), ai_paused: boolean(), wants_human: boolean() });
export type HandbackReply = Infer<typeof HandbackReply>;

/** The most conversations one list answer holds, and how many it holds unless told. */
export const OPERATOR_CONVERSATIONS_MAX = 100;

/** A question the AI could not answer from the organisation's content (GET /organisations/:id/unanswered). */
export const UnansweredQuestion = object({
  id: string(),
  conversation_id: string(),
  question: string(),
  created_at: number(),
});
export type UnansweredQuestion = Infer<typeof UnansweredQuestion>;

/** One page of them, newest first; `next` (or null on the last page) is the `before` of the next page. */
export const UnansweredQuestionPage = object({ questions: array(UnansweredQuestion), next: nullable(string()) });
export type UnansweredQuestionPage = Infer<typeof UnansweredQuestionPage>;

/** The most unanswered questions one page holds, and how many it holds unless told. */
export const UNANSWERED_PAGE_MAX = 100;
export const UNANSWERED_PAGE_DEFAULT = 50;

export const Conversation = object({
  id: string(),
  organisation_id: string(),
  contact: Contact,
  summary: string(),
  last_message_at: number(),
  messages: array(Message),
});
export type Conversation = Infer<typeof Conversation>;

/** POST /chat. Follow-ups also carry the locally composed message's fields, which the server ignores. */
export const SendMessagePayload = object({
  message: string(),
  conversation_id: string(),
  organisation_id: string(),
  creator: Creator,
  referrer: string(),
  contact_id: string(),
  id: optional(string()),
  user_id: optional(string()),
  user_name: optional(string()),
  user_profile_picture_url: optional(string()),
  created_at: optional(number()),
  version: optional(union([literal(1), literal(2), integer()])),
  citations: optional(array(Citation)),
});
export type SendMessagePayload = Infer<typeof SendMessagePayload>;

export const SendMessageReply = array(Message);

/** The contact form (SPEC.md §5): strings, a valid email, no lengths, defaults messages. */
export const ContactDetails = object({
  name: string(),
  email: Email,
  phone: string(),
});
export type ContactDetails = Infer<typeof ContactDetails>;

/**
 * PUT /contacts. With `organisation_id`, a contact id that is not that organisation's (or none)
 * makes a new contact there: a visitor's details never cross organisations.
 */
export const ContactUpdatePayload = object({
  id: string(),
  name: string(),
  email: Email,
  phone: string(),
  organisation_id: optional(string()),
});
export type ContactUpdatePayload = Infer<typeof ContactUpdatePayload>;

export const NonEmptyMessage = refine(size(string(), 1, MESSAGE_MAX_LENGTH), 'message', (value) =>
  value.trim().length > 0 ? true : 'message must not be empty',
);

/**
 * The anchor a section heading gets on a content page, and the anchor a citation links to.
 * Page and ingestion both call this, so a citation always lands on its section.
 */
export function sectionAnchor(heading: string): string {
  return heading
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
