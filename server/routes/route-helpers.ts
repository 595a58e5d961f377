// Small checks every resource route shares.
import type { RateLimitConfig } from '../config.ts';
import { badRequest, notFound } from '../http-errors.ts';
import { assertOperatorKey, presentedOperatorKey } from '../operator-auth.ts';
import type { Store } from '../store/db.ts';
import { findOrganisation, type OrganisationRow } from '../store/organisations-repository.ts';
import { isUuid, unstorableReason } from '../validation.ts';

/** A conversation or contact id from the path: anything but a UUID cannot exist, so 404. */
export function uuidParam(value: string, what: 'Conversation' | 'Contact' | 'Source' | 'Synonym group'): string {
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
 * The organisation an operator request is about, once its key is proven: 401 without a key, 404
 * for an unknown organisation, 403 for a key that is not its own (operator-auth.ts).
 */
export async function operatorOrganisation(store: Store, organisationId: string, authorization: string | undefined): Promise<OrganisationRow> {
  const key = presentedOperatorKey(authorization);
  const organisation = await findOrganisation(store.db, textParam(organisationId, 'id'));
  if (!organisation) throw notFound('Organisation not found');
  assertOperatorKey(organisation.apiKeyHash, key, "This key is not the organisation's operator key");
  return organisation;
}

/** A write route's `rateLimit` route config: `max` requests per client address per window. */
export function routeRateLimit(limits: RateLimitConfig, max: number): { max: number; timeWindow: number } | false {
  return limits.enabled ? { max, timeWindow: limits.windowMs } : false;
}
