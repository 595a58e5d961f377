// What every CLI command needs: the same configuration and store as the server. Commands load
// what they use when they run (dynamic imports), so `korero --help` loads no database driver.
import type { Config } from '../config.ts';
import type { Store } from '../store/db.ts';
import { cliStreams } from './streams.ts';

export async function openCliStore(): Promise<{ config: Config; store: Store }> {
  const [{ loadConfig }, { openStore }] = await Promise.all([import('../config.ts'), import('../store/db.ts')]);
  const config = loadConfig(cliStreams().env);
  const store = await openStore(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir, vector: Boolean(config.embeddings) },
  );
  // Ingestion commands embed what they add, and "ask" fuses both searches, as the server does.
  if (config.embeddings) {
    const { enableSemanticIndex } = await import('../knowledge/embeddings/semantic-index.ts');
    await enableSemanticIndex(store, config.embeddings);
  }
  return { config, store };
}

/** Runs a command with an open store and always closes it (PGlite holds its directory open). */
export async function withStore(run: (context: { config: Config; store: Store }) => Promise<void>): Promise<void> {
  const context = await openCliStore();
  try {
    await run(context);
  } finally {
    await context.store.close();
  }
}

/** One progress line, rewritten in place on a terminal and appended otherwise. */
export function progressLine(text: string): void {
  const { stderr, stderrIsTTY } = cliStreams();
  if (stderrIsTTY) stderr(`\r\x1b[2K${text.slice(0, (process.stderr.columns || 100) - 1)}`);
  else stderr(`${text}\n`);
}

export function endProgress(): void {
  const { stderr, stderrIsTTY } = cliStreams();
  if (stderrIsTTY) stderr('\n');
}
