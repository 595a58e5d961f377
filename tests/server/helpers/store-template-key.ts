// The name the kept PGlite templates go by (store-templates.ts): a hash of everything that makes
// them, so a template made before a migration, a change of the server's code or a new lock file is
// never copied into a test store again (the tests would pass on the old schema).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Folders whose every file goes into the key: the server's code and migrations, the contract it imports, the demo content. */
export const KEY_FOLDERS = ['server', 'src/contract', 'content'];
/** Files that go in too: the dependencies, and the code that builds the templates and names them. */
export const KEY_FILES = ['package-lock.json', 'tests/server/helpers/store-templates.ts', 'tests/server/helpers/store-template-key.ts'];

/** The key of the tree at `root` (the repository's by default) on this Node version; ~10 ms. */
export function templateKey(root = REPO_ROOT): string {
  const hash = createHash('sha256').update(process.version);
  const add = (path: string) => hash.update(relative(root, path)).update(readFileSync(path));
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.isDirectory()) visit(join(dir, entry.name));
      else if (entry.isFile()) add(join(dir, entry.name));
    }
  };
  for (const dir of KEY_FOLDERS) visit(join(root, dir));
  for (const file of KEY_FILES) add(join(root, file));
  return hash.digest('hex').slice(0, 16);
}
