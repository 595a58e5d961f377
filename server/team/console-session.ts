// Starting and reading a member's console session (@fastify/session, stored by session-store.ts).
// A new session id at every sign-in, so a session id planted before it is worth nothing.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ConsoleSession, TeamMember } from '../../src/contract/contract.ts';
import type { MemberRow } from '../store/members-repository.ts';
import type { SessionMember } from '../store/member-sessions-repository.ts';

export const toTeamMember = (member: SessionMember | MemberRow): TeamMember => ({
  id: member.id,
  name: member.name,
  email: member.email,
  role: member.role,
});

/** The session as the console sees it; the CSRF token comes from this session's secret. */
export function consoleSession(reply: FastifyReply, member: SessionMember): ConsoleSession {
  return { member: toTeamMember(member), organisation_id: member.organisationId, csrf_token: reply.generateCsrf() };
}

export async function startSession(request: FastifyRequest, reply: FastifyReply, member: MemberRow): Promise<ConsoleSession> {
  await request.session.regenerate();
  request.session.memberId = member.id;
  request.session.organisationId = member.organisationId;
  // For this response; later requests read the member afresh with the session.
  request.session.member = { id: member.id, organisationId: member.organisationId, name: member.name, email: member.email, role: member.role };
  return consoleSession(reply, request.session.member);
}
