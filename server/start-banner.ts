// The few plain lines a person reads when Korero starts, beside the JSON log: where it runs, each
// demo organisation's pages, and how to sign in to its console (the demo owner's email and
// password, and the API's operator key; each shown only when it was generated, on the first start).
import { DEMO_ORGANISATIONS } from './seed/demo-organisations.ts';
import { DEMO_OWNER_EMAIL } from './team/team-config.ts';

export interface BannerFacts {
  publicUrl: string;
  /** Operator keys generated on this start, by organisation id: the only time they are shown. */
  generatedKeys: Record<string, string>;
  /** DEMO_OPERATOR_KEY was set: the demo organisations use that key. */
  demoKeyFromEnvironment: boolean;
  /** The demo owner's password, when generated on this start. */
  generatedOwnerPassword?: string;
  /** DEMO_OWNER_PASSWORD was set. */
  ownerPasswordFromEnvironment: boolean;
}

function ownerPassword(facts: BannerFacts): string {
  if (facts.generatedOwnerPassword) return `password ${facts.generatedOwnerPassword}`;
  if (facts.ownerPasswordFromEnvironment) return 'your DEMO_OWNER_PASSWORD';
  return 'the password printed on the first start (set DEMO_OWNER_PASSWORD to choose one)';
}

function signIn(facts: BannerFacts, organisationId: string): string {
  const generated = facts.generatedKeys[organisationId];
  if (generated) return `operator key ${generated}`;
  if (facts.demoKeyFromEnvironment) return 'operator key: your DEMO_OPERATOR_KEY';
  return 'operator key: printed on the first start (set DEMO_OPERATOR_KEY to choose a new one)';
}

export function startBanner(facts: BannerFacts): string {
  const lines = [`Korero is running at ${facts.publicUrl}`, ''];
  for (const { organisation, content } of DEMO_ORGANISATIONS) {
    const home = `${facts.publicUrl}/${organisation.id}`;
    lines.push(
      `${organisation.name}`,
      `  chat      ${home}   (on a site: ${home}/widget; its content: ${facts.publicUrl}${content.publicUrl})`,
      `  console   ${home}/operator   sign in as ${DEMO_OWNER_EMAIL} with ${ownerPassword(facts)}`,
      `  API       ${signIn(facts, organisation.id)}`,
    );
  }
  if (Object.keys(facts.generatedKeys).length > 0 || facts.generatedOwnerPassword) {
    lines.push('', 'Save the operator keys and the password now: they are shown only on this first start.');
  }
  lines.push('', 'Your own organisation: npx korero org create --name "…" --owner you@example.com (stop the server first with PGlite).');
  return `\n${lines.join('\n')}\n\n`;
}
