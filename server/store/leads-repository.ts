// The organisation's leads: contacts who left their details, each with their latest conversation.
import { sql } from 'drizzle-orm';
import type { Executor } from './executor.ts';

export interface LeadRow {
  contactId: string;
  name: string;
  email: string;
  phone: string;
  detailsLeftAt: number;
  conversationId: string | null;
  lastMessageAt: number | null;
  summary: string | null;
  wantsHuman: boolean | null;
}

/** Newest details first; a contact without a conversation (the form before any message) has nulls there. */
export async function listLeads(db: Executor, organisationId: string): Promise<LeadRow[]> {
  const result = (await db.execute(sql`
    select c.id as "contactId", c.name, c.email, c.phone, c.updated_at as "detailsLeftAt",
      latest.id as "conversationId", latest.last_message_at as "lastMessageAt", latest.summary, latest.wants_human as "wantsHuman"
    from contacts c
    left join lateral (
      select v.id, v.last_message_at, v.summary, v.wants_human from conversations v
      where v.contact_id = c.id and v.organisation_id = c.organisation_id
      order by v.last_message_at desc, v.created_at desc
      limit 1
    ) latest on true
    where c.organisation_id = ${organisationId} and c.updated_at is not null
    order by c.updated_at desc, c.id`)) as unknown as { rows: LeadRow[] };
  // bigint columns arrive as strings from node-postgres.
  return result.rows.map((row) => ({
    ...row,
    detailsLeftAt: Number(row.detailsLeftAt),
    lastMessageAt: row.lastMessageAt === null ? null : Number(row.lastMessageAt),
  }));
}
