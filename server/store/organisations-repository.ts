// Organisations: read by the visitor API, written by the seed and the CLI.
import { asc, count, eq } from 'drizzle-orm';
import type { Organisation } from '../../src/contract/contract.ts';
import type { Executor } from './executor.ts';
import { organisations } from './schema.ts';

export type OrganisationRow = typeof organisations.$inferSelect;
export type NewOrganisation = typeof organisations.$inferInsert;

export async function findOrganisation(db: Executor, id: string): Promise<OrganisationRow | undefined> {
  const [row] = await db.select().from(organisations).where(eq(organisations.id, id)).limit(1);
  return row;
}

/** The organisations anyone may try: the demos. Others are reachable only by id. */
export async function listDemoOrganisations(db: Executor): Promise<OrganisationRow[]> {
  return db.select().from(organisations).where(eq(organisations.isDemo, true)).orderBy(asc(organisations.createdAt), asc(organisations.id));
}

export async function countOrganisations(db: Executor): Promise<number> {
  const [row] = await db.select({ total: count() }).from(organisations);
  return row?.total ?? 0;
}

export async function insertOrganisation(db: Executor, organisation: NewOrganisation): Promise<void> {
  await db.insert(organisations).values(organisation);
}

/** Changes an organisation's profile; false when there is no such organisation. */
export async function updateOrganisation(db: Executor, id: string, changes: Partial<Omit<NewOrganisation, 'id'>>): Promise<boolean> {
  const updated = await db.update(organisations).set(changes).where(eq(organisations.id, id)).returning({ id: organisations.id });
  return updated.length > 0;
}

/** The wire shape (SPEC.md §3); the allowed origins never leave the server. */
export function toOrganisation(row: OrganisationRow): Organisation {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    logo_url: row.logoUrl,
    chat_bubble_color: row.chatBubbleColor,
    chat_text_color: row.chatTextColor,
    default_questions: row.defaultQuestions,
    widget_settings: {
      support_email: row.supportEmail,
      support_phone: row.supportPhone,
      buttonColor: row.buttonColor,
      buttonTextColor: row.buttonTextColor,
    },
  };
}
