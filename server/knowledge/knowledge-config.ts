// The knowledge settings read from the environment, apart from the ingestion code so that reading
// the configuration (every start, every CLI call) loads no parser.
import { DEFAULT_FETCH_POLICY, type FetchPolicy } from './fetch-safe.ts';

/**
 * KORERO_ALLOW_PRIVATE_FETCH=true allows every private address (development only);
 * KORERO_FETCH_ALLOW_HOSTS=localhost,demo.internal allows just those hosts (the demo's own pages).
 */
export function parseKnowledgeConfig(env: Record<string, string | undefined> = process.env): { fetchPolicy: FetchPolicy } {
  const allow = (env.KORERO_ALLOW_PRIVATE_FETCH ?? '').trim().toLowerCase();
  const hosts = (env.KORERO_FETCH_ALLOW_HOSTS ?? '').split(',').map((host) => host.trim().toLowerCase()).filter(Boolean);
  return { fetchPolicy: { ...DEFAULT_FETCH_POLICY, allowPrivateAddresses: ['1', 'true', 'yes', 'on'].includes(allow), allowPrivateHosts: hosts } };
}
