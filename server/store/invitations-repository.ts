// One-time invitations to an organisation's team. The link's token is shown once; only its
// sha256 is kept, and a token is claimed (accepted_at set) in the transaction that adds the member.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from './executor.ts';
import { normaliseEmail } from './members-repository.ts';
import { invitations, type MemberRole } from './schema.ts';

export type InvitationRow = typeof invitations.$inferSelect;

export interface NewInvitation {
  organisationId: string;
  email: string;
  role: MemberRole;
  tokenHash: string;
  invitedByMemberId: string | null;
  now: number;
  expiresAt: number;
}

export async function insertInvitation(db: Executor, invitation: NewInvitation): Promise<InvitationRow> {
  const [row] = await db
    .insert(invitations)
    .values({
      id: randomUUID(),
      organisationId: invitation.organisationId,
      email: normaliseEmail(invitation.email),
      role: invitation.role,
      tokenHash: invitation.tokenHash,
      invitedByMemberId: invitation.invitedByMemberId,
      expiresAt: invitation.expiresAt,
      createdAt: invitation.now,
    })
    .returning();
  return row!;
}

export async function findInvitationByTokenHash(db: Executor, tokenHash: string): Promise<InvitationRow | undefined> {
  const [row] = await db.select().from(invitations).where(eq(invitations.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Marks the invitation used, once: false when it was used (or expired) meanwhile. */
export async function claimInvitation(db: Executor, id: string, now: number): Promise<boolean> {
  const claimed = await db
    .update(invitations)
    .set({ acceptedAt: now })
    .where(and(eq(invitations.id, id), isNull(invitations.acceptedAt), gt(invitations.expiresAt, now)))
    .returning({ id: invitations.id });
  return claimed.length > 0;
}

/** The organisation's invitations not yet used and not expired, newest first. */
export async function listOpenInvitations(db: Executor, organisationId: string, now: number): Promise<InvitationRow[]> {
  return db
    .select()
    .from(invitations)
    .where(and(eq(invitations.organisationId, organisationId), isNull(invitations.acceptedAt), gt(invitations.expiresAt, now)))
    .orderBy(desc(invitations.createdAt));
}
