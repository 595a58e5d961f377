// The organisation of a frame request (/{organisation_id}/frame), looked up once per request: the
// framing policy (frame-ancestors) and the frame page (its first view) both need it, and the
// request is on the visitor's clock.
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../store/executor.ts';
import { findOrganisation, type OrganisationRow } from '../store/organisations-repository.ts';

const lookups = new WeakMap<FastifyRequest, Promise<OrganisationRow | undefined>>();

export function findFrameOrganisation(db: Executor, request: FastifyRequest, organisationId: string): Promise<OrganisationRow | undefined> {
  let lookup = lookups.get(request);
  if (!lookup) {
    lookup = findOrganisation(db, organisationId);
    lookups.set(request, lookup);
  }
  return lookup;
}
