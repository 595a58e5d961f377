// The stores every test store is copied from, built once per run by Vitest's globalSetup
// (store-templates.global.ts): creating a PGlite cluster with its extensions and applying every
// migration costs seconds, copying a finished one a fraction of that. Two templates: `empty`
// (migrated, no rows) and `demo` (the demo organisations seeded as the API harness seeds them).
// PGlite templates are dumped data directories on disk; PostgreSQL ones are databases that
// `CREATE DATABASE … TEMPLATE` copies.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { seedDemoOrganisations } from '../../../server/seed/seed-demo.ts';
import { openStore, type Store } from '../../../server/store/db.ts';

export const TEST_OPERATOR_KEY = 'test-operator-key-0123456789';
/** The demo owner's (demo@korero.local) password in every seeded test store. */
export const TEST_OWNER_PASSWORD = 'test-owner-password-0123';
export const QUIET_LOG = { info() {}, warn() {}, error() {} };
export const CONTENT_DIR = fileURLToPath(new URL('../../../content', import.meta.url));

export type StoreTemplate = 'empty' | 'demo';

/** What the global setup hands to the test processes (see ProvidedContext below). */
export interface StoreTemplates {
  /** The dump file of each PGlite template (absent when the run copies data directories only). */
  pglite?: Record<StoreTemplate, string>;
  /** The closed data directory of each PGlite template, to copy into a server's DATA_DIR. */
  pgliteDataDirs: Record<StoreTemplate, string>;
  /** The database name of each PostgreSQL template, when TEST_DATABASE_URL is set. */
  postgres?: Record<StoreTemplate, string>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Absent outside the unit configuration: test stores are then created from nothing. */
    storeTemplates?: StoreTemplates;
  }
}

/** The demo organisations with the tests' operator key, from the repository's content files. */
export function seedTestDemo(store: Store) {
  return seedDemoOrganisations(store, { contentDir: CONTENT_DIR, demoOperatorKey: TEST_OPERATOR_KEY, demoOwnerPassword: TEST_OWNER_PASSWORD, log: QUIET_LOG });
}

export function postgresAdminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
}

export function postgresUrl(database: string): string {
  const url = new URL(postgresAdminUrl());
  url.pathname = `/${database}`;
  return url.toString();
}

export async function adminQuery(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: postgresAdminUrl() });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

async function buildPgliteTemplates(workDir: string, withDumps: boolean): Promise<Pick<StoreTemplates, 'pglite' | 'pgliteDataDirs'>> {
  const emptyDir = join(workDir, 'empty');
  await (await openStore({ kind: 'pglite', dataDir: emptyDir })).close();
  const demoDir = join(workDir, 'demo');
  cpSync(emptyDir, demoDir, { recursive: true });
  const demo = await openStore({ kind: 'pglite', dataDir: demoDir });
  await seedTestDemo(demo);
  await demo.close();
  const pgliteDataDirs = { empty: emptyDir, demo: demoDir };
  if (!withDumps) return { pgliteDataDirs };
  const dumps = {} as Record<StoreTemplate, string>;
  for (const [template, dataDir] of [['empty', emptyDir], ['demo', demoDir]] as const) {
    // Only the files are dumped: no query runs, so the extensions need not be loaded here.
    const client = await PGlite.create({ dataDir });
    const dump = await client.dumpDataDir('none');
    await client.close();
    dumps[template] = join(workDir, `${template}.tar`);
    writeFileSync(dumps[template], Buffer.from(await dump.arrayBuffer()));
  }
  return { pglite: dumps, pgliteDataDirs };
}

async function buildPostgresTemplates(prefix: string): Promise<Record<StoreTemplate, string>> {
  const names = { empty: `${prefix}_empty`, demo: `${prefix}_demo` };
  await adminQuery(`CREATE DATABASE "${names.empty}"`);
  await (await openStore({ kind: 'postgres', url: postgresUrl(names.empty), poolSize: 1 })).close();
  // A template may have no connections while it is copied: every store here is closed first.
  await adminQuery(`CREATE DATABASE "${names.demo}" TEMPLATE "${names.empty}"`);
  const demo = await openStore({ kind: 'postgres', url: postgresUrl(names.demo), poolSize: 1 });
  await seedTestDemo(demo);
  await demo.close();
  return names;
}

/**
 * `postgres`: also build the PostgreSQL templates (by default when TEST_DATABASE_URL is set).
 * `dumps`: also dump the PGlite data directories, which openTestStore loads (the browser tests only
 * copy the seeded directory into their servers' DATA_DIR).
 */
export async function createStoreTemplates({ postgres: withPostgres = Boolean(process.env.TEST_DATABASE_URL), dumps = true } = {}): Promise<{
  templates: StoreTemplates;
  dispose(): Promise<void>;
}> {
  const workDir = mkdtempSync(join(tmpdir(), 'korero-store-templates-'));
  const prefix = `korero_template_${process.pid}_${Date.now().toString(36)}`;
  const [pglite, postgres] = await Promise.all([buildPgliteTemplates(workDir, dumps), withPostgres ? buildPostgresTemplates(prefix) : undefined]);
  return {
    templates: { ...pglite, postgres },
    async dispose() {
      rmSync(workDir, { recursive: true, force: true });
      if (postgres) for (const name of Object.values(postgres)) await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}
