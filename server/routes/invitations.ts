// The invitation page's calls (issue 13): GET /api/invitations/:token (what the page shows) and
// POST /api/invitations/:token/accept (name and password: the member is made, the link used up,
// and the new member signed in). An expired or used link is a 404, the same as an unknown one.
import type { FastifyInstance } from 'fastify';
import { AcceptInvitationPayload, ConsoleSession, InvitationView } from '../../src/contract/contract.ts';
import type { AppDeps } from '../app-deps.ts';
import { conflict, notFound } from '../http-errors.ts';
import type { Store } from '../store/db.ts';
import { claimInvitation, findInvitationByTokenHash } from '../store/invitations-repository.ts';
import { findMemberByEmail, insertMember } from '../store/members-repository.ts';
import { findOrganisation } from '../store/organisations-repository.ts';
import { startSession } from '../team/console-session.ts';
import { hashInvitationToken } from '../team/invitation-links.ts';
import { hashPassword } from '../team/passwords.ts';
import { checkedName, checkedPassword } from '../team/team-payloads.ts';
import { parseBody } from '../validation.ts';
import { routeRateLimit } from './route-helpers.ts';

const GONE = 'This invitation link has expired or has already been used';

async function openInvitation(store: Store, token: string) {
  const invitation = token.length <= 200 ? await findInvitationByTokenHash(store.db, hashInvitationToken(token)) : undefined;
  if (!invitation || invitation.acceptedAt !== null || invitation.expiresAt <= Date.now()) throw notFound(GONE);
  const organisation = await findOrganisation(store.db, invitation.organisationId);
  if (!organisation) throw notFound(GONE);
  return { invitation, organisation };
}

export async function invitationRoutes(app: FastifyInstance, { store, config }: AppDeps): Promise<void> {
  // Tokens are guessed only by brute force: the sign-in's limit applies.
  const rateLimit = routeRateLimit(config.rateLimit, config.rateLimit.signInMax);

  app.get<{ Params: { token: string } }>('/api/invitations/:token', { config: { rateLimit, openapi: { summary: "An invitation link's organisation, address and role", tag: 'operator', responses: { 200: { description: 'The invitation.', body: InvitationView }, 404: 'Expired, used or unknown.' } } } }, async (request, reply) => {
    const { invitation, organisation } = await openInvitation(store, request.params.token);
    reply.header('cache-control', 'private, no-store');
    return {
      organisation_id: organisation.id,
      organisation_name: organisation.name,
      email: invitation.email,
      role: invitation.role,
      expires_at: invitation.expiresAt,
    } satisfies InvitationView;
  });

  app.post<{ Params: { token: string } }>('/api/invitations/:token/accept', { config: { rateLimit, openapi: { summary: 'Accept an invitation with a name and password: the member is made and signed in', tag: 'operator', body: AcceptInvitationPayload, responses: { 200: { description: 'The new session.', body: ConsoleSession }, 404: 'Expired, used or unknown.' } } } }, async (request, reply) => {
    const payload = parseBody(AcceptInvitationPayload, request.body);
    const name = checkedName(payload.name);
    const password = checkedPassword(payload.password);
    const { invitation } = await openInvitation(store, request.params.token);
    const passwordHash = await hashPassword(password);
    const member = await store.db.transaction(async (tx) => {
      if (await findMemberByEmail(tx, invitation.organisationId, invitation.email)) {
        throw conflict('This email address is already a member of the organisation: sign in instead', 'email');
      }
      if (!(await claimInvitation(tx, invitation.id, Date.now()))) throw notFound(GONE);
      return insertMember(tx, { organisationId: invitation.organisationId, name, email: invitation.email, role: invitation.role, passwordHash, now: Date.now() });
    });
    reply.header('cache-control', 'private, no-store');
    return startSession(request, reply, member);
  });
}
