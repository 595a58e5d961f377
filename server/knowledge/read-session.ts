// Runs retrieval queries with PostgreSQL's JIT compiler off. Its cost model sees "a join over the
// whole vocabulary" and compiles every retrieval query, which costs 50–170 ms of CPU per query for
// work that takes 1–5 ms to run. PGlite has no JIT; there the queries run as they are.
import { sql } from 'drizzle-orm';
import type { Store } from '../store/db.ts';
import type { Executor } from './rows.ts';

export async function withReadSession<Result>(store: Store, run: (db: Executor) => Promise<Result>): Promise<Result> {
  if (store.kind !== 'postgres') return run(store.db);
  return store.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL jit = off`);
    return run(tx);
  });
}
