// CPU time spent on some work, in this process and in the store's PostgreSQL backends: unlike
// latency, it does not grow with the machine's load, so it says what a question costs when the
// cores are shared with other work (20 askers on n free cores wait about 20 × CPU / n).
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { queryRows } from '../server/knowledge/rows.ts';
import type { Store } from '../server/store/db.ts';

/** Linux counts a process's CPU in ticks of 10 ms (USER_HZ 100). */
const TICK_MS = 10;

/** utime + stime of a process in ms, or undefined when it is not on this machine. */
function processCpuMs(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return undefined;
  }
}

/** The CPU of this process and of the store's PostgreSQL backends while `work` runs (PGlite's is this process's). */
export async function cpuTime(store: Store, work: () => Promise<void>): Promise<{ nodeMs: number; postgresMs?: number }> {
  const backends =
    store.kind === 'postgres'
      ? (await queryRows<{ pid: number }>(store.db, sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database()`)).map((row) => Number(row.pid))
      : [];
  const postgresCpu = () => {
    const times = backends.map(processCpuMs);
    return times.every((time) => time !== undefined) ? times.reduce((sum, time) => sum + (time ?? 0), 0) : undefined;
  };
  const postgresBefore = postgresCpu();
  const nodeBefore = process.cpuUsage();
  await work();
  const node = process.cpuUsage(nodeBefore);
  const postgresAfter = postgresCpu();
  return {
    nodeMs: (node.user + node.system) / 1000,
    postgresMs: store.kind === 'postgres' && postgresBefore !== undefined && postgresAfter !== undefined ? postgresAfter - postgresBefore : undefined,
  };
}
