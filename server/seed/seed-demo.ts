// Seeds the demo organisations that are missing (all of them on first start, none afterwards)
// and keeps their knowledge in step with the content files (a file is re-read only when it is
// newer than its stored source).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { apiKeyPrefix, generateApiKey, hashApiKey } from '../operator-auth.ts';
import { findLiveApiKey, insertApiKey, replaceNamedApiKey } from '../store/api-keys-repository.ts';
import type { Store } from '../store/db.ts';
import { findOrganisation, insertOrganisation } from '../store/organisations-repository.ts';
import { DEMO_ORGANISATIONS } from './demo-organisations.ts';
import { ensureDemoOwner, generateDemoPassword } from './seed-demo-owner.ts';
import { addSynonymGroup, listSynonymGroups } from '../store/synonyms-repository.ts';
import { ingestContentFileIfChanged } from './ingest-content.ts';

type SeedLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface SeedOptions {
  contentDir: string;
  /** The operator key for every demo organisation; generated (and logged once) when unset. */
  demoOperatorKey?: string;
  /** The demo owner's password (demo@korero.local); generated (and shown once) when unset. */
  demoOwnerPassword?: string;
  log: SeedLog;
  /** Content files are read in a parse worker, so their parser and WordNet's files leave the server's memory with it. */
  offThread?: boolean;
}

/** The name of the key each demo organisation is seeded with (DEMO_OPERATOR_KEY, or a generated one). */
export const DEMO_KEY_NAME = 'Demo operator key';

export interface SeedResult {
  created: string[];
  /** Keys generated on this run (no DEMO_OPERATOR_KEY), by organisation id: shown once, then gone. */
  generatedKeys: Record<string, string>;
  /** The demo owner's password when it was generated on this run: shown once, then gone. */
  generatedOwnerPassword?: string;
  ingested: { organisationId: string; status: string; sectionCount: number }[];
}

/** The advisory lock's key: any constant no other part of Korero uses. */
const SEED_LOCK = 4_210_512;

export async function seedDemoOrganisations(store: Store, options: SeedOptions): Promise<SeedResult> {
  const result: SeedResult = { created: [], generatedKeys: {}, ingested: [] };
  const ownerPassword = options.demoOwnerPassword ?? generateDemoPassword();
  for (const demo of DEMO_ORGANISATIONS) {
    const id = demo.organisation.id;
    // Under a lock held to the transaction's end: instances started together on one PostgreSQL
    // would otherwise both find the organisation missing and both insert it (or its synonym groups).
    await store.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
      const existing = await findOrganisation(tx, id);
      if (!existing) {
        const key = options.demoOperatorKey ?? generateApiKey();
        await insertOrganisation(tx, { ...demo.organisation, isDemo: true });
        await insertApiKey(tx, { organisationId: id, name: DEMO_KEY_NAME, keyHash: hashApiKey(key), prefix: apiKeyPrefix(key), now: Date.now() });
        result.created.push(id);
        if (!options.demoOperatorKey) {
          result.generatedKeys[id] = key;
          // Shown once: only the hash is stored, so this log line is the only copy.
          options.log.warn({ organisationId: id, operatorKey: key }, 'demo organisation created; save its operator key now, it is not shown again');
        }
      } else if (options.demoOperatorKey && !(await findLiveApiKey(tx, id, hashApiKey(options.demoOperatorKey)))) {
        // Setting DEMO_OPERATOR_KEY on a later start rotates the demo key.
        const key = options.demoOperatorKey;
        await replaceNamedApiKey(tx, { organisationId: id, name: DEMO_KEY_NAME, keyHash: hashApiKey(key), prefix: apiKeyPrefix(key), now: Date.now() });
        options.log.info({ organisationId: id }, 'demo operator key set from DEMO_OPERATOR_KEY');
      }

      // Seeded once: afterwards the groups are the organisation's team's to change.
      if ((await listSynonymGroups(tx, id)).length === 0) {
        for (const words of demo.synonyms) await addSynonymGroup(tx, id, words);
      }

      if ((await ensureDemoOwner(tx, id, ownerPassword, options.demoOwnerPassword !== undefined)) && !options.demoOwnerPassword) {
        result.generatedOwnerPassword = ownerPassword;
      }
    });

    const path = join(options.contentDir, demo.content.file);
    if (!existsSync(path)) {
      options.log.warn({ organisationId: id, path }, 'demo content file missing; the assistant has nothing to answer from');
      continue;
    }
    try {
      const { publicUrl, name } = demo.content;
      const ingested = await ingestContentFileIfChanged(store, { organisationId: id, path, publicUrl, name, offThread: options.offThread });
      result.ingested.push({ organisationId: id, ...ingested });
      if (ingested.status === 'created' || ingested.status === 'updated') options.log.info({ organisationId: id, ...ingested }, 'demo content ingested');
    } catch (error) {
      // The API still works without knowledge; the assistant says it has no answer.
      options.log.error({ err: error, organisationId: id, path }, 'demo content could not be ingested');
    }
  }
  return result;
}
