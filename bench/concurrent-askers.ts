// What the retrieval benches share: concurrent askers and their latencies, percentiles, a scratch
// PostgreSQL database for one run, and the table they print.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openStore, type DatabaseTimeouts, type Store } from '../server/store/db.ts';

export const ASKERS = 20;

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
export const round = (value: number) => Math.round(value * 10) / 10;

/** ASKERS askers, each asking its questions one after another; returns every latency in ms. */
export async function concurrently(questions: string[], perAsker: number, ask: (question: string) => Promise<unknown>): Promise<number[]> {
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: ASKERS }, async (_, asker) => {
      for (let index = 0; index < perAsker; index += 1) {
        const question = questions[(asker * perAsker + index) % questions.length];
        const started = performance.now();
        await ask(question);
        latencies.push(performance.now() - started);
      }
    }),
  );
  return latencies;
}

/**
 * Runs `bench` on a PostgreSQL database of its own (BENCH_DATABASE_URL or TEST_DATABASE_URL's
 * server), dropped afterwards; says so and runs nothing when neither is set. `timeouts` replace
 * the server's (a bench that builds a large table needs statements longer than a request's).
 */
export async function onScratchPostgres(bench: (store: Store) => Promise<void>, timeouts?: DatabaseTimeouts): Promise<void> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    console.log('  (PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
    return;
  }
  const name = `korero_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const postgres = await openStore({ kind: 'postgres', url: url.toString(), poolSize: ASKERS, timeouts });
  try {
    await bench(postgres);
  } finally {
    await postgres.close();
    // Let the pool's sockets finish closing before the database is dropped under them.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}

/** The rows under their header, each column right-aligned to its widest cell. */
export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) => `  ${cells.map((cell, column) => cell.padStart(widths[column])).join('  ')}`;
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}
