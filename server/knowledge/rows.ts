// Raw SQL rows from either driver: PGlite and node-postgres both answer with `{ rows }`.
import type { SQL } from 'drizzle-orm';
import type { Store } from '../store/db.ts';

export type Executor = Pick<Store['db'], 'execute'>;

export async function queryRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
