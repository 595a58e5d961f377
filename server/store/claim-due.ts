// How a queue row is claimed by one sender among several instances: the due, pending rows are
// locked with FOR UPDATE SKIP LOCKED (another sender skips them instead of waiting), and the claim
// counts an attempt and moves the row's due time a lease ahead, in one statement. A sender that
// dies mid-send leaves the row to be claimed again when the lease runs out.
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './executor.ts';

export interface DueQueue {
  table: PgTable;
  /** The bigint column (epoch ms) that says when a row is due. */
  dueColumn: string;
}

export async function claimDueIds(db: Executor, queue: DueQueue, now: number, limit: number, leaseMs: number): Promise<string[]> {
  const due = sql.identifier(queue.dueColumn);
  // Both drivers answer a raw statement with `{ rows }`.
  const claimed = (await db.execute(sql`
    update ${queue.table} set ${due} = ${now + leaseMs}::bigint, attempts = attempts + 1
    where id in (
      select id from ${queue.table}
      where status = 'pending' and ${due} <= ${now}::bigint
      order by ${due}
      limit ${limit}
      for update skip locked)
    returning id`)) as unknown as { rows: { id: string }[] };
  return claimed.rows.map((row) => row.id);
}
