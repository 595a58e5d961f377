// The back-ends every server test runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is
// set (without it the PostgreSQL suites are reported as skipped, not left out). Each test store is
// a copy of a migrated template built once per run (store-templates.ts): PGlite loads the
// template's dumped data directory into a store of its own; PostgreSQL gets a throwaway database
// created from the template database, so test files running in parallel processes never see each
// other's rows (the migrations name the public schema, so a schema per file would not isolate them).
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, inject, type TestOptions } from 'vitest';
import { openStore, type Store, type StoreOptions } from '../../../server/store/db.ts';
import { adminQuery, postgresUrl, seedTestDemo, type StoreTemplate } from './store-templates.ts';

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

/** A database of its own on the test server; drop() removes it. */
export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** An empty database, or (with a template) a copy of the run's migrated template database. */
export async function createScratchDatabase(template?: StoreTemplate): Promise<ScratchDatabase> {
  const name = `korero_test_${randomBytes(6).toString('hex')}`;
  const source = template ? inject('storeTemplates')?.postgres?.[template] : undefined;
  await adminQuery(source ? `CREATE DATABASE "${name}" TEMPLATE "${source}"` : `CREATE DATABASE "${name}"`);
  return {
    url: postgresUrl(name),
    drop: () => adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

// Read once per test process: every PGlite store of a file loads the same bytes.
const dumps = new Map<StoreTemplate, Blob>();
function pgliteDump(template: StoreTemplate): Blob | undefined {
  const file = inject('storeTemplates')?.pglite?.[template];
  if (!file) return undefined;
  if (!dumps.has(template)) dumps.set(template, new Blob([readFileSync(file)]));
  return dumps.get(template);
}

/**
 * Fills `dataDir` (a new, empty folder) with a copy of the run's seeded PGlite template: what a
 * server's first start leaves, demo organisations with TEST_OPERATOR_KEY included, for tests of a
 * server process that are not about its first start. False without the run's templates (the
 * server then makes its store itself).
 */
export function copySeededDataDir(dataDir: string): boolean {
  const seeded = inject('storeTemplates')?.pgliteDataDirs.demo;
  if (seeded) cpSync(seeded, dataDir, { recursive: true });
  return Boolean(seeded);
}

/**
 * A temporary data directory for the describe block's server processes, filled as copySeededDataDir
 * fills one before its tests and removed after them; the returned function gives its path.
 */
export function useSeededDataDir(prefix: string): () => string {
  let dataDir = '';
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), prefix));
    // The run's seeded directory when there is one; else the first start seeds this one.
    copySeededDataDir(dataDir);
  });
  afterAll(() => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return () => dataDir;
}

/** A migrated store of its own; dispose() closes it and drops its database. */
export interface TestStore {
  store: Store;
  /** What openStore needs to reach the same data again (restart tests). */
  options: StoreOptions;
  dispose(): Promise<void>;
}

export interface TestStoreOptions {
  /** `empty` (the default): migrated, no rows. `demo`: the demo organisations seeded with TEST_OPERATOR_KEY. */
  template?: StoreTemplate;
  /** PGlite only: keep the store's files here (restart tests) instead of in memory. */
  dataDir?: string;
  /** PGlite only: with pgvector loaded (the templates are made without it; the extension is created when used). */
  vector?: boolean;
}

export async function openTestStore(kind: StoreKind, { template = 'empty', dataDir, vector }: TestStoreOptions = {}): Promise<TestStore> {
  let testStore: TestStore;
  if (kind === 'pglite') {
    const options: StoreOptions = { kind: 'pglite', dataDir, vector };
    const store = await openStore({ ...options, loadDataDir: pgliteDump(template) });
    testStore = { store, options, dispose: () => store.close() };
  } else {
    const scratch = await createScratchDatabase(template);
    const options: StoreOptions = { kind: 'postgres', url: scratch.url, poolSize: 4 };
    const store = await openStore(options);
    testStore = {
      store,
      options,
      async dispose() {
        await store.close();
        await scratch.drop();
      },
    };
  }
  // Without the run's templates (another configuration), the demo is seeded here instead.
  if (template === 'demo' && !inject('storeTemplates')) await seedTestDemo(testStore.store);
  return testStore;
}
