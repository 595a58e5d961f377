// The CSP img-src of a page: Korero's own origin, data: and the logo of the organisation the page
// is for. Images in messages render as links (src/ui/message-markdown.tsx); this is the second
// wall: a page loads no other image, whoever wrote the message. An organisation's logo may sit on
// its own site, which one static policy cannot name, so the page's policy names that one file.
import type { FastifyRequest } from 'fastify';
import { DEFAULT_ORGANISATION_ID } from '../../src/contract/contract.ts';
import { findRequestOrganisation } from '../embed/request-organisation.ts';
import type { Executor } from '../store/executor.ts';
import { unstorableReason } from '../validation.ts';

/** Extra img-src sources for an HTML response (none: only 'self' and data:). */
export type ImageSourcesPolicy = (request: FastifyRequest) => Promise<string[]>;

/** Client routes whose first segment is not an organisation id: they show the default one. */
const TOP_LEVEL_ROUTES = new Set(['widget', 'fullscreen', 'operator', 'queenstownadventures', 'harbourside']);

/** The organisation a client page (/, /{organisation_id}/…, /widget, …) is for. */
export function pageOrganisationId(url: string): string | undefined {
  const [first] = url.split(/[?#]/)[0].split('/').filter(Boolean);
  if (first === undefined || TOP_LEVEL_ROUTES.has(first)) return DEFAULT_ORGANISATION_ID;
  try {
    const id = decodeURIComponent(first);
    return unstorableReason(id) ? undefined : id;
  } catch {
    return undefined;
  }
}

/**
 * A logo URL as a CSP source naming that one file; undefined for a same-origin path (covered by
 * 'self') or anything not http(s). CSP separates sources by spaces and directives by ';' and ','.
 */
export function logoSource(logoUrl: string): string | undefined {
  let url: URL;
  try {
    url = new URL(logoUrl);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  return `${url.origin}${url.pathname.replace(/;/g, '%3B').replace(/,/g, '%2C')}`;
}

export function organisationLogoSources(db: Executor): ImageSourcesPolicy {
  return async (request) => {
    const organisationId = pageOrganisationId(request.url);
    if (!organisationId || organisationId.length > 512) return [];
    // The same lookup the frame's framing policy and page make: one read per request.
    const organisation = await findRequestOrganisation(db, request, organisationId);
    const source = organisation && logoSource(organisation.logoUrl);
    return source ? [source] : [];
  };
}
