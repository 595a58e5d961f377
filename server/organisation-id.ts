// Organisation ids. Random UUIDs by default (an id in a snippet then reveals no others); an owner
// may choose a readable one ("acme") for shorter page URLs and snippets.
import { randomUUID } from 'node:crypto';

export const ORGANISATION_ID_MIN_LENGTH = 2;
export const ORGANISATION_ID_MAX_LENGTH = 63;

const READABLE_ID = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/**
 * The client's own top-level routes and files: /{organisation_id} shares their namespace, so an
 * organisation called "widget" would never get its own page.
 */
const RESERVED_IDS = new Set(['api', 'assets', 'embed', 'frame', 'fullscreen', 'harbourside', 'logos', 'operator', 'queenstownadventures', 'sounds', 'sources', 'widget']);

/** Why `id` cannot be a chosen organisation id, or undefined when it can. */
export function organisationIdProblem(id: string): string | undefined {
  if (id.length < ORGANISATION_ID_MIN_LENGTH || id.length > ORGANISATION_ID_MAX_LENGTH) {
    return `must be ${ORGANISATION_ID_MIN_LENGTH} to ${ORGANISATION_ID_MAX_LENGTH} characters long, got ${id.length}`;
  }
  if (!READABLE_ID.test(id)) return 'may hold only lowercase letters, digits and hyphens, and must start and end with a letter or digit';
  if (RESERVED_IDS.has(id)) return `is one of Korero's own pages (/${id}); choose another`;
  return undefined;
}

export function newOrganisationId(): string {
  return randomUUID();
}
