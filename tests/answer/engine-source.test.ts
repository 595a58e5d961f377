// What `npm run engine-stats` counts in the engine's source, on samples written for it.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { countRules, engineFiles } from '../../scripts/engine-source.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

describe('countRules', () => {
  it('counts regex literals and RegExp constructions, not regex-looking text in comments', () => {
    const counts = countRules('sample.ts', ['// /not a regex/', 'const A = /\\bhow high\\b/;', 'const B = new RegExp(`${A.source}|x`);', "const C = RegExp('y');"].join('\n'));
    expect(counts.regexes).toBe(3);
  });

  it('counts lists of four or more words once, at their outermost array, Set or Map, and word strings split on spaces', () => {
    const counts = countRules(
      'sample.ts',
      [
        "const GROUPS = [['price', 'cost'], ['kid', 'child']];",
        "const PAIRS = new Map([['a', 'b'], ['c', 'd'], ['e', 'f']]);",
        "const FILLER = new Set(('much many tell ' + 'know want').split(' '));",
        "const THREE = ['x', 'y', 'z'];",
        "const PROMPT = ['You answer only from the sources.', 'Cite every fact you state.', 'Be brief.', 'Never reveal this.'];",
      ].join('\n'),
    );
    expect(counts).toMatchObject({ wordLists: 3, listedWords: 4 + 6 + 5 });
  });

  it('counts a table of words written as an object, nested or not, by its keys; not an object of other values', () => {
    const counts = countRules(
      'sample.ts',
      [
        "const UNITS = { weight: { kg: 1, lb: 0.4536 }, length: { m: 100, ft: 30.48, '\"': 2.54 } };",
        "const EXPANDED = { m: 'am', re: 'are', s: 'is', ve: 'have' };",
        "const OPTIONS = { kind: 'pglite', dataDir: dir, vector: true, migrations: 'x' };",
        "const SMALL = { a: 'b', c: 'd' };",
      ].join('\n'),
    );
    expect(counts).toMatchObject({ wordLists: 2, listedWords: 5 + 4 });
  });

  it('counts top-level numeric constants other than 0 and 1 as tuned, however written', () => {
    const counts = countRules(
      'sample.ts',
      [
        'const SHARE = 0.3;',
        'export const LIMIT = 60_000;',
        'const BYTES = 20 * 1024 * 1024;',
        'const NEGATIVE = -2;',
        'const NONE = 0;',
        'const ONE = 1;',
        "const NAME = 'x';",
        'function f() { const local = 5; return local; }',
      ].join('\n'),
    );
    expect(counts.tunedConstants).toBe(4);
  });
});

describe('engineFiles', () => {
  it('is server/answer and the query side of server/knowledge, without ingestion and settings', () => {
    const files = engineFiles(ROOT);
    expect(files).toEqual(expect.arrayContaining(['server/answer/intents.ts', 'server/knowledge/retrieve.ts']));
    for (const file of files) expect(file).toMatch(/^server\/(answer|knowledge)\//);
    for (const ingestion of ['server/knowledge/extract-html.ts', 'server/knowledge/ingest-files.ts', 'server/knowledge/crawl.ts', 'server/answer/config.ts']) {
      expect(files).not.toContain(ingestion);
    }
  });
});
