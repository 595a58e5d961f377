// The back-ends every server test runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is
// set. Each PostgreSQL store gets its own throwaway database, so test files running in parallel
// processes never see each other's rows (the migrations name the public schema, so a schema per
// file would not isolate them).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openStore, type Store, type StoreOptions } from '../../../server/store/db.ts';

export type StoreKind = 'pglite' | 'postgres';

export function storeKinds(): StoreKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
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
