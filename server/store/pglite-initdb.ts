// A new PGlite data directory's cluster is made by initdb in a short-lived process of its own.
// In the server's process, PGlite's initdb leaves about 500 MB of WebAssembly memories and buffers
// behind (garbage, but V8 collects it late and the allocator keeps much of it resident), so a server
// that had just made its cluster sat at 450–800 MB under 100 visitors against ~250 MB for the same
// server reopening an existing one. Made in a child, all of that goes back to the system when it exits.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** Makes the cluster when `dataDir` holds none yet; `postgresqlconf` as the server opens it with. */
export async function initdbApart(dataDir: string, postgresqlconf: string[]): Promise<void> {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const code = `require(${JSON.stringify(pglite)}).PGlite.create(${JSON.stringify({ dataDir, postgresqlconf })}).then((db) => db.close())`;
  await promisify(execFile)(process.execPath, ['-e', code], { maxBuffer: 16 * 1024 * 1024 });
}
