// An organisation's team members. Addresses are kept lowercased; removing a member deletes the
// row, and its sessions go with it (ON DELETE CASCADE), so their next request is refused.
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Executor } from './executor.ts';
import { members, type MemberRole } from './schema.ts';

export type MemberRow = typeof members.$inferSelect;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export interface NewMember {
  organisationId: string;
  name: string;
  email: string;
  role: MemberRole;
  passwordHash: string;
  now: number;
}

export async function insertMember(db: Executor, member: NewMember): Promise<MemberRow> {
  const [row] = await db
    .insert(members)
    .values({
      id: randomUUID(),
      organisationId: member.organisationId,
      name: member.name,
      email: normaliseEmail(member.email),
      role: member.role,
      passwordHash: member.passwordHash,
      createdAt: member.now,
    })
    .returning();
  return row!;
}

export async function findMemberByEmail(db: Executor, organisationId: string, email: string): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.organisationId, organisationId), eq(members.email, normaliseEmail(email))))
    .limit(1);
  return row;
}

export async function findMember(db: Executor, organisationId: string, id: string): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.organisationId, organisationId), eq(members.id, id)))
    .limit(1);
  return row;
}

export async function listMembers(db: Executor, organisationId: string): Promise<MemberRow[]> {
  return db.select().from(members).where(eq(members.organisationId, organisationId)).orderBy(asc(members.createdAt), asc(members.email));
}

export async function countOwners(db: Executor, organisationId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(members)
    .where(and(eq(members.organisationId, organisationId), eq(members.role, 'owner')));
  return row?.total ?? 0;
}

export async function setMemberRole(db: Executor, organisationId: string, id: string, role: MemberRole): Promise<MemberRow | undefined> {
  const [row] = await db
    .update(members)
    .set({ role })
    .where(and(eq(members.organisationId, organisationId), eq(members.id, id)))
    .returning();
  return row;
}

export async function setMemberPassword(db: Executor, id: string, passwordHash: string): Promise<void> {
  await db.update(members).set({ passwordHash }).where(eq(members.id, id));
}

/** Deletes the member and (by cascade) their sessions; false when there was no such member. */
export async function deleteMember(db: Executor, organisationId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(members)
    .where(and(eq(members.organisationId, organisationId), eq(members.id, id)))
    .returning({ id: members.id });
  return deleted.length > 0;
}
