// PostgreSQL may drop the server's idle connections (a restart, a failover, an administrator):
// the store must carry on with new ones, not crash the process with an unhandled pool error.
import { rmSync } from 'node:fs';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it, vi } from 'vitest';
import { queryRows } from '../../server/knowledge/rows.ts';
import { DEFAULT_DATABASE_TIMEOUTS, openStore, type Store } from '../../server/store/db.ts';
import { migrationsWith } from './helpers/migration-folders.ts';
import { createScratchDatabase, describeStore, type ScratchDatabase } from './helpers/test-stores.ts';

// PGlite has no connections to drop: this suite is PostgreSQL's alone.
describeStore('postgres', 'store connections', () => {
  let database: ScratchDatabase | undefined;
  let store: Store | undefined;

  afterAll(async () => {
    vi.restoreAllMocks();
    await store?.close();
    await database?.drop();
  });

  it('answers again after PostgreSQL terminates its idle connections', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    database = await createScratchDatabase('empty');
    store = await openStore({ kind: 'postgres', url: database.url, poolSize: 2 });
    await store.db.execute(sql`select 1`);
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ terminated: boolean }>(
        'SELECT pg_terminate_backend(pid) AS terminated FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      );
      expect(rows.length).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // The pool hears of the dropped connection (the store logs it), then serves the next query on a new one.
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith(expect.stringMatching(/PostgreSQL closed an idle connection/)));
    expect(await queryRows<{ answer: number }>(store.db, sql`select 42 as answer`)).toEqual([{ answer: 42 }]);
  });

  it("applies a migration that runs longer than the pool's statement time-out, which still holds for queries", async () => {
    // A migration over a large store (0027 indexes every section's terms) may take minutes.
    const folder = migrationsWith('9999_slow', 'SELECT pg_sleep(0.5);');
    const slow = await createScratchDatabase('empty');
    const timeouts = { ...DEFAULT_DATABASE_TIMEOUTS, statementMs: 200 };
    try {
      const migrated = await openStore({ kind: 'postgres', url: slow.url, poolSize: 1, timeouts, migrationsFolder: folder });
      try {
        await expect(migrated.db.execute(sql`SELECT pg_sleep(0.5)`)).rejects.toThrow();
      } finally {
        await migrated.close();
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
      await slow.drop();
    }
  });
});
