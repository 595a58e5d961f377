// `korero org create|update|show|key|list`: organisations, straight in the store. A new
// organisation gets a random UUID (or the readable --id given) and, with --owner, its first
// owner's one-time invitation link; API keys are made with `korero keys`.
import type { Command } from 'commander';
import type { Config } from '../config.ts';
import { apiKeyPrefix, generateApiKey, hashApiKey } from '../operator-auth.ts';
import { newOrganisationId, ORGANISATION_ID_MAX_LENGTH, ORGANISATION_ID_MIN_LENGTH, organisationIdProblem } from '../organisation-id.ts';
import type { Store } from '../store/db.ts';
import type { OrganisationRow } from '../store/organisations-repository.ts';
import { withStore } from './context.ts';
import { counted } from './counted.ts';
import { addProfileOptions, profileChanges, type ProfileOptions } from './organisation-options.ts';
import { print } from './streams.ts';

const PUBLIC_URL_HELP = "where Korero is served, for the embed snippet (default: PUBLIC_URL, else http://HOST:PORT as the server's configuration says)";

interface OutputOptions {
  /** Unset: the server's own public URL from the same environment (PUBLIC_URL, HOST, PORT). */
  publicUrl?: string;
  json?: boolean;
}

/** The snippet's server: --public-url, else the server's own from the same environment. */
function withPublicUrl<Options extends OutputOptions>(options: Options, config: Config): Options & { publicUrl: string } {
  return { ...options, publicUrl: options.publicUrl ?? config.publicUrl };
}

/** Checked before anything is stored, so a typo does not leave an organisation half reported. */
function checkPublicUrl(publicUrl: string): URL {
  try {
    const url = new URL(publicUrl);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url;
  } catch {
    // Reported below.
  }
  throw new Error(`--public-url must be an http(s) URL such as https://chat.example.com, got "${publicUrl}"`);
}

export function embedSnippet(publicUrl: string, organisationId: string): string {
  const base = checkPublicUrl(publicUrl).href;
  const src = new URL('embed.js', base.endsWith('/') ? base : `${base}/`).href;
  return `<script src="${src}" data-organisation-id="${organisationId}" async></script>`;
}

/** The store's modules, loaded when a command runs rather than for `--help`. */
const repository = () => import('../store/organisations-repository.ts');
const keyRepository = () => import('../store/api-keys-repository.ts');

export async function requireOrganisation(store: Store, id: string): Promise<OrganisationRow> {
  const { findOrganisation } = await repository();
  const row = await findOrganisation(store.db, id);
  if (!row) throw new Error(`No organisation ${id} (korero org list shows them)`);
  return row;
}

function profileView(row: OrganisationRow) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    default_questions: row.defaultQuestions,
    logo_url: row.logoUrl,
    chat_bubble_color: row.chatBubbleColor,
    chat_text_color: row.chatTextColor,
    button_color: row.buttonColor,
    button_text_color: row.buttonTextColor,
    support_email: row.supportEmail,
    support_phone: row.supportPhone,
    allowed_origins: row.allowedOrigins,
    is_demo: row.isDemo,
  };
}

function printProfile(row: OrganisationRow, options: OutputOptions & { publicUrl: string }, extra: Record<string, unknown> = {}): void {
  const snippet = embedSnippet(options.publicUrl, row.id);
  if (options.json) {
    print(JSON.stringify({ ...profileView(row), ...extra, embed_snippet: snippet }, null, 2));
    return;
  }
  for (const [field, value] of Object.entries({ ...profileView(row), ...extra })) {
    const shown = Array.isArray(value) ? value.join(' | ') || '(none)' : value === null || value === '' ? '(none)' : String(value);
    print(`${`${field}:`.padEnd(20)} ${shown}`);
  }
  print(`\nEmbed snippet (paste it into the site's pages):\n  ${snippet}`);
}

export function registerOrganisationCommands(program: Command): void {
  const org = program.command('org').description('create, update, show and list organisations, and rotate their operator keys and identity secrets');

  addProfileOptions(
    org
      .command('create')
      .description("create an organisation: prints its id, its first owner's invitation link and the embed snippet")
      .requiredOption('-n, --name <name>', 'the name visitors see'),
    { clearable: false },
  )
    .option('--owner <email>', 'the first owner: prints their one-time invitation link to the console')
    .option('--id <id>', `a readable id for page URLs and the snippet, such as acme (lowercase letters, digits and hyphens, ${ORGANISATION_ID_MIN_LENGTH}–${ORGANISATION_ID_MAX_LENGTH} characters); default: a random UUID`)
    .option('--public-url <url>', PUBLIC_URL_HELP)
    .option('--json', 'print the result as JSON')
    .action(async (options: ProfileOptions & OutputOptions & { id?: string; owner?: string }) => {
      const { name, ...changes } = profileChanges(options);
      if (!name) throw new Error('--name is required');
      if (options.publicUrl !== undefined) checkPublicUrl(options.publicUrl);
      const chosenId = options.id?.trim();
      const problem = chosenId === undefined ? undefined : organisationIdProblem(chosenId);
      if (problem) throw new Error(`--id "${chosenId}" ${problem}`);
      if (options.owner !== undefined && !/^[^\s@]+@[^\s@]+$/.test(options.owner)) throw new Error(`--owner "${options.owner}" is not an email address`);
      await withStore(async ({ config, store }) => {
        // Random by default, so an organisation's id (which its embed snippet shows) reveals no others.
        const { findOrganisation, insertOrganisation } = await repository();
        const id = chosenId ?? newOrganisationId();
        if (await findOrganisation(store.db, id)) throw new Error(`--id "${id}" is taken by another organisation; choose another`);
        await insertOrganisation(store.db, { ...changes, id, name });
        const row = await requireOrganisation(store, id);
        const output = withPublicUrl(options, config);
        // The first owner signs in with their own password, set on the invitation's page: no shared key.
        const { createInvitation } = await import('../team/invitation-links.ts');
        const owner = options.owner
          ? await createInvitation(store.db, { organisationId: id, email: options.owner, role: 'owner', invitedByMemberId: null, ttlMs: config.team.invitationTtlMs, publicUrl: output.publicUrl })
          : undefined;
        if (options.json) {
          printProfile(row, output, owner ? { owner_invitation_url: owner.url } : {});
          return;
        }
        print(`Created organisation ${row.name}\n`);
        printProfile(row, output);
        if (owner) {
          print(`\nThe first owner's invitation (${owner.invitation.email}, works once, until ${new Date(owner.invitation.expiresAt).toISOString()}):\n  ${owner.url}`);
        } else {
          print(`\nInvite its first owner: korero team invite ${id} <email> --role owner`);
        }
        print(`API keys for automation: korero keys create ${id} <name>`);
      });
    });

  addProfileOptions(
    org.command('update').description("change an organisation's profile: only the options given change").argument('<id>', 'organisation id').option('-n, --name <name>', 'the name visitors see'),
    { clearable: true },
  )
    .option('--public-url <url>', PUBLIC_URL_HELP)
    .option('--json', 'print the result as JSON')
    .action(async (id: string, options: ProfileOptions & OutputOptions) => {
      const changes = profileChanges(options);
      if (options.publicUrl !== undefined) checkPublicUrl(options.publicUrl);
      if (Object.keys(changes).length === 0) throw new Error('Nothing to change: give at least one option (korero org update --help lists them)');
      await withStore(async ({ config, store }) => {
        const { updateOrganisation } = await repository();
        if (!(await updateOrganisation(store.db, id, changes))) throw new Error(`No organisation ${id} (korero org list shows them)`);
        printProfile(await requireOrganisation(store, id), withPublicUrl(options, config));
      });
    });

  org
    .command('show')
    .description("show an organisation's profile and embed snippet")
    .argument('<id>', 'organisation id')
    .option('--public-url <url>', PUBLIC_URL_HELP)
    .option('--json', 'print the profile as JSON')
    .action(async (id: string, options: OutputOptions) => {
      await withStore(async ({ config, store }) => printProfile(await requireOrganisation(store, id), withPublicUrl(options, config)));
    });

  org
    .command('key')
    .description('make a new operator key (printed once); the old one stops working')
    .argument('<id>', 'organisation id')
    .option('--json', 'print the key as JSON')
    .action(async (id: string, options: { json?: boolean }) => {
      await withStore(async ({ store }) => {
        await requireOrganisation(store, id);
        const key = generateApiKey();
        const { replaceNamedApiKey, OPERATOR_KEY_NAME } = await keyRepository();
        await replaceNamedApiKey(store.db, { organisationId: id, name: OPERATOR_KEY_NAME, keyHash: hashApiKey(key), prefix: apiKeyPrefix(key), now: Date.now() });
        if (options.json) {
          print(JSON.stringify({ id, operator_key: key }, null, 2));
          return;
        }
        print(`Operator key for ${id}: ${key}`);
        print('Save it now: it is shown only this once (only its hash is stored). The previous key no longer works.');
      });
    });

  org
    .command('identity-secret')
    .description("print the secret a site signs its signed-in users' ids with (data-user-hash); made on first use")
    .argument('<id>', 'organisation id')
    .option('--rotate', 'make a new secret: hashes made with the old one stop being accepted')
    .option('--json', 'print the secret as JSON')
    .action(async (id: string, options: { rotate?: boolean; json?: boolean }) => {
      await withStore(async ({ store }) => {
        const row = await requireOrganisation(store, id);
        const { newIdentitySecret } = await import('../identity/user-hash.ts');
        const made = options.rotate || !row.identitySecret;
        const secret = made ? newIdentitySecret() : row.identitySecret!;
        if (made) {
          const { updateOrganisation } = await repository();
          await updateOrganisation(store.db, id, { identitySecret: secret });
        }
        if (options.json) {
          print(JSON.stringify({ id, identity_secret: secret }, null, 2));
          return;
        }
        print(`Identity secret for ${id}: ${secret}`);
        if (options.rotate) print('The previous secret no longer verifies anyone: update the site with this one.');
        print("Keep it on the site's server: data-user-hash is the hex HMAC-SHA256 of data-user-id keyed with it (docs/embed.md).");
      });
    });

  org
    .command('list')
    .description('list organisations with their source and section counts')
    .action(async () => {
      await withStore(async ({ store }) => {
        const [{ count, eq }, { organisations, sections, sources }] = await Promise.all([import('drizzle-orm'), import('../store/schema.ts')]);
        const rows = await store.db.select({ id: organisations.id, name: organisations.name }).from(organisations).orderBy(organisations.id);
        for (const row of rows) {
          const [[sourceCount], [sectionCount]] = await Promise.all([
            store.db.select({ n: count() }).from(sources).where(eq(sources.organisationId, row.id)),
            store.db.select({ n: count() }).from(sections).where(eq(sections.organisationId, row.id)),
          ]);
          print(`${row.id}\t${row.name}\t${counted(sourceCount.n, 'source')}\t${counted(sectionCount.n, 'section')}`);
        }
        if (rows.length === 0) print('No organisations yet: korero org create --name <name>');
      });
    });
}
