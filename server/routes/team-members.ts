// An organisation's team (issue 13): list members, change a role, remove a member (their sessions
// end with them), invite by one-time link. Anyone of the team may list; owners (and API keys) change.
import type { FastifyInstance } from 'fastify';
import { array } from 'superstruct';
import { TeamMember } from '../../src/contract/contract.ts';
import type { AppDeps } from '../app-deps.ts';
import { conflict, notFound } from '../http-errors.ts';
import type { Store } from '../store/db.ts';
import { listOpenInvitations } from '../store/invitations-repository.ts';
import { countOwners, deleteMember, findMember, listMembers, setMemberRole } from '../store/members-repository.ts';
import { toTeamMember } from '../team/console-session.ts';
import { createInvitation } from '../team/invitation-links.ts';
import { actorIds, assertOwner } from '../team/operator-access.ts';
import { checkedEmail, InvitationPayload, RolePayload } from '../team/team-payloads.ts';
import { isUuid } from '../validation.ts';
import { parseBody } from '../validation.ts';
import { operatorAccess, routeRateLimit } from './route-helpers.ts';

type MemberParams = { Params: { id: string; memberId: string } };

async function organisationMember(store: Store, organisationId: string, memberId: string) {
  const member = isUuid(memberId) ? await findMember(store.db, organisationId, memberId.toLowerCase()) : undefined;
  if (!member) throw notFound('Member not found');
  return member;
}

/** An organisation always keeps an owner: the last one can be neither demoted nor removed. */
async function assertNotLastOwner(store: Store, organisationId: string, role: string): Promise<void> {
  if (role === 'owner' && (await countOwners(store.db, organisationId)) <= 1) {
    throw conflict('The organisation must keep at least one owner: make someone else an owner first', 'role');
  }
}

export async function teamMemberRoutes(app: FastifyInstance, { store, config }: AppDeps): Promise<void> {
  const rateLimit = routeRateLimit(config.rateLimit, config.rateLimit.operatorMax);

  app.get<{ Params: { id: string } }>('/api/organisations/:id/members', { config: { rateLimit, openapi: { summary: "The organisation's team members", tag: 'operator', operatorKey: true, responses: { 200: { description: 'The members.', body: array(TeamMember) } } } } }, async (request, reply) => {
    const { organisation } = await operatorAccess(store, request.params.id, request);
    reply.header('cache-control', 'private, no-store');
    return (await listMembers(store.db, organisation.id)).map(toTeamMember) satisfies TeamMember[];
  });

  app.patch<MemberParams>('/api/organisations/:id/members/:memberId', { config: { rateLimit, openapi: { summary: "Change a member's role (owners; the last owner stays one)", tag: 'operator', operatorKey: true, body: RolePayload, responses: { 200: { description: 'The member.', body: TeamMember } } } } }, async (request) => {
    const { organisation, actor } = await operatorAccess(store, request.params.id, request);
    assertOwner(actor);
    const { role } = parseBody(RolePayload, request.body);
    const member = await organisationMember(store, organisation.id, request.params.memberId);
    if (role !== member.role) await assertNotLastOwner(store, organisation.id, member.role);
    const updated = await setMemberRole(store.db, organisation.id, member.id, role);
    return toTeamMember(updated ?? member) satisfies TeamMember;
  });

  app.delete<MemberParams>('/api/organisations/:id/members/:memberId', { config: { rateLimit, openapi: { summary: 'Remove a member (owners): their sessions end at once', tag: 'operator', operatorKey: true, responses: { 204: 'Removed.' } } } }, async (request, reply) => {
    const { organisation, actor } = await operatorAccess(store, request.params.id, request);
    assertOwner(actor);
    const member = await organisationMember(store, organisation.id, request.params.memberId);
    await assertNotLastOwner(store, organisation.id, member.role);
    await deleteMember(store.db, organisation.id, member.id);
    return reply.code(204).send();
  });

  app.post<{ Params: { id: string } }>('/api/organisations/:id/invitations', { config: { rateLimit, openapi: { summary: 'Invite someone by a one-time link (owners)', tag: 'operator', operatorKey: true, body: InvitationPayload, responses: { 201: 'The invitation, with its one-time url.' } } } }, async (request, reply) => {
    const { organisation, actor } = await operatorAccess(store, request.params.id, request);
    assertOwner(actor);
    const payload = parseBody(InvitationPayload, request.body);
    const { invitation, url } = await createInvitation(store.db, {
      organisationId: organisation.id,
      email: checkedEmail(payload.email),
      role: payload.role ?? 'agent',
      invitedByMemberId: actorIds(actor).memberId,
      ttlMs: config.team.invitationTtlMs,
      publicUrl: config.publicUrl,
    });
    reply.header('cache-control', 'private, no-store');
    return reply.code(201).send({ id: invitation.id, email: invitation.email, role: invitation.role, expires_at: invitation.expiresAt, url });
  });

  app.get<{ Params: { id: string } }>('/api/organisations/:id/invitations', { config: { rateLimit, openapi: { summary: 'The invitations not yet used or expired (owners)', tag: 'operator', operatorKey: true, responses: { 200: 'The open invitations.' } } } }, async (request, reply) => {
    const { organisation, actor } = await operatorAccess(store, request.params.id, request);
    assertOwner(actor);
    reply.header('cache-control', 'private, no-store');
    const rows = await listOpenInvitations(store.db, organisation.id, Date.now());
    return rows.map((row) => ({ id: row.id, email: row.email, role: row.role, expires_at: row.expiresAt }));
  });
}
