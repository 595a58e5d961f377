// The nouns every sense of which is a person (WordNet's noun.person file: "son", "colleague",
// "pensioner"). A person the visitor names and the content does not ("can my son ride?") is who the
// question is about, not what: it weighs like a qualifier, so the rest of the question decides.
// Read once from the WordNet files (about 10,000 words, well under a second), then kept.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { wordnetDirectory } from './wordnet.ts';

/** WordNet's lexicographer file number of noun.person. */
const PERSON_FILE = '18';

let people: Set<string> | undefined;

function readPersonNouns(directory: string): Set<string> {
  const index = readFileSync(join(directory, 'index.noun'), 'latin1');
  const data = readFileSync(join(directory, 'data.noun'));
  const found = new Set<string>();
  for (const line of index.split('\n')) {
    if (!line || line.startsWith(' ')) continue;
    const fields = line.trim().split(' ');
    // The synset offsets close the line; a data line is "offset lexfile …". Every sense must be a
    // person: WordNet orders untagged senses arbitrarily ("smoothie" the drink, or a smooth talker).
    const offsets = fields.slice(fields.length - Number(fields[2])).map(Number);
    if (!fields[0].includes('_') && offsets.every((offset) => data.toString('latin1', offset + 9, offset + 11) === PERSON_FILE)) found.add(fields[0]);
  }
  return found;
}

/** Whether a noun always names a person; the first call reads the lexical files. */
export function namesAPerson(lemma: string, directory = wordnetDirectory()): boolean {
  people ??= readPersonNouns(directory);
  return people.has(lemma);
}
