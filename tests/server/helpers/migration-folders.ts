// Copies of the migrations folder for tests of migrating itself: one whose journal stops before a
// migration (a store opened with it is the schema as it was, for a test to write old rows into and
// then migrate the rest of the way), or one with a test's own migration after the real ones.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StoreOptions } from '../../../server/store/db.ts';
import { createScratchDatabase, type StoreKind } from './test-stores.ts';

const MIGRATIONS = fileURLToPath(new URL('../../../server/store/migrations', import.meta.url));

/** The folder's path (the caller removes it); throws when `tag` is not a migration after the first. */
export function migrationsBefore(tag: string): string {
  return copyWithJournal((entries) => {
    const index = entries.findIndex((entry) => entry.tag === tag);
    if (index < 1) throw new Error(`No migration ${tag} after the first`);
    return entries.slice(0, index);
  });
}

/** The folder's path (the caller removes it), with `statements` as one more migration after the last. */
export function migrationsWith(tag: string, statements: string): string {
  const folder = copyWithJournal((entries) => [...entries, { ...entries[entries.length - 1], idx: entries.length, when: entries[entries.length - 1].when + 1, tag }]);
  writeFileSync(join(folder, `${tag}.sql`), statements);
  return folder;
}

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

function copyWithJournal(change: (entries: JournalEntry[]) => JournalEntry[]): string {
  const folder = mkdtempSync(join(tmpdir(), 'korero-migrations-'));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
  journal.entries = change(journal.entries);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

/** Where a store to migrate step by step lives: a new PGlite data directory or a scratch database. */
export async function emptyStoreOptions(kind: StoreKind): Promise<{ options: StoreOptions; dispose: () => Promise<void> | void }> {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'korero-migration-data-'));
    return { options: { kind, dataDir }, dispose: () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const scratch = await createScratchDatabase();
  return { options: { kind, url: scratch.url, poolSize: 2 }, dispose: () => scratch.drop() };
}
