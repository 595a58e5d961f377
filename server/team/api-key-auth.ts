// Checks a presented API key against the store. A key is found by its sha256 within the
// organisation (an index), so the lookup compares hashes of high-entropy keys, not the keys.
import { forbidden } from '../http-errors.ts';
import { hashApiKey } from '../operator-auth.ts';
import { findLiveApiKey, type ApiKeyRow } from '../store/api-keys-repository.ts';
import type { Executor } from '../store/executor.ts';

/** The organisation's live key that was presented, or 403 (another organisation's, revoked, unknown). */
export async function organisationApiKey(db: Executor, organisationId: string, presentedKey: string, refusal: string): Promise<ApiKeyRow> {
  const row = await findLiveApiKey(db, organisationId, hashApiKey(presentedKey));
  if (!row) throw forbidden(refusal);
  return row;
}
