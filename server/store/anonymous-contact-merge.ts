// A visitor who chatted anonymously and then signs in on the site (identity verification, issue 14):
// the browser's anonymous contact is folded into the verified user's, so the conversations they
// had before signing in follow them. Only an anonymous contact of the same organisation is ever
// folded: another organisation's, or another verified user's (a shared browser), stays as it is.
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Executor } from './executor.ts';
import type { ContactRow } from './contacts-repository.ts';
import { contacts, conversations } from './schema.ts';

export interface MergedContact {
  contact: ContactRow;
  /** The anonymous contact's conversations, now the verified contact's. */
  movedConversationIds: string[];
}

/** Details the verified contact lacks are taken from the anonymous one; its own are kept. */
function mergedDetails(verified: ContactRow, anonymous: ContactRow) {
  return {
    name: verified.name || anonymous.name,
    email: verified.email || anonymous.email,
    phone: verified.phone || anonymous.phone,
    updatedAt: verified.updatedAt ?? anonymous.updatedAt,
  };
}

/**
 * Moves the anonymous contact's conversations (and details the verified contact has not set) to the
 * verified contact, and empties the anonymous contact. It is kept, not deleted: a first message
 * another tab sends with its id at the same moment still finds it (and starts a conversation of its
 * own there) instead of failing on a contact that vanished. Writing its updated_at tells every
 * instance's cached conversation versions (migration 0016's trigger). Call inside a transaction.
 */
export async function mergeAnonymousContact(db: Executor, verified: ContactRow, anonymousContactId: string): Promise<MergedContact> {
  const [anonymous] = await db
    .select()
    .from(contacts)
    .where(
      and(
        eq(contacts.id, anonymousContactId),
        eq(contacts.organisationId, verified.organisationId),
        isNull(contacts.externalUserId),
        ne(contacts.id, verified.id),
      ),
    )
    .limit(1)
    .for('update');
  if (!anonymous) return { contact: verified, movedConversationIds: [] };
  const moved = await db
    .update(conversations)
    .set({ contactId: verified.id })
    .where(and(eq(conversations.contactId, anonymous.id), eq(conversations.organisationId, verified.organisationId)))
    .returning({ id: conversations.id });
  const [contact] = await db.update(contacts).set(mergedDetails(verified, anonymous)).where(eq(contacts.id, verified.id)).returning();
  // Emptied: its details are the user's now, and a lead is listed once.
  await db.update(contacts).set({ name: '', email: '', phone: '', updatedAt: null }).where(eq(contacts.id, anonymous.id));
  return { contact, movedConversationIds: moved.map((row) => row.id) };
}
