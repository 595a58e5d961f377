// Named API keys (issue 13): several per organisation, each revocable. Only a key's sha256 is
// stored; a request's key is found by that hash within the organisation it asks about.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from './executor.ts';
import { apiKeys } from './schema.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** The name of the key `korero org create` used to print and `korero org key` rotates. */
export const OPERATOR_KEY_NAME = 'Operator key';

export interface NewApiKey {
  organisationId: string;
  name: string;
  keyHash: string;
  prefix: string;
  now: number;
}

export async function insertApiKey(db: Executor, key: NewApiKey): Promise<ApiKeyRow> {
  const [row] = await db
    .insert(apiKeys)
    .values({ id: randomUUID(), organisationId: key.organisationId, name: key.name, keyHash: key.keyHash, prefix: key.prefix, createdAt: key.now })
    .returning();
  return row!;
}

/** The organisation's live (unrevoked) key with this hash. */
export async function findLiveApiKey(db: Executor, organisationId: string, keyHash: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, keyHash), eq(apiKeys.organisationId, organisationId), isNull(apiKeys.revokedAt)))
    .limit(1);
  return row;
}

export async function listApiKeys(db: Executor, organisationId: string): Promise<ApiKeyRow[]> {
  return db.select().from(apiKeys).where(eq(apiKeys.organisationId, organisationId)).orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
}

/** Revokes one of the organisation's keys; undefined when it has no such key. Revoking twice keeps the first time. */
export async function revokeApiKey(db: Executor, organisationId: string, id: string, now: number): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.organisationId, organisationId), eq(apiKeys.id, id)))
    .limit(1);
  if (!row || row.revokedAt !== null) return row;
  const [revoked] = await db.update(apiKeys).set({ revokedAt: now }).where(eq(apiKeys.id, id)).returning();
  return revoked;
}

/** Replaces the organisation's live keys of this name with one new key (a rotation). */
export async function replaceNamedApiKey(db: Executor, key: NewApiKey): Promise<ApiKeyRow> {
  return db.transaction(async (tx) => {
    await tx
      .update(apiKeys)
      .set({ revokedAt: key.now })
      .where(and(eq(apiKeys.organisationId, key.organisationId), eq(apiKeys.name, key.name), isNull(apiKeys.revokedAt)));
    return insertApiKey(tx, key);
  });
}
