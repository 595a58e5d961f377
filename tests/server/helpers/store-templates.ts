// The stores every test store is copied from, built once per run by Vitest's globalSetup
// (store-templates.global.ts): creating a PGlite cluster with its extensions and applying every
// migration costs seconds, copying a finished one a fraction of that. Two templates: `empty`
// (migrated, no rows) and `demo` (the demo organisations seeded as the API harness seeds them).
// PGlite templates are dumped data directories on disk; PostgreSQL ones are databases that
// `CREATE DATABASE … TEMPLATE` copies. The PGlite templates are kept between runs under
// .tmp/store-templates, named by a hash of what makes them (templateKey): the browser stage reuses
// the unit stage's, and a run of one file after another skips the ~8 s of creating, migrating and
// seeding a cluster. PostgreSQL's are made for each run (about a second, beside PGlite's).
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { seedDemoOrganisations } from '../../../server/seed/seed-demo.ts';
import { openStore, type Store } from '../../../server/store/db.ts';
import { templateKey } from './store-template-key.ts';

export const TEST_OPERATOR_KEY = 'test-operator-key-0123456789';
/** The demo owner's (demo@korero.local) password in every seeded test store. */
export const TEST_OWNER_PASSWORD = 'test-owner-password-0123';
export const QUIET_LOG = { info() {}, warn() {}, error() {} };
export const CONTENT_DIR = fileURLToPath(new URL('../../../content', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** Where the PGlite templates stay between runs (git-ignored). */
const KEPT_DIR = join(REPO_ROOT, '.tmp', 'store-templates');

export type StoreTemplate = 'empty' | 'demo';

/** What the global setup hands to the test processes (see ProvidedContext below). */
export interface StoreTemplates {
  /** The dump file of each PGlite template, which openTestStore loads. */
  pglite: Record<StoreTemplate, string>;
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

/** The templates' paths in a folder buildPgliteTemplates filled. */
const pgliteTemplatesIn = (dir: string): Pick<StoreTemplates, 'pglite' | 'pgliteDataDirs'> => ({
  pglite: { empty: join(dir, 'empty.tar'), demo: join(dir, 'demo.tar') },
  pgliteDataDirs: { empty: join(dir, 'empty'), demo: join(dir, 'demo') },
});

async function buildPgliteTemplates(workDir: string): Promise<void> {
  const { pglite: dumps, pgliteDataDirs: dataDirs } = pgliteTemplatesIn(workDir);
  await (await openStore({ kind: 'pglite', dataDir: dataDirs.empty })).close();
  cpSync(dataDirs.empty, dataDirs.demo, { recursive: true });
  const demo = await openStore({ kind: 'pglite', dataDir: dataDirs.demo });
  await seedTestDemo(demo);
  await demo.close();
  for (const template of ['empty', 'demo'] as const) {
    // Only the files are dumped: no query runs, so the extensions need not be loaded here.
    const client = await PGlite.create({ dataDir: dataDirs[template] });
    const dump = await client.dumpDataDir('none');
    await client.close();
    writeFileSync(dumps[template], Buffer.from(await dump.arrayBuffer()));
  }
}

/**
 * The kept PGlite templates for this tree, built first if missing: into a folder of their own, then
 * renamed into place (a run that finished first wins). Templates of other keys are removed.
 */
async function keptPgliteTemplates(): Promise<Pick<StoreTemplates, 'pglite' | 'pgliteDataDirs'>> {
  const key = templateKey();
  const kept = join(KEPT_DIR, key);
  if (!existsSync(join(kept, 'complete'))) {
    mkdirSync(KEPT_DIR, { recursive: true });
    const building = mkdtempSync(join(KEPT_DIR, 'building-'));
    try {
      await buildPgliteTemplates(building);
      writeFileSync(join(building, 'complete'), '');
      renameSync(building, kept);
    } catch (error) {
      rmSync(building, { recursive: true, force: true });
      if (!existsSync(join(kept, 'complete'))) throw error;
    }
    for (const entry of readdirSync(KEPT_DIR)) {
      if (entry !== key && !entry.startsWith('building-')) rmSync(join(KEPT_DIR, entry), { recursive: true, force: true });
    }
  }
  return pgliteTemplatesIn(kept);
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

/** `postgres`: also build the PostgreSQL templates (by default when TEST_DATABASE_URL is set). */
export async function createStoreTemplates({ postgres: withPostgres = Boolean(process.env.TEST_DATABASE_URL) } = {}): Promise<{
  templates: StoreTemplates;
  dispose(): Promise<void>;
}> {
  const prefix = `korero_template_${process.pid}_${Date.now().toString(36)}`;
  const [pglite, postgres] = await Promise.all([keptPgliteTemplates(), withPostgres ? buildPostgresTemplates(prefix) : undefined]);
  return {
    templates: { ...pglite, postgres },
    async dispose() {
      if (postgres) for (const name of Object.values(postgres)) await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}
