// A pg pool that fails fast while the watchdog says PostgreSQL is away: no connection is lent
// (so every request that needs the database gets its 503 at once), requests already waiting for
// one or holding one are failed when the watchdog trips, and the pool connects again by itself
// once the watchdog hears an answer.
import pg from 'pg';
import { destroyConnection, type DatabaseAvailability } from './database-watchdog.ts';

/** The message store-errors.ts recognises as "the database is away". */
export const DATABASE_AWAY_MESSAGE = 'The database is not answering';

type ConnectCallback = (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void;

export class WatchedPool extends pg.Pool {
  /** Every connection this pool has open, lent out or idle. */
  private readonly clients = new Set<pg.PoolClient>();
  /** Connections this pool cut itself (their errors are expected, not news). */
  private readonly cut = new WeakSet<pg.PoolClient>();
  private availability: DatabaseAvailability | undefined;

  constructor(config: pg.PoolConfig) {
    super(config);
    this.on('connect', (client) => {
      this.clients.add(client);
      client.once('end', () => this.clients.delete(client));
    });
  }

  /** From now on, lend nothing while `availability` says the database is away. */
  watch(availability: DatabaseAvailability): () => void {
    this.availability = availability;
    return availability.onChange((answering) => {
      // A frozen server would hold their statements until the statement time-out: cut them now,
      // so their requests fail (503) instead of waiting. Their transactions roll back, or had
      // committed already, which an idempotent retry then finds.
      if (answering) return;
      for (const client of this.clients) {
        this.cut.add(client);
        destroyConnection(client);
      }
    });
  }

  /** Whether this connection was cut because the watchdog tripped. */
  wasCut(client: pg.PoolClient): boolean {
    return this.cut.has(client);
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    const lent = this.lend();
    if (!callback) return lent;
    lent.then(
      (client) => callback(undefined, client, (release?: unknown) => client.release(release as Error | undefined)),
      (error: Error) => callback(error, undefined, () => {}),
    );
  }

  private lend(): Promise<pg.PoolClient> {
    const availability = this.availability;
    if (availability && !availability.answering) return Promise.reject(new Error(DATABASE_AWAY_MESSAGE));
    const connecting = super.connect();
    if (!availability) return connecting;
    return new Promise<pg.PoolClient>((resolve, reject) => {
      // Waiting for a free connection, or connecting to a frozen server, ends when the watchdog trips.
      const stopWatching = availability.onChange((answering) => {
        if (answering) return;
        stopWatching();
        reject(new Error(DATABASE_AWAY_MESSAGE));
        connecting.then((client) => client.release(), () => {});
      });
      connecting.then(
        (client) => {
          stopWatching();
          resolve(client);
        },
        (error: unknown) => {
          stopWatching();
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  }
}
