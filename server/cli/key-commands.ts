// `korero keys create|list|revoke`: an organisation's named API keys for automation. A new key is
// printed once (only its hash is kept); a revoked key is refused from then on.
import type { Command } from 'commander';
import { apiKeyPrefix, generateApiKey, hashApiKey } from '../operator-auth.ts';
import { isUuid } from '../validation.ts';
import { withStore } from './context.ts';
import { requireOrganisation } from './organisation-commands.ts';
import { print } from './streams.ts';

const keyRepository = () => import('../store/api-keys-repository.ts');

export function registerKeyCommands(program: Command): void {
  const keys = program.command('keys').description("an organisation's named API keys (Authorization: Bearer <key>)");
  keys
    .command('create')
    .description('make a named key; it is printed once')
    .argument('<organisation>', 'organisation id')
    .argument('<name>', 'what the key is for, e.g. "Zapier"')
    .option('--json', 'print the key as JSON')
    .action(async (organisationId: string, name: string, options: { json?: boolean }) => {
      if (!name.trim()) throw new Error('The key needs a name');
      await withStore(async ({ store }) => {
        await requireOrganisation(store, organisationId);
        const { insertApiKey } = await keyRepository();
        const key = generateApiKey();
        const row = await insertApiKey(store.db, { organisationId, name: name.trim(), keyHash: hashApiKey(key), prefix: apiKeyPrefix(key), now: Date.now() });
        if (options.json) {
          print(JSON.stringify({ id: row.id, name: row.name, key }, null, 2));
          return;
        }
        print(`API key "${row.name}" (${row.id}): ${key}`);
        print('Save it now: it is shown only this once (only its hash is stored).');
      });
    });
  keys
    .command('list')
    .description("list an organisation's keys (never the keys themselves)")
    .argument('<organisation>', 'organisation id')
    .action(async (organisationId: string) => {
      await withStore(async ({ store }) => {
        await requireOrganisation(store, organisationId);
        const { listApiKeys } = await keyRepository();
        for (const row of await listApiKeys(store.db, organisationId)) {
          const state = row.revokedAt === null ? 'live' : `revoked ${new Date(row.revokedAt).toISOString()}`;
          print(`${row.id}\t${row.name}\t${row.prefix ? `${row.prefix}…` : '(migrated)'}\t${state}`);
        }
      });
    });
  keys
    .command('revoke')
    .description('revoke a key: requests with it are refused from now on')
    .argument('<organisation>', 'organisation id')
    .argument('<key-id>', 'the id shown by keys list')
    .action(async (organisationId: string, keyId: string) => {
      await withStore(async ({ store }) => {
        await requireOrganisation(store, organisationId);
        const { revokeApiKey } = await keyRepository();
        const revoked = isUuid(keyId) ? await revokeApiKey(store.db, organisationId, keyId.toLowerCase(), Date.now()) : undefined;
        if (!revoked) throw new Error(`No key ${keyId} in ${organisationId} (korero keys list ${organisationId} shows them)`);
        print(`Revoked "${revoked.name}".`);
      });
    });
}
