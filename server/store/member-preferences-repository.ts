// Which e-mails each team member chose, and who gets an e-mail of a kind: the organisation's
// members who want it (a member who never chose gets every kind) and the extra addresses
// subscribed to it (a shared inbox, someone without a console account).
import { eq, sql } from 'drizzle-orm';
import type { Executor } from './executor.ts';
import { EMAIL_KINDS, memberNotificationPreferences, members, notificationSubscriptions, type EmailKind } from './schema.ts';

/** The kinds the member gets: what they chose, or every kind until they choose. */
export async function memberEmailKinds(db: Executor, memberId: string): Promise<EmailKind[]> {
  const [row] = await db.select({ kinds: memberNotificationPreferences.kinds }).from(memberNotificationPreferences).where(eq(memberNotificationPreferences.memberId, memberId));
  return row ? row.kinds : [...EMAIL_KINDS];
}

export async function setMemberEmailKinds(db: Executor, memberId: string, kinds: EmailKind[], now: number): Promise<void> {
  await db
    .insert(memberNotificationPreferences)
    .values({ memberId, kinds, updatedAt: now })
    .onConflictDoUpdate({ target: memberNotificationPreferences.memberId, set: { kinds, updatedAt: now } });
}

/** Every address that gets e-mails of this kind about the organisation, each once. */
export async function recipientsFor(db: Executor, organisationId: string, kind: EmailKind): Promise<string[]> {
  const result = (await db.execute(sql`
    select m.email from ${members} m
    left join ${memberNotificationPreferences} p on p.member_id = m.id
    where m.organisation_id = ${organisationId} and (p.member_id is null or p.kinds ? ${kind})
    union
    select s.email from ${notificationSubscriptions} s
    where s.organisation_id = ${organisationId} and s.kinds ? ${kind}
    order by 1`)) as unknown as { rows: { email: string }[] };
  return result.rows.map((row) => row.email);
}
