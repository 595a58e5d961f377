// Small checks every resource route shares.
import type { RateLimitConfig } from '../config.ts';
import { badRequest, notFound } from '../http-errors.ts';
import type { FastifyRequest } from 'fastify';
import { assertCredential, assertOwner, operatorActor, type OperatorActor } from '../team/operator-access.ts';
import type { Store } from '../store/db.ts';
import { findOrganisation, type OrganisationRow } from '../store/organisations-repository.ts';
import { isUuid, unstorableReason } from '../validation.ts';

/** A conversation or contact id from the path: anything but a UUID cannot exist, so 404. */
export function uuidParam(value: string, what: 'Conversation' | 'Message' | 'Contact' | 'Source' | 'Synonym group' | 'Webhook' | 'Subscription'): string {
  if (!isUuid(value)) throw notFound(`${what} not found`);
  return value.toLowerCase();
}

/** A readable id (organisations): NUL bytes or broken Unicode are a malformed request. */
export function textParam(value: string, name: string): string {
  const reason = unstorableReason(value);
  if (reason) throw badRequest(`Path parameter "${name}" ${reason}`, name);
  return value;
}

/**
 * The organisation an operator request is about and who asks (a signed-in member or an API key,
 * team/operator-access.ts): 401 with neither, 404 for an unknown organisation, 403 for a member
 * or key that is not its own.
 */
export async function operatorAccess(store: Store, organisationId: string, request: FastifyRequest): Promise<{ organisation: OrganisationRow; actor: OperatorActor }> {
  assertCredential(request);
  const organisation = await findOrganisation(store.db, textParam(organisationId, 'id'));
  if (!organisation) throw notFound('Organisation not found');
  const actor = await operatorActor(store.db, organisation.id, request, "This key is not the organisation's operator key");
  return { organisation, actor };
}

export async function operatorOrganisation(store: Store, organisationId: string, request: FastifyRequest): Promise<OrganisationRow> {
  return (await operatorAccess(store, organisationId, request)).organisation;
}

/**
 * For a plugin whose reads are the whole team's and whose writes are owners' (knowledge, synonyms):
 * any member or API key of the organisation reads; a write from an agent is 403.
 */
export async function ownerWritesOrganisation(store: Store, organisationId: string, request: FastifyRequest): Promise<OrganisationRow> {
  const { organisation, actor } = await operatorAccess(store, organisationId, request);
  if (request.method !== 'GET' && request.method !== 'HEAD') assertOwner(actor);
  return organisation;
}

/** A write route's `rateLimit` route config: `max` requests per client address per window. */
export function routeRateLimit(limits: RateLimitConfig, max: number): { max: number; timeWindow: number } | false {
  return limits.enabled ? { max, timeWindow: limits.windowMs } : false;
}
