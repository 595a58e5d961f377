// The few plain lines a person reads when Korero starts, beside the JSON log: where it runs, each
// demo organisation's pages, and how to sign in to its console (the operator key, shown only when
// it was generated, on the first start).
import { DEMO_ORGANISATIONS } from './seed/demo-organisations.ts';

export interface BannerFacts {
  publicUrl: string;
  /** Operator keys generated on this start, by organisation id: the only time they are shown. */
  generatedKeys: Record<string, string>;
  /** DEMO_OPERATOR_KEY was set: the demo organisations use that key. */
  demoKeyFromEnvironment: boolean;
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
      `  console   ${home}/operator   sign in with its ${signIn(facts, organisation.id)}`,
    );
  }
  if (Object.keys(facts.generatedKeys).length > 0) lines.push('', 'Save the operator keys now: they are shown only on this first start.');
  lines.push('', 'Your own organisation: npx korero org create --name "…" (stop the server first with PGlite).');
  return `\n${lines.join('\n')}\n\n`;
}
