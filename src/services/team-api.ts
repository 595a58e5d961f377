// The console's team calls (issue 13): the session (sign-in, who is signed in, sign-out),
// invitations (the page that sets name and password), members, and a conversation's record.
// Failures are ApiErrors; machines/failure-texts.ts decides what the console shows.
// A module of its own so that the visitor's pages never load it.
import { array, enums, number, object, string } from 'superstruct';
import { ConsoleSession, ConversationEvent, InvitationView, MEMBER_ROLES, TeamMember } from '../contract/contract.ts';
import { call, checked, createClient, type ApiOptions, type CallOptions } from './api.ts';
import { teamHeaders } from './team-credentials.ts';

const JSON_BODY = { 'Content-Type': 'application/json' };
const CreatedInvitation = object({ id: string(), email: string(), role: enums(MEMBER_ROLES), expires_at: number(), url: string() });

export function createTeamApi(options: ApiOptions = {}) {
  const client = createClient(options);
  const organisationPath = (organisationId: string) => `/organisations/${encodeURIComponent(organisationId)}`;
  const memberPath = (organisationId: string, memberId: string) => `${organisationPath(organisationId)}/members/${encodeURIComponent(memberId)}`;
  /** A write made with the member's session carries its CSRF token (and a JSON type only with a body: Fastify refuses an empty JSON body). */
  const write = (method: 'POST' | 'PATCH' | 'DELETE', body?: unknown) =>
    body === undefined ? { method, headers: teamHeaders('') } : { method, body, headers: { ...JSON_BODY, ...teamHeaders('') } };
  return {
    getSession(organisationId: string, { signal }: CallOptions = {}): Promise<ConsoleSession> {
      return call(async () => checked(ConsoleSession, await client(`${organisationPath(organisationId)}/session`, { signal })), 'GET /organisations/:id/session', { signal });
    },
    signIn(organisationId: string, email: string, password: string, { signal }: CallOptions = {}): Promise<ConsoleSession> {
      return call(
        async () => checked(ConsoleSession, await client(`${organisationPath(organisationId)}/session`, { method: 'POST', body: { email, password }, headers: JSON_BODY, signal })),
        'POST /organisations/:id/session',
        { signal },
      );
    },
    async signOut(organisationId: string, { signal }: CallOptions = {}): Promise<void> {
      await call(async () => client(`${organisationPath(organisationId)}/session`, { ...write('DELETE'), signal }), 'DELETE /organisations/:id/session', { signal });
    },
    getInvitation(token: string, { signal }: CallOptions = {}): Promise<InvitationView> {
      return call(async () => checked(InvitationView, await client(`/invitations/${encodeURIComponent(token)}`, { signal })), 'GET /invitations/:token', { signal });
    },
    acceptInvitation(token: string, name: string, password: string, { signal }: CallOptions = {}): Promise<ConsoleSession> {
      return call(
        async () => checked(ConsoleSession, await client(`/invitations/${encodeURIComponent(token)}/accept`, { method: 'POST', body: { name, password }, headers: JSON_BODY, signal })),
        'POST /invitations/:token/accept',
        { signal },
      );
    },
    listMembers(organisationId: string, { signal }: CallOptions = {}): Promise<TeamMember[]> {
      return call(async () => checked(array(TeamMember), await client(`${organisationPath(organisationId)}/members`, { headers: teamHeaders(''), signal })), 'GET /organisations/:id/members', { signal });
    },
    invite(organisationId: string, email: string, role: TeamMember['role'], { signal }: CallOptions = {}) {
      return call(
        async () => checked(CreatedInvitation, await client(`${organisationPath(organisationId)}/invitations`, { ...write('POST', { email, role }), signal })),
        'POST /organisations/:id/invitations',
        { signal },
      );
    },
    changeRole(organisationId: string, memberId: string, role: TeamMember['role'], { signal }: CallOptions = {}): Promise<TeamMember> {
      return call(async () => checked(TeamMember, await client(memberPath(organisationId, memberId), { ...write('PATCH', { role }), signal })), 'PATCH /organisations/:id/members/:memberId', { signal });
    },
    async removeMember(organisationId: string, memberId: string, { signal }: CallOptions = {}): Promise<void> {
      await call(async () => client(memberPath(organisationId, memberId), { ...write('DELETE'), signal }), 'DELETE /organisations/:id/members/:memberId', { signal });
    },
    conversationEvents(conversationId: string, operatorKey: string, { signal }: CallOptions = {}): Promise<ConversationEvent[]> {
      return call(
        async () => checked(array(ConversationEvent), await client(`/conversations/${encodeURIComponent(conversationId)}/events`, { headers: teamHeaders(operatorKey), signal })),
        'GET /conversations/:id/events',
        { signal, notFound: 'conversation-not-found' },
      );
    },
  };
}

export type TeamApi = ReturnType<typeof createTeamApi>;

export const teamApi: TeamApi = createTeamApi();
