// Classes of English words read from WordNet's lexicographer files, for how much a visitor's word
// tells about what they ask:
// - nouns every sense of which is a person (noun.person: "son", "colleague", "pensioner"): who
//   asks, not what ("can my son ride?");
// - verbs whose commonest sense is thinking (verb.cognition: "think", "reckon", "suppose"): how
//   the visitor frames what they say ("I think my son might be dyslexic"), not its topic;
// - adverbs written as several words ("a bit", "bit by bit", "of course"): a degree or a manner,
//   not a thing ("money's a bit tight").
// Read once from the WordNet files (well under a second), then kept. Only the two bytes of each
// sense's lexicographer file are read from the data files, not their 15 MB: the server reads this
// at start, and a 15 MB buffer there was garbage its memory peak counted.
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { wordnetDirectory } from './wordnet.ts';

/** WordNet's lexicographer file numbers. */
const NOUN_PERSON = '18';
const VERB_COGNITION = '31';

interface WordClasses {
  people: Set<string>;
  thinking: Set<string>;
  adverbPhrases: Set<string>;
}

let classes: WordClasses | undefined;

/** Each lemma of a part of speech's index with the lexicographer files of its senses, commonest first. */
function lexicographerFiles(directory: string, pos: 'noun' | 'verb', keep: (lemma: string, filesOf: () => string[]) => boolean): Set<string> {
  const index = readFileSync(join(directory, `index.${pos}`), 'latin1');
  const data = openSync(join(directory, `data.${pos}`), 'r');
  const file = Buffer.alloc(2);
  const fileAt = (offset: number) => {
    readSync(data, file, 0, 2, offset + 9);
    return file.toString('latin1');
  };
  const found = new Set<string>();
  try {
    for (const line of index.split('\n')) {
      if (!line || line.startsWith(' ')) continue;
      const fields = line.trim().split(' ');
      // The synset offsets close the line; a data line is "offset lexfile …".
      const offsets = fields.slice(fields.length - Number(fields[2])).map(Number);
      if (!fields[0].includes('_') && keep(fields[0], () => offsets.map(fileAt))) found.add(fields[0]);
    }
  } finally {
    closeSync(data);
  }
  return found;
}

function readWordClasses(directory: string): WordClasses {
  // Every sense must be a person: WordNet orders untagged senses arbitrarily ("smoothie" the drink, or a smooth talker).
  const people = lexicographerFiles(directory, 'noun', (_lemma, filesOf) => filesOf().every((file) => file === NOUN_PERSON));
  // A verb's senses are ordered by how often they were seen: the first is the one a visitor means.
  const thinking = lexicographerFiles(directory, 'verb', (_lemma, filesOf) => filesOf()[0] === VERB_COGNITION);
  const adverbPhrases = new Set(
    readFileSync(join(directory, 'index.adv'), 'latin1')
      .split('\n')
      .map((line) => line.split(' ', 1)[0])
      .filter((lemma) => lemma.includes('_'))
      .map((lemma) => lemma.replace(/_/g, ' ')),
  );
  return { people, thinking, adverbPhrases };
}

function wordClasses(directory = wordnetDirectory()): WordClasses {
  classes ??= readWordClasses(directory);
  return classes;
}

/** Whether a noun always names a person; the first call reads the lexical files. */
export function namesAPerson(lemma: string): boolean {
  return wordClasses().people.has(lemma);
}

/** Whether a verb's commonest sense is thinking ("think", "reckon", "believe"). */
export function namesThinking(lemma: string): boolean {
  return wordClasses().thinking.has(lemma);
}

/** Whether these words, lowercased and spaced, are one adverb ("a bit", "bit by bit"). */
export function isAdverbPhrase(words: string): boolean {
  return wordClasses().adverbPhrases.has(words);
}

/** Reads the classes now (at start, off the request path) rather than at the first question. */
export function warmUpWordClasses(): void {
  wordClasses();
}
