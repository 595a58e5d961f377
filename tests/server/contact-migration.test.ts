// Migration 0005 gives every contact its organisation: a contact who talked to several
// organisations is split into one contact per organisation, each with its own conversations.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openStore, type StoreOptions } from '../../server/store/db.ts';
import { contacts, conversations } from '../../server/store/schema.ts';
import { createScratchDatabase, describeStore, STORE_KINDS, type ScratchDatabase } from './helpers/test-stores.ts';

const MIGRATIONS = fileURLToPath(new URL('../../server/store/migrations', import.meta.url));
const BEFORE = '0005_contact_organisation';

/** A copy of the migrations folder that stops before 0005. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'korero-migrations-'));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
  const index = journal.entries.findIndex((entry: { tag: string }) => entry.tag === tag);
  expect(index).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

const CONTACT = '11111111-1111-4111-8111-111111111111';
const SINGLE = '22222222-2222-4222-8222-222222222222';
const ORPHAN = '33333333-3333-4333-8333-333333333333';
const conversationId = (n: number) => `aaaaaaaa-aaaa-4aaa-8aaa-00000000000${n}`;

for (const kind of STORE_KINDS) {
  describeStore(kind, 'migration 0005: contacts per organisation', () => {
    const cleanups: (() => Promise<void> | void)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    it('splits a contact with conversations in two organisations and re-points them', async () => {
      const oldMigrations = migrationsBefore(BEFORE);
      cleanups.push(() => rmSync(oldMigrations, { recursive: true, force: true }));
      let base: StoreOptions;
      if (kind === 'pglite') {
        const dataDir = mkdtempSync(join(tmpdir(), 'korero-migration-data-'));
        cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
        base = { kind, dataDir };
      } else {
        const scratch: ScratchDatabase = await createScratchDatabase();
        cleanups.push(() => scratch.drop());
        base = { kind, url: scratch.url, poolSize: 2 };
      }

      const old = await openStore({ ...base, migrationsFolder: oldMigrations });
      await old.db.execute(sql`INSERT INTO organisations (id, name) VALUES ('alpha', 'Alpha'), ('beta', 'Beta')`);
      await old.db.execute(sql`INSERT INTO contacts (id, name, email, phone, updated_at, created_at) VALUES
        (${CONTACT}, 'Mere', 'mere@example.com', '021', 5, 1),
        (${SINGLE}, '', '', '', NULL, 1),
        (${ORPHAN}, '', '', '', NULL, 1)`);
      await old.db.execute(sql`INSERT INTO conversations (id, organisation_id, contact_id, last_message_at, created_at) VALUES
        (${conversationId(1)}, 'alpha', ${CONTACT}, 10, 1),
        (${conversationId(2)}, 'beta', ${CONTACT}, 20, 2),
        (${conversationId(3)}, 'beta', ${CONTACT}, 30, 3),
        (${conversationId(4)}, 'beta', ${SINGLE}, 40, 4)`);
      await old.close();

      const store = await openStore(base);
      try {
        const contactRows = await store.db.select().from(contacts).orderBy(asc(contacts.organisationId), asc(contacts.id));
        const conversationRows = await store.db.select().from(conversations).orderBy(asc(conversations.id));
        const contactOf = (n: number) => conversationRows.find((row) => row.id === conversationId(n))!.contactId;

        expect(contactRows.map((row) => row.id)).not.toContain(ORPHAN);
        expect(contactRows).toHaveLength(3);
        // The earliest conversation's organisation keeps the contact.
        expect(contactOf(1)).toBe(CONTACT);
        expect(contactRows.find((row) => row.id === CONTACT)?.organisationId).toBe('alpha');
        // Beta gets a copy of the details, holding both of beta's conversations.
        const copy = contactRows.find((row) => row.id === contactOf(2))!;
        expect(copy.id).not.toBe(CONTACT);
        expect(contactOf(3)).toBe(copy.id);
        expect(copy).toMatchObject({ organisationId: 'beta', name: 'Mere', email: 'mere@example.com', phone: '021', updatedAt: 5 });
        expect(contactOf(4)).toBe(SINGLE);
        expect(contactRows.find((row) => row.id === SINGLE)?.organisationId).toBe('beta');
      } finally {
        await store.close();
      }
    });
  });
}
