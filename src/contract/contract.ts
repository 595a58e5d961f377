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
  /** A team member's reply: their display name (issue 13). Absent on older servers' messages. */
  author_name: optional(string()),
  /** notice: a line from Korero itself (the team has been told), not anybody's words. */
  kind: optional(enums(['message', 'notice'])),
  /** The visitor's verdict on an AI answer, once given (POST /messages/:id/feedback). */
  feedback: optional(enums(['up', 'down'])),
  /** The visitor's optional comment on a "down". */
  feedback_comment: optional(string()),
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

/** POST /conversations/:id/handback (and /takeover, issue 13). */
export const HandbackReply = object({ id: string(), ai_paused: boolean(), wants_human: boolean() });
export type HandbackReply = Infer<typeof HandbackReply>;

/** One line of a conversation's record (GET /conversations/:id/events): who took over, replied, handed back. */
export const ConversationEvent = object({
  action: enums(['took_over', 'replied', 'handed_back']),
  actor_name: string(),
  created_at: number(),
});
export type ConversationEvent = Infer<typeof ConversationEvent>;

export const MEMBER_ROLES = ['owner', 'agent'] as const;
export const MemberRole = enums(MEMBER_ROLES);

/** A member of the organisation's team, as the console and the API show them. */
export const TeamMember = object({ id: string(), name: string(), email: string(), role: MemberRole });
export type TeamMember = Infer<typeof TeamMember>;

/** The console's session: who is signed in, and the token its writes carry (X-CSRF-Token). */
export const ConsoleSession = object({ member: TeamMember, organisation_id: string(), csrf_token: string() });
export type ConsoleSession = Infer<typeof ConsoleSession>;

/** POST /organisations/:id/session. */
export const SignInPayload = object({ email: string(), password: string() });
export type SignInPayload = Infer<typeof SignInPayload>;

/** GET /invitations/:token: what the invitation page shows before the invitee sets a name and password. */
export const InvitationView = object({
  organisation_id: string(),
  organisation_name: string(),
  email: string(),
  role: MemberRole,
  expires_at: number(),
});
export type InvitationView = Infer<typeof InvitationView>;

/** POST /invitations/:token/accept. */
export const AcceptInvitationPayload = object({ name: string(), password: string() });
export type AcceptInvitationPayload = Infer<typeof AcceptInvitationPayload>;

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
  /** The team member who has the conversation now ("{name} is answering"); absent while the AI answers. */
  answering_name: optional(string()),
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
  /** The visitor's IANA time zone (Intl's resolvedOptions().timeZone): the console shows their local time. */
  time_zone: optional(string()),
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

/** Thumbs up or down on an AI answer. */
export const FEEDBACK_RATINGS = ['up', 'down'] as const;
export type FeedbackRating = (typeof FEEDBACK_RATINGS)[number];
export const FEEDBACK_COMMENT_MAX_LENGTH = 500;

/** POST /messages/:id/feedback: the message's conversation id proves the visitor's right to it. */
export const FeedbackPayload = object({
  conversation_id: string(),
  rating: enums(FEEDBACK_RATINGS),
  comment: optional(string()),
});
export type FeedbackPayload = Infer<typeof FeedbackPayload>;

/** One verdict in the organisation's feedback list (GET /organisations/:id/feedback: its team or an API key). */
export const FeedbackEntry = object({
  message_id: string(),
  conversation_id: string(),
  rating: enums(FEEDBACK_RATINGS),
  comment: string(),
  /** The visitor's question the answer was to ('' when the answer opened the conversation). */
  question: string(),
  answer: string(),
  created_at: number(),
});
export type FeedbackEntry = Infer<typeof FeedbackEntry>;
export const FeedbackList = object({ feedback: array(FeedbackEntry) });
export type FeedbackList = Infer<typeof FeedbackList>;

/** The events of POST /chat/stream (text/event-stream), each `event: <name>` with JSON `data`. */
export const STREAM_EVENTS = { delta: 'delta', done: 'done', error: 'error' } as const;
/** `delta`: the next piece of the answer as it is generated. */
export const StreamDelta = object({ text: string() });

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

/**
 * POST /contacts/identify (identity verification, issue 14): a site's signed-in user, with
 * user_hash = hex HMAC-SHA256 of user_id keyed with the organisation's identity secret.
 */
export const USER_ID_MAX_LENGTH = 255;
export const IdentifyPayload = object({
  organisation_id: string(),
  user_id: string(),
  user_hash: string(),
  /** The anonymous contact this browser chatted as before the user signed in: its conversations become the user's. */
  contact_id: optional(string()),
});
export type IdentifyPayload = Infer<typeof IdentifyPayload>;

/**
 * The verified user's one contact with the organisation, their latest conversation there (or null),
 * and the conversations of the browser's anonymous contact that were moved to it.
 */
export const IdentifiedContact = object({
  contact: Contact,
  conversation_id: nullable(string()),
  moved_conversation_ids: array(string()),
});
export type IdentifiedContact = Infer<typeof IdentifiedContact>;

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
