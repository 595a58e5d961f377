// The nouns every sense of which is a person (WordNet's noun.person file: "son", "colleague",
// "pensioner"). A person the visitor names and the content does not ("can my son ride?") is who the
// question is about, not what: it weighs like a qualifier, so the rest of the question decides.
// Read once from the WordNet files (about 10,000 words, well under a second), then kept. Only the
// two bytes of each sense's lexicographer file are read from data.noun, not its 15 MB: the server
// reads this at start, and a 15 MB buffer there was garbage its memory peak counted.
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { wordnetDirectory } from './wordnet.ts';

/** WordNet's lexicographer file number of noun.person. */
const PERSON_FILE = '18';

let people: Set<string> | undefined;

function readPersonNouns(directory: string): Set<string> {
  const index = readFileSync(join(directory, 'index.noun'), 'latin1');
  const data = openSync(join(directory, 'data.noun'), 'r');
  const lexicographerFile = Buffer.alloc(2);
  const fileOf = (offset: number) => {
    readSync(data, lexicographerFile, 0, 2, offset + 9);
    return lexicographerFile.toString('latin1');
  };
  const found = new Set<string>();
  try {
    for (const line of index.split('\n')) {
      if (!line || line.startsWith(' ')) continue;
      const fields = line.trim().split(' ');
      // The synset offsets close the line; a data line is "offset lexfile …". Every sense must be a
      // person: WordNet orders untagged senses arbitrarily ("smoothie" the drink, or a smooth talker).
      const offsets = fields.slice(fields.length - Number(fields[2])).map(Number);
      if (!fields[0].includes('_') && offsets.every((offset) => fileOf(offset) === PERSON_FILE)) found.add(fields[0]);
    }
  } finally {
    closeSync(data);
  }
  return found;
}

/** Whether a noun always names a person; the first call reads the lexical files. */
export function namesAPerson(lemma: string, directory = wordnetDirectory()): boolean {
  people ??= readPersonNouns(directory);
  return people.has(lemma);
}
