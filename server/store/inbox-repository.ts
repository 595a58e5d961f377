// The console's inbox: one page of an organisation's conversations with what a team member triages
// by (the last message, unread for this member, who has it), searched and filtered in SQL, and
// paged by a keyset cursor (last message time, then id) so that page 20 costs what page 1 does.
import { sql, type SQL } from 'drizzle-orm';
import type { Contact } from '../../src/contract/contract.ts';
import type { InboxConversation, InboxFilter } from '../../src/contract/inbox.ts';
import { conversationSearch } from './conversation-search.ts';
import type { Executor } from './executor.ts';

export interface InboxQuery {
  organisationId: string;
  /** The signed-in member (unread markers and "mine"); null for an API key. */
  memberId: string | null;
  filter: InboxFilter;
  /** Words to find in the contact's name, email or phone, or in any message; '' for none. */
  search: string;
  cursor: InboxCursor | null;
  limit: number;
}

export interface InboxCursor {
  lastMessageAt: number;
  id: string;
}

interface InboxRow {
  id: string;
  organisationId: string;
  summary: string;
  lastMessageAt: string | number;
  messageCount: number;
  wantsHuman: boolean;
  aiPaused: boolean;
  answeringName: string | null;
  timeZone: string | null;
  contactId: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  contactUpdatedAt: string | number | null;
  lastMessage: string | null;
  lastCreator: 'CONTACT' | 'AGENT' | 'USER' | null;
  referrer: string | null;
  unread: boolean;
}


function filterCondition(filter: InboxFilter, memberId: string | null): SQL {
  switch (filter) {
    case 'wants_person':
      return sql`and v.wants_human`;
    case 'ai_paused':
      return sql`and v.ai_paused`;
    case 'with_contact':
      // Any of name, email or phone left (through the form or the API).
      return sql`and (coalesce(c.name, '') <> '' or coalesce(c.email, '') <> '' or coalesce(c.phone, '') <> '')`;
    case 'unanswered':
      return sql`and latest.creator = 'CONTACT'`;
    case 'mine':
      // The member who last took it over or replied, unless it was handed back since.
      return sql`and v.ai_paused and (
        select e.member_id from conversation_events e where e.conversation_id = v.id
        order by e.created_at desc, e.id desc limit 1
      ) = ${memberId}::uuid`;
    default:
      return sql``;
  }
}

export async function listInbox(db: Executor, query: InboxQuery): Promise<InboxConversation[]> {
  const matches = conversationSearch(query.search, { conversationId: sql.raw('v.id'), name: sql.raw('c.name'), email: sql.raw('c.email'), phone: sql.raw('c.phone') });
  const searchCondition = matches ? sql`and ${matches}` : sql``;
  const cursorCondition = query.cursor
    ? sql`and (v.last_message_at, v.id) < (${query.cursor.lastMessageAt}::bigint, ${query.cursor.id}::uuid)`
    : sql``;
  const unread = query.memberId
    ? sql`exists (select 1 from messages u where u.conversation_id = v.id and u.creator = 'CONTACT'
        and u.created_at > coalesce((select r.read_at from conversation_reads r where r.member_id = ${query.memberId}::uuid and r.conversation_id = v.id), -1))`
    : sql`false`;
  const result = (await db.execute(sql`
    select v.id, v.organisation_id as "organisationId", v.summary, v.last_message_at as "lastMessageAt",
      v.message_count as "messageCount", v.wants_human as "wantsHuman", v.ai_paused as "aiPaused",
      v.answering_name as "answeringName", v.visitor_time_zone as "timeZone",
      c.id as "contactId", c.name as "contactName", c.email as "contactEmail", c.phone as "contactPhone",
      c.updated_at as "contactUpdatedAt",
      latest.message as "lastMessage", latest.creator as "lastCreator",
      (select p.referrer from messages p where p.conversation_id = v.id and p.creator = 'CONTACT' and p.referrer <> ''
        order by p.sequence desc limit 1) as referrer,
      ${unread} as unread
    from conversations v
    join contacts c on c.id = v.contact_id and c.organisation_id = v.organisation_id
    left join lateral (
      select m.message, m.creator from messages m
      where m.conversation_id = v.id and m.kind = 'message'
      order by m.sequence desc limit 1
    ) latest on true
    where v.organisation_id = ${query.organisationId}
      ${filterCondition(query.filter, query.memberId)} ${searchCondition} ${cursorCondition}
    order by v.last_message_at desc, v.id desc
    limit ${query.limit}`)) as unknown as { rows: InboxRow[] };
  return result.rows.map(toInboxConversation);
}

function toInboxConversation(row: InboxRow): InboxConversation {
  const contact: Contact = { id: row.contactId, name: row.contactName, email: row.contactEmail, phone: row.contactPhone };
  // bigint columns arrive as strings from node-postgres.
  if (row.contactUpdatedAt !== null) contact.updated_at = Number(row.contactUpdatedAt);
  return {
    id: row.id,
    organisation_id: row.organisationId,
    contact,
    summary: row.summary,
    last_message_at: Number(row.lastMessageAt),
    message_count: row.messageCount,
    wants_human: row.wantsHuman,
    ai_paused: row.aiPaused,
    last_message: row.lastMessage === null || row.lastCreator === null ? null : { message: row.lastMessage, creator: row.lastCreator },
    unread: row.unread,
    referrer: row.referrer ?? '',
    answering_name: row.answeringName,
    time_zone: row.timeZone,
  };
}

/** Conversations that asked for a person and that nobody has taken over yet. */
export async function countWaiting(db: Executor, organisationId: string): Promise<number> {
  const result = (await db.execute(sql`
    select count(*)::int as waiting from conversations
    where organisation_id = ${organisationId} and wants_human and not ai_paused`)) as unknown as { rows: { waiting: number }[] };
  return Number(result.rows[0]?.waiting ?? 0);
}

/** The member has read the conversation up to now (a later visitor message makes it unread again). */
export async function markConversationRead(db: Executor, memberId: string, conversationId: string, now: number): Promise<void> {
  await db.execute(sql`
    insert into conversation_reads (member_id, conversation_id, read_at) values (${memberId}::uuid, ${conversationId}::uuid, ${now})
    on conflict (member_id, conversation_id) do update set read_at = greatest(conversation_reads.read_at, excluded.read_at)`);
}

export const encodeCursor = (conversation: InboxConversation): string => `${conversation.last_message_at}_${conversation.id}`;

const CURSOR = /^(\d{1,16})_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The cursor a previous page gave, or null when it is not one (the route answers 400). */
export function decodeCursor(value: string): InboxCursor | null {
  const match = CURSOR.exec(value);
  return match ? { lastMessageAt: Number(match[1]), id: match[2].toLowerCase() } : null;
}
