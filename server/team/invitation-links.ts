// Invitations (issue 13): a one-time token, shown once as a link to the organisation's console;
// the store keeps its sha256. The token travels in the link's fragment, so it never reaches a
// server log or a Referer header; the console reads it and posts it back.
import { createHash, randomBytes } from 'node:crypto';
import type { MemberRole } from '../store/schema.ts';
import type { Executor } from '../store/executor.ts';
import { insertInvitation, type InvitationRow } from '../store/invitations-repository.ts';

export const hashInvitationToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export function invitationUrl(publicUrl: string, organisationId: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}/${encodeURIComponent(organisationId)}/operator#invitation=${token}`;
}

export interface CreatedInvitation {
  invitation: InvitationRow;
  url: string;
}

export async function createInvitation(
  db: Executor,
  options: { organisationId: string; email: string; role: MemberRole; invitedByMemberId: string | null; ttlMs: number; publicUrl: string; now?: number },
): Promise<CreatedInvitation> {
  const now = options.now ?? Date.now();
  const token = randomBytes(24).toString('base64url');
  const invitation = await insertInvitation(db, {
    organisationId: options.organisationId,
    email: options.email,
    role: options.role,
    tokenHash: hashInvitationToken(token),
    invitedByMemberId: options.invitedByMemberId,
    now,
    expiresAt: now + options.ttlMs,
  });
  return { invitation, url: invitationUrl(options.publicUrl, options.organisationId, token) };
}
