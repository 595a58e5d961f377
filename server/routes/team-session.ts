// The console's sign-in (issue 13): GET, POST and DELETE /api/organisations/:id/session.
// Email and password of one of the organisation's members; rate-limited per client address.
import type { FastifyInstance } from 'fastify';
import { ConsoleSession, SignInPayload } from '../../src/contract/contract.ts';
import type { AppDeps } from '../app-deps.ts';
import { notFound, unauthorized } from '../http-errors.ts';
import { SESSION_COOKIE } from '../plugins/sessions.ts';
import { findMemberByEmail } from '../store/members-repository.ts';
import { findOrganisation } from '../store/organisations-repository.ts';
import { consoleSession, startSession } from '../team/console-session.ts';
import { sessionMember } from '../team/operator-access.ts';
import { UNMATCHABLE_HASH, verifyPassword } from '../team/passwords.ts';
import { parseBody } from '../validation.ts';
import { routeRateLimit, textParam } from './route-helpers.ts';

const NOT_SIGNED_IN = 'Not signed in to this organisation';

export async function teamSessionRoutes(app: FastifyInstance, { store, config }: AppDeps): Promise<void> {
  const signInLimit = routeRateLimit(config.rateLimit, config.rateLimit.signInMax);
  const readLimit = routeRateLimit(config.rateLimit, config.rateLimit.operatorMax);

  app.get<{ Params: { id: string } }>('/api/organisations/:id/session', { config: { rateLimit: readLimit, openapi: { summary: 'Who is signed in to the console (the session cookie), with the CSRF token its writes carry', tag: 'operator', responses: { 200: { description: 'The session.', body: ConsoleSession }, 401: 'Not signed in to this organisation.' } } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const member = sessionMember(request);
    if (!member || member.organisationId !== textParam(request.params.id, 'id')) throw unauthorized(NOT_SIGNED_IN);
    return consoleSession(reply, member) satisfies ConsoleSession;
  });

  app.post<{ Params: { id: string } }>('/api/organisations/:id/session', { config: { rateLimit: signInLimit, openapi: { summary: "Sign in to the console with a member's email and password (sets the session cookie)", tag: 'operator', body: SignInPayload, responses: { 200: { description: 'The new session.', body: ConsoleSession }, 401: 'The email and password do not match a member.' } } } }, async (request, reply) => {
    const { email, password } = parseBody(SignInPayload, request.body);
    const organisation = await findOrganisation(store.db, textParam(request.params.id, 'id'));
    if (!organisation) throw notFound('Organisation not found');
    const member = await findMemberByEmail(store.db, organisation.id, email);
    // The hash is checked even for an unknown address: both answers take as long.
    const matches = await verifyPassword(member?.passwordHash ?? UNMATCHABLE_HASH, password);
    if (!member || !matches) throw unauthorized('That email and password do not match a member of this organisation');
    reply.header('cache-control', 'private, no-store');
    return startSession(request, reply, member);
  });

  app.delete<{ Params: { id: string } }>('/api/organisations/:id/session', { config: { openapi: { summary: 'Sign out: the session ends', tag: 'operator', responses: { 204: 'Signed out.' } } } }, async (request, reply) => {
    if (request.session?.memberId) await request.session.destroy();
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.code(204).send();
  });
}
