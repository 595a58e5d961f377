// PGlite's extension packages are WebAssembly built against one PGlite release: loaded into another,
// pg_trgm's index search beside pgvector found nothing and then never returned (a visitor's typo
// hung the process; tests/knowledge/embeddings.test.ts). package.json's overrides make the extension
// use our PGlite, so nothing else would stop a PGlite upgrade from running an extension on a release
// it was not built for.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8')) as {
  packages: Record<string, { version?: string; peerDependencies?: Record<string, string> }>;
};

describe('PGlite extensions', () => {
  it('each extension package runs on the PGlite release it was built for', () => {
    const pglite = lock.packages['node_modules/@electric-sql/pglite'].version;
    const wanted = Object.entries(lock.packages)
      .filter(([path]) => /node_modules\/@electric-sql\/pglite-[^/]+$/.test(path))
      .flatMap(([path, entry]) => {
        const range = entry.peerDependencies?.['@electric-sql/pglite'];
        return range ? [{ extension: path.replace(/^.*node_modules\//, ''), wants: range }] : [];
      });
    expect(wanted.length).toBeGreaterThan(0);
    for (const { extension, wants } of wanted) expect(`${extension} wants ${wants}`).toBe(`${extension} wants ${pglite}`);
  });
});
