// Migration 0005 gives every contact its organisation: a contact who talked to several
// organisations is split into one contact per organisation, each with its own conversations.
import { rmSync } from 'node:fs';
import { asc, sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openStore } from '../../server/store/db.ts';
import { contacts, conversations } from '../../server/store/schema.ts';
import { emptyStoreOptions, migrationsBefore } from './helpers/migration-folders.ts';
import { describeStore, STORE_KINDS } from './helpers/test-stores.ts';

const BEFORE = '0005_contact_organisation';

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
      const place = await emptyStoreOptions(kind);
      cleanups.push(place.dispose);
      const base = place.options;

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
