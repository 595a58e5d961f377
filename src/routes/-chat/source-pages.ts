import { DEFAULT_ORGANISATION_ID } from '../../contract/contract';

/** The demo organisations' source content pages: what their assistants learned and cite. */
const SOURCE_PAGES: Record<string, string> = {
  [DEFAULT_ORGANISATION_ID]: '/queenstownadventures',
  'harbourside-dental': '/harbourside',
};

export function sourcePageOf(organisationId: string): string | null {
  return SOURCE_PAGES[organisationId] ?? null;
}
