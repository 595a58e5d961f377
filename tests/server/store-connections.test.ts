// PostgreSQL may drop the server's idle connections (a restart, a failover, an administrator):
// the store must carry on with new ones, not crash the process with an unhandled pool error.
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/knowledge/rows.ts';
import { openStore, type Store } from '../../server/store/db.ts';
import { createScratchDatabase, storeKinds, type ScratchDatabase } from './helpers/test-stores.ts';

for (const kind of storeKinds().filter((entry) => entry === 'postgres')) {
  describe(`store connections [${kind}]`, () => {
    let database: ScratchDatabase | undefined;
    let store: Store | undefined;

    afterAll(async () => {
      await store?.close();
      await database?.drop();
    });

    it('answers again after PostgreSQL terminates its idle connections', async () => {
      database = await createScratchDatabase();
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
      // The pool hears of the dropped connection, then serves the next query on a new one.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await queryRows<{ answer: number }>(store.db, sql`select 42 as answer`)).toEqual([{ answer: 42 }]);
    });
  });
}
