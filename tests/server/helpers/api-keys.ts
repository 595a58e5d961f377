// Tests give organisations API keys the way the CLI does: a named key row holding the key's sha256.
import { and, eq, isNull } from 'drizzle-orm';
import { apiKeyPrefix, hashApiKey } from '../../../server/operator-auth.ts';
import { insertApiKey } from '../../../server/store/api-keys-repository.ts';
import type { Executor } from '../../../server/store/executor.ts';
import { apiKeys } from '../../../server/store/schema.ts';

/** Gives the organisation this key unless it has it already (tests in a loop give it again). */
export async function giveApiKey(db: Executor, organisationId: string, key: string, name = 'Test key'): Promise<void> {
  if ((await liveKeyHashes(db, organisationId)).includes(hashApiKey(key))) return;
  await insertApiKey(db, { organisationId, name, keyHash: hashApiKey(key), prefix: apiKeyPrefix(key), now: Date.now() });
}

/** The hashes of the organisation's live keys. */
export async function liveKeyHashes(db: Executor, organisationId: string): Promise<string[]> {
  const rows = await db
    .select({ keyHash: apiKeys.keyHash })
    .from(apiKeys)
    .where(and(eq(apiKeys.organisationId, organisationId), isNull(apiKeys.revokedAt)));
  return rows.map((row) => row.keyHash);
}
