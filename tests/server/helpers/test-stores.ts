// The back-ends every server test runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is
// set (without it the PostgreSQL suites are reported as skipped, not left out). Each PostgreSQL store gets its own throwaway database, so test files running in parallel
// processes never see each other's rows (the migrations name the public schema, so a schema per
// file would not isolate them).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, type TestOptions } from 'vitest';
import { openStore, type Store, type StoreOptions } from '../../../server/store/db.ts';

export type StoreKind = 'pglite' | 'postgres';

export const STORE_KINDS: readonly StoreKind[] = ['pglite', 'postgres'];

/** Why a back-end's suites do not run here, or undefined when they do. */
export function skipReason(kind: StoreKind): string | undefined {
  return kind === 'postgres' && !process.env.TEST_DATABASE_URL ? 'TEST_DATABASE_URL is not set' : undefined;
}

/**
 * `describe(\`${title} [${kind}]\`)` for a back-end this run can reach; otherwise the suite is
 * declared skipped with the reason in its name, so the run counts it instead of losing it (a file
 * with no suite at all fails Vitest). A skipped suite's body is still collected: keep side
 * effects (temporary folders, databases) in its hooks.
 */
export function describeStore(kind: StoreKind, title: string, body: () => void, options: TestOptions = {}): void {
  const reason = skipReason(kind);
  if (reason) describe.skip(`${title} [${kind}] (skipped: ${reason})`, options, body);
  else describe(`${title} [${kind}]`, options, body);
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
}

/** A database of its own on the test server; drop() removes it. */
export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createScratchDatabase(): Promise<ScratchDatabase> {
  const name = `korero_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl() });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** A fresh, migrated, empty store; dispose() closes it and drops its database. */
export interface TestStore {
  store: Store;
  /** What openStore needs to reach the same data again (restart tests). */
  options: StoreOptions;
  dispose(): Promise<void>;
}

export async function openTestStore(kind: StoreKind, dataDir?: string): Promise<TestStore> {
  if (kind === 'pglite') {
    const options: StoreOptions = { kind: 'pglite', dataDir };
    const store = await openStore(options);
    return { store, options, dispose: () => store.close() };
  }
  const scratch = await createScratchDatabase();
  const options: StoreOptions = { kind: 'postgres', url: scratch.url, poolSize: 4 };
  const store = await openStore(options);
  return {
    store,
    options,
    async dispose() {
      await store.close();
      await scratch.drop();
    },
  };
}
