// Seeds the demo organisations that are missing (all of them on first start, none afterwards)
// and keeps their knowledge in step with the content files (a file is re-read only when it is
// newer than its stored source).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { generateApiKey, hashApiKey, isOperatorKey } from '../operator-auth.ts';
import type { Store } from '../store/db.ts';
import { findOrganisation, insertOrganisation, setApiKeyHash } from '../store/organisations-repository.ts';
import { DEMO_ORGANISATIONS } from './demo-organisations.ts';
import { addSynonymGroup, listSynonymGroups } from '../store/synonyms-repository.ts';
import { ingestContentFileIfChanged } from './ingest-content.ts';

type SeedLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface SeedOptions {
  contentDir: string;
  /** The operator key for every demo organisation; generated (and logged once) when unset. */
  demoOperatorKey?: string;
  log: SeedLog;
}

export interface SeedResult {
  created: string[];
  /** Keys generated on this run (no DEMO_OPERATOR_KEY), by organisation id: shown once, then gone. */
  generatedKeys: Record<string, string>;
  ingested: { organisationId: string; status: string; sectionCount: number }[];
}

export async function seedDemoOrganisations(store: Store, options: SeedOptions): Promise<SeedResult> {
  const result: SeedResult = { created: [], generatedKeys: {}, ingested: [] };
  for (const demo of DEMO_ORGANISATIONS) {
    const id = demo.organisation.id;
    const existing = await findOrganisation(store.db, id);
    if (!existing) {
      const key = options.demoOperatorKey ?? generateApiKey();
      await insertOrganisation(store.db, { ...demo.organisation, apiKeyHash: hashApiKey(key), isDemo: true });
      result.created.push(id);
      if (!options.demoOperatorKey) {
        result.generatedKeys[id] = key;
        // Shown once: only the hash is stored, so this log line is the only copy.
        options.log.warn({ organisationId: id, operatorKey: key }, 'demo organisation created; save its operator key now, it is not shown again');
      }
    } else if (options.demoOperatorKey && !isOperatorKey(existing.apiKeyHash, options.demoOperatorKey)) {
      // Setting DEMO_OPERATOR_KEY on a later start rotates the demo key.
      await setApiKeyHash(store.db, id, hashApiKey(options.demoOperatorKey));
      options.log.info({ organisationId: id }, 'demo operator key set from DEMO_OPERATOR_KEY');
    }

    // Seeded once: afterwards the groups are the organisation's team's to change.
    if ((await listSynonymGroups(store.db, id)).length === 0) {
      for (const words of demo.synonyms) await addSynonymGroup(store.db, id, words);
    }

    const path = join(options.contentDir, demo.content.file);
    if (!existsSync(path)) {
      options.log.warn({ organisationId: id, path }, 'demo content file missing; the assistant has nothing to answer from');
      continue;
    }
    try {
      const { publicUrl, name } = demo.content;
      const ingested = await ingestContentFileIfChanged(store, { organisationId: id, path, publicUrl, name });
      result.ingested.push({ organisationId: id, ...ingested });
      if (ingested.status === 'created' || ingested.status === 'updated') options.log.info({ organisationId: id, ...ingested }, 'demo content ingested');
    } catch (error) {
      // The API still works without knowledge; the assistant says it has no answer.
      options.log.error({ err: error, organisationId: id, path }, 'demo content could not be ingested');
    }
  }
  return result;
}
