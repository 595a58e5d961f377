// Who is asking, for every operator route: a member signed in to this organisation's console (the
// session cookie; its CSRF token is checked by plugins/sessions.ts), or automation with one of the
// organisation's API keys. 401 with neither, 403 for another organisation's member or key.
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../http-errors.ts';
import { presentedOperatorKey } from '../operator-auth.ts';
import type { ApiKeyRow } from '../store/api-keys-repository.ts';
import type { Executor } from '../store/executor.ts';
import type { SessionMember } from '../store/member-sessions-repository.ts';
import { organisationApiKey } from './api-key-auth.ts';

export type OperatorActor = { kind: 'member'; member: SessionMember } | { kind: 'apiKey'; apiKey: ApiKeyRow };

/** What the record of who did what shows for this actor. */
export function actorName(actor: OperatorActor): string {
  return actor.kind === 'member' ? actor.member.name : `API key "${actor.apiKey.name}"`;
}

export const actorIds = (actor: OperatorActor) => ({
  memberId: actor.kind === 'member' ? actor.member.id : null,
  apiKeyId: actor.kind === 'apiKey' ? actor.apiKey.id : null,
});

/** The member whose session this request carries, if any (a removed member's session reads as none). */
export function sessionMember(request: FastifyRequest): SessionMember | undefined {
  return request.session?.member;
}

/** 401 before anything is looked up when the request carries no credential at all. */
export function assertCredential(request: FastifyRequest): void {
  if (request.headers.authorization !== undefined) presentedOperatorKey(request.headers.authorization);
  else if (!sessionMember(request)) throw unauthorized("Sign in to the console, or send the organisation's operator key (one of its API keys) as Authorization: Bearer <key>");
}

export async function operatorActor(db: Executor, organisationId: string, request: FastifyRequest, refusal: string): Promise<OperatorActor> {
  assertCredential(request);
  if (request.headers.authorization !== undefined) {
    const key = presentedOperatorKey(request.headers.authorization);
    return { kind: 'apiKey', apiKey: await organisationApiKey(db, organisationId, key, refusal) };
  }
  const member = sessionMember(request)!;
  if (member.organisationId !== organisationId) throw forbidden(refusal);
  return { kind: 'member', member };
}

/** Owners manage the team and its keys; automation with an API key may too. */
export function assertOwner(actor: OperatorActor): void {
  if (actor.kind === 'member' && actor.member.role !== 'owner') throw forbidden('Only an owner of the organisation may do this');
}
