// Each demo organisation's owner, so the console can be tried on a fresh start: demo@korero.local
// with DEMO_OWNER_PASSWORD, or with a password generated on the first start and shown once.
import { randomBytes } from 'node:crypto';
import { findMemberByEmail, insertMember, setMemberPassword } from '../store/members-repository.ts';
import type { Executor } from '../store/executor.ts';
import { hashPassword, verifyPassword } from '../team/passwords.ts';
import { DEMO_OWNER_EMAIL } from '../team/team-config.ts';

export const generateDemoPassword = () => randomBytes(12).toString('base64url');

/**
 * Adds the demo owner when missing (with `password`), or gives an existing one `password` when it
 * came from DEMO_OWNER_PASSWORD and differs. True when the owner was added.
 */
export async function ensureDemoOwner(db: Executor, organisationId: string, password: string, fromEnvironment: boolean): Promise<boolean> {
  const existing = await findMemberByEmail(db, organisationId, DEMO_OWNER_EMAIL);
  if (!existing) {
    await insertMember(db, { organisationId, name: 'Demo Owner', email: DEMO_OWNER_EMAIL, role: 'owner', passwordHash: await hashPassword(password), now: Date.now() });
    return true;
  }
  if (fromEnvironment && !(await verifyPassword(existing.passwordHash, password))) {
    await setMemberPassword(db, existing.id, await hashPassword(password));
  }
  return false;
}
