// Console sessions in the database (server/team/session-store.ts is @fastify/session's view of
// them). A session is read together with its member in one query: a removed member (the row gone,
// their sessions with it) or an expired session reads as no session at all.
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Executor } from './executor.ts';
import type { MemberRow } from './members-repository.ts';
import { members, memberSessions } from './schema.ts';

export type SessionMember = Pick<MemberRow, 'id' | 'organisationId' | 'name' | 'email' | 'role'>;

export interface StoredSession {
  data: Record<string, unknown>;
  member: SessionMember;
}

export async function findLiveSession(db: Executor, idHash: string, now: number): Promise<StoredSession | undefined> {
  const [row] = await db
    .select({
      data: memberSessions.data,
      member: { id: members.id, organisationId: members.organisationId, name: members.name, email: members.email, role: members.role },
    })
    .from(memberSessions)
    .innerJoin(members, eq(members.id, memberSessions.memberId))
    .where(and(eq(memberSessions.idHash, idHash), gt(memberSessions.expiresAt, now)))
    .limit(1);
  return row;
}

/** When a session ends by itself (sessions do not roll: the sign-in fixed it); undefined when there is none. */
export async function sessionExpiresAt(db: Executor, idHash: string): Promise<number | undefined> {
  const [row] = await db.select({ expiresAt: memberSessions.expiresAt }).from(memberSessions).where(eq(memberSessions.idHash, idHash)).limit(1);
  return row?.expiresAt;
}

export interface SessionWrite {
  idHash: string;
  memberId: string;
  organisationId: string;
  data: Record<string, unknown>;
  expiresAt: number;
  now: number;
}

export async function saveSession(db: Executor, session: SessionWrite): Promise<void> {
  const values = {
    idHash: session.idHash,
    memberId: session.memberId,
    organisationId: session.organisationId,
    data: session.data,
    expiresAt: session.expiresAt,
    createdAt: session.now,
  };
  await db
    .insert(memberSessions)
    .values(values)
    .onConflictDoUpdate({ target: memberSessions.idHash, set: { data: values.data, expiresAt: values.expiresAt } });
}

export async function deleteSession(db: Executor, idHash: string): Promise<void> {
  await db.delete(memberSessions).where(eq(memberSessions.idHash, idHash));
}

/** Every session of one member (a password change, or a role taken away, signs them out everywhere). */
export async function deleteMemberSessions(db: Executor, memberId: string): Promise<void> {
  await db.delete(memberSessions).where(eq(memberSessions.memberId, memberId));
}

/** Expired sessions are refused when read; this clears them away now and then. */
export async function deleteExpiredSessions(db: Executor, now: number): Promise<number> {
  const deleted = await db.delete(memberSessions).where(lte(memberSessions.expiresAt, now)).returning({ idHash: memberSessions.idHash });
  return deleted.length;
}
