// The organisation a page request is for, looked up once per request: on a frame request
// (/{organisation_id}/frame) the framing policy (frame-ancestors), the page's image sources (its
// logo) and the frame page (its first view) all need it, and the request is on the visitor's clock.
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../store/executor.ts';
import { findOrganisation, type OrganisationRow } from '../store/organisations-repository.ts';

const lookups = new WeakMap<FastifyRequest, Map<string, Promise<OrganisationRow | undefined>>>();

export function findRequestOrganisation(db: Executor, request: FastifyRequest, organisationId: string): Promise<OrganisationRow | undefined> {
  let byId = lookups.get(request);
  if (!byId) {
    byId = new Map();
    lookups.set(request, byId);
  }
  let lookup = byId.get(organisationId);
  if (!lookup) {
    lookup = findOrganisation(db, organisationId);
    byId.set(organisationId, lookup);
  }
  return lookup;
}
