// Contacts: the visitor behind a conversation, as one organisation knows them. Created empty with
// the first message; details (and updated_at) arrive when the visitor submits the contact form.
// A contact belongs to one organisation: another organisation's contact id is never reused.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Contact, ContactDetails } from '../../src/contract/contract.ts';
import type { Executor } from './executor.ts';
import { contacts } from './schema.ts';

export type ContactRow = typeof contacts.$inferSelect;

export async function findContact(db: Executor, id: string): Promise<ContactRow | undefined> {
  const [row] = await db.select().from(contacts).where(eq(contacts.id, id)).limit(1);
  return row;
}

/** The contact with this id if it is this organisation's; another organisation's is not found. */
export async function findOrganisationContact(db: Executor, id: string, organisationId: string): Promise<ContactRow | undefined> {
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.id, id), eq(contacts.organisationId, organisationId)))
    .limit(1);
  return row;
}

export async function createContact(
  db: Executor,
  organisationId: string,
  now: number,
  details?: ContactDetails,
): Promise<ContactRow> {
  const [row] = await db
    .insert(contacts)
    .values({ id: randomUUID(), organisationId, createdAt: now, ...(details ? { ...details, updatedAt: now } : {}) })
    .returning();
  return row;
}

export async function updateContactDetails(
  db: Executor,
  id: string,
  details: ContactDetails,
  now: number,
): Promise<ContactRow | undefined> {
  const [row] = await db
    .update(contacts)
    .set({ name: details.name, email: details.email, phone: details.phone, updatedAt: now })
    .where(eq(contacts.id, id))
    .returning();
  return row;
}

/**
 * The one contact of a verified user of the site with this organisation, made on first sight. Two
 * devices asking at once get the same row (the unique index decides, the loser reads the winner's).
 */
export async function contactForExternalUser(db: Executor, organisationId: string, externalUserId: string, now: number): Promise<ContactRow> {
  const [created] = await db
    .insert(contacts)
    .values({ id: randomUUID(), organisationId, externalUserId, createdAt: now })
    .onConflictDoNothing({ target: [contacts.organisationId, contacts.externalUserId] })
    .returning();
  if (created) return created;
  const [existing] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.organisationId, organisationId), eq(contacts.externalUserId, externalUserId)))
    .limit(1);
  return existing;
}

/** updated_at is left out, not null, until details were submitted (SPEC.md §3). */
export function toContact(row: ContactRow): Contact {
  const contact: Contact = { id: row.id, name: row.name, email: row.email, phone: row.phone };
  if (row.updatedAt !== null) contact.updated_at = row.updatedAt;
  return contact;
}
