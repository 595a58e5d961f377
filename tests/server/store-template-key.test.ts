// The kept PGlite templates' key (helpers/store-template-key.ts): a template made from an older
// tree must not be copied into test stores, or tests would pass on the old schema. Each check
// changes one input in a copy of the tree's inputs and expects another key.
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY_FILES, KEY_FOLDERS, templateKey } from './helpers/store-template-key.ts';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

describe('the store templates\' key', () => {
  let tree: string;
  let key: string;

  beforeAll(() => {
    tree = mkdtempSync(join(tmpdir(), 'korero-template-key-'));
    for (const path of [...KEY_FOLDERS, ...KEY_FILES]) cpSync(join(REPO_ROOT, path), join(tree, path), { recursive: true });
    key = templateKey(tree);
  });
  afterAll(() => rmSync(tree, { recursive: true, force: true }));

  /** The key with `change` made to the tree, which is then put back. */
  function keyAfter(path: string, change: (file: string) => void): string {
    const file = join(tree, path);
    let before: Buffer | undefined;
    try {
      before = readFileSync(file);
    } catch {
      // a new file
    }
    mkdirSync(dirname(file), { recursive: true });
    change(file);
    try {
      return templateKey(tree);
    } finally {
      if (before) writeFileSync(file, before);
      else rmSync(file);
    }
  }

  it("is the repository's key for a copy of what makes the templates: nothing else goes in", () => {
    expect(key).toBe(templateKey());
    expect(keyAfter('src/ui/unrelated.tsx', (file) => writeFileSync(file, 'export {};'))).toBe(key);
  });

  it.each([
    ['a new migration', 'server/store/migrations/9999_next.sql', (file: string) => writeFileSync(file, 'ALTER TABLE organisations ADD COLUMN x text;')],
    ['a changed migration', 'server/store/migrations/0000_init.sql', (file: string) => appendFileSync(file, '\n-- changed')],
    ["a change to the server's code", 'server/store/db.ts', (file: string) => appendFileSync(file, '\n// changed')],
    ['a change to the contract', 'src/contract/contract.ts', (file: string) => appendFileSync(file, '\n// changed')],
    ['a change to the demo content', 'content/harbourside-dental.md', (file: string) => appendFileSync(file, '\nChanged.')],
    ['a new lock file', 'package-lock.json', (file: string) => appendFileSync(file, '\n')],
    ['a change to how the templates are built', 'tests/server/helpers/store-templates.ts', (file: string) => appendFileSync(file, '\n// changed')],
  ])('changes with %s', (_name, path, change) => {
    expect(keyAfter(path, change)).not.toBe(key);
    // Put back, the tree has its key again.
    expect(templateKey(tree)).toBe(key);
  });
});
