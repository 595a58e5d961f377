// The answer engine names no organisation's word (issue 11): no string or regex literal in the
// engine's files (scripts/engine-source.ts says which) holds a word found in only one
// organisation's content, or an organisation's name. Such a word means the engine was fitted to
// that organisation; its vocabulary belongs in its data (synonyms, content), not in code.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { engineFiles, literalTexts } from '../../scripts/engine-source.ts';
import { organisationVocabulary, wordsOf } from './organisation-vocabulary.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** "word (whose content) in file" for every organisation word in the engine's literals. */
function organisationWordsInEngine(): string[] {
  const vocabulary = organisationVocabulary(ROOT);
  const found: string[] = [];
  for (const file of engineFiles(ROOT)) {
    const words = new Set(literalTexts(file, readFileSync(join(ROOT, file), 'utf8')).flatMap((text) => [...wordsOf(text)]));
    for (const word of [...words].sort()) if (vocabulary.has(word)) found.push(`${word} (${vocabulary.get(word)}) in ${file}`);
  }
  return found;
}

describe("organisations' vocabulary", () => {
  it("tells organisations apart: each demo organisation has words of its own, everyday words are nobody's, names count", () => {
    const vocabulary = organisationVocabulary(ROOT);
    expect(vocabulary.get('bungy')).toBe('content/queenstown-adventures.md');
    expect(vocabulary.get('toothache')).toBe('content/harbourside-dental.md');
    expect(vocabulary.get('queenstown')).toBe('the name "Queenstown Adventures"');
    expect(vocabulary.get('plausible')).toBe('the name "Plausible Analytics"');
    // In both demo organisations' content, or also in a corpus: nobody's own.
    for (const word of ['price', 'book', 'question', 'weekdays']) expect(vocabulary.has(word), word).toBe(false);
  });

  it('finds a word in string and regex literals, not in comments, imports, types or SQL', () => {
    const texts = literalTexts(
      'sample.ts',
      [
        "import { x } from './tandem.ts';",
        '// bungy in a comment',
        "const shape = /\\bbridge|river\\b/;",
        "const reply = `about ${topic} sedation`;",
        "type Weighed = Pick<Term, 'weight'>;",
        "const query = sql`SELECT toothache FROM words`;",
      ].join('\n'),
    );
    expect(texts.flatMap((text) => [...wordsOf(text)]).sort()).toEqual(['about', 'bridge', 'river', 'sedation']);
  });
});

describe('the answer engine', () => {
  // An organisation's words belong in its data (its content, its synonym groups), never in the engine.
  it("holds no word of any one organisation's content, nor an organisation's name", () => {
    expect(organisationWordsInEngine()).toEqual([]);
  });
});
