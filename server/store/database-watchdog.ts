// The PostgreSQL watchdog: a probe on a connection of its own asks `select 1` every interval. A
// frozen server (hung, not stopped) refuses nothing, so without it every request would wait for
// its statement time-out (30 s); with it, the first unanswered probe marks the database away, the
// pool fails every request fast (watched-pool.ts) and the next answered probe brings it back.
import pg from 'pg';

export interface DatabaseWatchdogOptions {
  /** Time between two probes. */
  intervalMs: number;
  /** A probe (connecting included) not answered within this marks the database away. */
  timeoutMs: number;
}

/** What the rest of the store reads: whether the database answers, and when that changes. */
export interface DatabaseAvailability {
  readonly answering: boolean;
  /** Called on every change; returns the way to stop listening. */
  onChange(listener: (answering: boolean) => void): () => void;
}

class ProbeTimedOut extends Error {
  override name = 'ProbeTimedOut';
}

/** A pg client's socket, closed at once: end() would wait for a frozen server's goodbye. */
export function destroyConnection(client: pg.Client | pg.PoolClient): void {
  (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
}

/**
 * Rejects if `work` has not settled `ms` after it started. When the timer fires, the decision waits
 * one turn of the event loop (setImmediate runs after pending I/O): an answer that arrived while
 * this process was busy elsewhere is read first, so a stalled event loop is not taken for a hung
 * database.
 */
function withinProbeTime<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(() => setImmediate(() => !settled && ((settled = true), reject(new ProbeTimedOut(`no answer within ${ms} ms`)))), ms);
    work.then(
      (value) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export class DatabaseWatchdog implements DatabaseAvailability {
  answering = true;
  private readonly listeners = new Set<(answering: boolean) => void>();
  private probe: pg.Client | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly url: string,
    private readonly options: DatabaseWatchdogOptions,
    private readonly log: (message: string) => void = (message) => console.error(message),
  ) {}

  onChange(listener: (answering: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  start(): void {
    this.schedule();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.discardProbe();
  }

  private schedule(): void {
    if (this.stopped) return;
    // unref: the watchdog alone never keeps the process running.
    this.timer = setTimeout(() => void this.probeOnce().then((answered) => (this.set(answered), this.schedule())), this.options.intervalMs).unref();
  }

  private async probeOnce(): Promise<boolean> {
    try {
      if (!this.probe) {
        const client = new pg.Client({ connectionString: this.url, statement_timeout: this.options.timeoutMs });
        client.on('error', () => {}); // a dropped probe is a failed probe, noticed by its query
        this.probe = client;
        await withinProbeTime(client.connect(), this.options.timeoutMs);
      }
      await withinProbeTime(this.probe.query('select 1'), this.options.timeoutMs);
      return true;
    } catch (error) {
      if (this.answering) this.log(`PostgreSQL did not answer the watchdog (${(error as Error).message}): requests get 503 until it does`);
      this.discardProbe();
      return false;
    }
  }

  private discardProbe(): void {
    const probe = this.probe;
    this.probe = undefined;
    if (!probe) return;
    try {
      destroyConnection(probe);
    } catch {
      // never connected
    }
  }

  private set(answering: boolean): void {
    if (this.stopped || answering === this.answering) return;
    this.answering = answering;
    if (answering) this.log('PostgreSQL answers the watchdog again: requests are served');
    for (const listener of this.listeners) listener(answering);
  }
}
