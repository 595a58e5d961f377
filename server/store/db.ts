// The only module that knows whether the store is PGlite (embedded, the default) or PostgreSQL.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { lockDataDir } from './data-dir-lock.ts';
import { initdbApart } from './pglite-initdb.ts';
import type { DatabaseWatchdogOptions } from './database-watchdog.ts';
import type { ListenHandlers } from './pg-listener.ts';
// The schema (and drizzle under it) is imported when a store opens, not with this module: the
// server imports this before its first line runs, and PGlite's start should not wait for them.
import type * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Store {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Hears what any connection NOTIFYs on `channel` (on PostgreSQL, every instance's). Returns the
   * way to stop; closing the store stops every listener.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  /**
   * Resolves when the database answers (the health check). PostgreSQL: `select 1`. PGlite runs on
   * this thread: while this is asked it is not executing anything, and the requests queued for its
   * one session are work in progress, not an outage; so it resolves while the store is open,
   * without a statement that would wait behind them (a restart under load answered its health
   * check only after the visitors' retried sends).
   */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** PostgreSQL time-outs, so that a database that is away or hung fails requests fast. */
export interface DatabaseTimeouts {
  /** Connecting, and waiting for a free connection of the pool. */
  connectMs: number;
  /** One statement, enforced by the server (statement_timeout) and by the client (a hung server). */
  statementMs: number;
  /** A transaction left open without a statement (idle_in_transaction_session_timeout). */
  idleInTransactionMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { connectMs: 5000, statementMs: 30_000, idleInTransactionMs: 60_000 };

/** The server's watchdog: a frozen PostgreSQL is noticed within interval + time-out (1.5 s). */
export const DEFAULT_DATABASE_WATCHDOG: DatabaseWatchdogOptions = { intervalMs: 500, timeoutMs: 1000 };

export type StoreOptions = (
  // No dataDir: in memory (tests). loadDataDir: a dumped data directory (PGlite's dumpDataDir) to
  // start from instead of an empty cluster, which tests use to copy one migrated store. vector: load
  // pgvector (only when embeddings are configured: it costs start time).
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob; vector?: boolean }
  // watchdog: probe the database on a connection of its own and fail requests fast while it does
  // not answer (database-watchdog.ts); the server always has one, tests that do not need it none.
  | { kind: 'postgres'; url: string; poolSize?: number; timeouts?: DatabaseTimeouts; watchdog?: DatabaseWatchdogOptions }
) & {
  /** Tests of a migration open a store at an earlier version with a copy holding fewer migrations. */
  migrationsFolder?: string;
};

/** The advisory lock migrations hold: any constant no other part of Korero uses. */
const MIGRATION_LOCK = 4_210_511;

const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export async function openStore(options: StoreOptions): Promise<Store> {
  const migrationsFolder = options.migrationsFolder ?? MIGRATIONS_FOLDER;
  // Each driver is imported only when used: the other one would cost start time and memory.
  if (options.kind === 'postgres') {
    const [schema, { default: pg }, { drizzle: drizzlePostgres }, { migrate: migratePostgres }, { WatchedPool }, { DatabaseWatchdog }] = await Promise.all([
      import('./schema.ts'),
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
      import('./watched-pool.ts'),
      import('./database-watchdog.ts'),
    ]);
    // JIT off for our connections: the planner's cost model sees retrieval's join over the whole
    // vocabulary and compiles it, 50–170 ms of CPU for a query that runs in a few ms.
    const timeouts = options.timeouts ?? DEFAULT_DATABASE_TIMEOUTS;
    const pool = new WatchedPool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      options: '-c jit=off',
      connectionTimeoutMillis: timeouts.connectMs,
      statement_timeout: timeouts.statementMs,
      // A frozen server cancels nothing itself: the client gives up a little after the server would.
      query_timeout: timeouts.statementMs + 1000,
      idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    });
    // An idle connection that the server drops (a restart, a failover, an administrator) is
    // reported here; the pool replaces it on the next query. Without a listener it would be an
    // uncaught exception and take the whole process down.
    pool.on('error', (error, client) => pool.wasCut(client) || console.error(`PostgreSQL closed an idle connection (it will be replaced): ${error.message}`));
    // The pool listens on idle connections only: one lent out (between a transaction's statements,
    // or just done with a query) that the server terminates emits 'error' with nobody listening,
    // which took the process down when PostgreSQL stopped under load (soak G3). Its query fails and
    // the pool drops it on release; this listener only keeps the process alive.
    pool.on('connect', (client) => client.on('error', (error) => pool.wasCut(client) || console.error(`PostgreSQL closed a connection in use: ${error.message}`)));
    const db = drizzlePostgres(pool, { schema }) as unknown as Database;
    // Instances started together would otherwise run the same migrations at once (and fail on
    // each other's tables): one at a time, under a session lock; the next finds nothing to do.
    // A connection of its own, not the pool's: a pool of one would wait for itself.
    const lock = new pg.Client({ connectionString: options.url, connectionTimeoutMillis: timeouts.connectMs });
    await lock.connect();
    try {
      await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      // On the lock's connection, which has none of the pool's time-outs: a migration over a large
      // store (0027 indexes every section's terms) takes longer than any request may.
      await migratePostgres(drizzlePostgres(lock) as never, { migrationsFolder });
    } finally {
      await lock.end().catch(() => {});
    }
    const watchdog = options.watchdog && new DatabaseWatchdog(options.url, options.watchdog);
    if (watchdog) {
      pool.watch(watchdog);
      watchdog.start();
    }
    const listeners = new Set<{ close(): Promise<void> }>();
    return {
      db,
      kind: 'postgres',
      async ping() {
        await pool.query('select 1');
      },
      async listen(channel, handlers) {
        const { listenOnPostgres } = await import('./pg-listener.ts');
        // Watched: a frozen database cuts the listening connection too, and its return reconnects it.
        const listener = listenOnPostgres(options.url, channel, handlers, watchdog);
        listeners.add(listener);
        return async () => {
          listeners.delete(listener);
          await listener.close();
        };
      },
      async close() {
        watchdog?.stop();
        await Promise.all([...listeners].map((listener) => listener.close()));
        await pool.end();
      },
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const unlock = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  try {
    return await openPglite(options, migrationsFolder, unlock);
  } catch (error) {
    unlock();
    throw error;
  }
}

async function openPglite(
  { dataDir, loadDataDir, vector: withVector = false }: { dataDir?: string; loadDataDir?: Blob; vector?: boolean },
  migrationsFolder: string,
  unlock: () => void,
): Promise<Store> {
  const [{ PGlite }, { pg_trgm }, { btree_gist }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/btree_gist'),
  ]);
  const vector = withVector ? (await import('@electric-sql/pglite-pgvector')).vector : undefined;
  // PGlite's default 128 MB of shared buffers is resident from the start; the whole store of a
  // small install fits in a fraction of this, and it keeps the process within its memory budget.
  const postgresqlconf = ['shared_buffers = 16MB'];
  // drizzle and the schema load while PGlite reads its files and compiles (a restart after kill -9
  // waits for PGlite's recovery above all).
  const [client, [{ drizzle: drizzlePglite }, { migrate: migratePglite }, schema]] = await Promise.all([
    (async () => {
      if (dataDir && !loadDataDir) await initdbApart(dataDir, postgresqlconf);
      return PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm, btree_gist, ...(vector ? { vector } : {}) }, postgresqlconf });
    })(),
    Promise.all([import('drizzle-orm/pglite'), import('drizzle-orm/pglite/migrator'), import('./schema.ts')]),
  ]);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  await migratePglite(db as never, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    async ping() {
      if (client.closed) throw new Error('The database is not answering: it is closed');
    },
    // One process owns the data directory: every NOTIFY is this client's own, and none is missed.
    async listen(channel, handlers) {
      const unlisten = await client.listen(channel, handlers.onNotification);
      handlers.onListening();
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    async close() {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}
