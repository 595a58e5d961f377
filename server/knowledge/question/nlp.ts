// The English pipeline every reading of a question goes through: wink-nlp with its small English
// model (tokens, sentences, parts of speech, lemmas, stop words, entities). Loaded on first use
// (under a second) and kept: a question then takes about a millisecond. Both packages are required
// then, not imported: the model reads itself when its module runs, which a static import would do
// at every start before the server listens (the server warms it up once idle, main.ts).
import { createRequire } from 'node:module';
import type winkNLPType from 'wink-nlp';
import type { ItemSentence, ItemToken, ItsFunction } from 'wink-nlp';
import type modelType from 'wink-eng-lite-web-model';

const require = createRequire(import.meta.url);

export interface Token {
  /** As written. */
  text: string;
  lower: string;
  lemma: string;
  /** Universal part of speech: NOUN, VERB, ADJ, PROPN, NUM, AUX, PRON… */
  pos: string;
  stop: boolean;
  /** word, number, punctuation, currency, email, url, emoji… */
  kind: string;
  /** In the model's English lexicon: a real word, not a typo ("tight" is; "wieght", "bungy" are not). */
  english: boolean;
  /** Index of the sentence it is in. */
  sentence: number;
}

let pipeline: ReturnType<typeof winkNLPType> | undefined;
/**
 * The lexicon's words have ids below this; a word the model has never seen gets the next free id.
 * Read once from a word no lexicon holds, before any other text is read.
 */
let firstUnknownId = 0;

function nlp(): ReturnType<typeof winkNLPType> {
  if (!pipeline) {
    const winkNLP = require('wink-nlp') as typeof winkNLPType;
    const model = require('wink-eng-lite-web-model') as typeof modelType;
    pipeline = winkNLP(model);
    const its = pipeline.its as unknown as Record<'uniqueId', ItsFunction<unknown>>;
    firstUnknownId = Number(pipeline.readDoc('qxzqjxq').tokens().itemAt(0).out(its.uniqueId));
  }
  return pipeline;
}

/** Loads the model ahead of the first question (the server calls it at start, off the request path). */
export function warmUpLanguageModel(): void {
  nlp();
}

export function readText(text: string): { tokens: Token[]; sentences: string[] } {
  const language = nlp();
  // The package's types give each its-function a narrower signature than out() accepts.
  const its = language.its as unknown as Record<'lemma' | 'pos' | 'stopWordFlag' | 'type' | 'precedingSpaces' | 'uniqueId', ItsFunction<unknown>>;
  const doc = language.readDoc(text);
  const tokens: Token[] = [];
  doc.sentences().each((sentence: ItemSentence, index: number) => {
    sentence.tokens().each((token: ItemToken) => {
      const written = String(token.out());
      const kind = String(token.out(its.type));
      const previous = tokens[tokens.length - 1];
      // "2FA", "152cm", "9am" are one word: the tokenizer splits digits from letters written together.
      if (previous?.sentence === index && token.out(its.precedingSpaces) === '' && /^(word|number)$/.test(kind) && /^(word|number)$/.test(previous.kind) && /\d/.test(previous.text + written)) {
        previous.text += written;
        previous.lower = previous.lemma = previous.text.toLowerCase();
        previous.kind = 'word';
        previous.pos = 'NOUN';
        previous.stop = false;
        previous.english = false;
        return;
      }
      tokens.push({
        text: written,
        lower: written.toLowerCase(),
        lemma: String(token.out(its.lemma)).toLowerCase(),
        pos: String(token.out(its.pos)),
        stop: Boolean(token.out(its.stopWordFlag)),
        kind,
        english: Number(token.out(its.uniqueId)) < firstUnknownId,
        sentence: index,
      });
    });
  });
  return { tokens, sentences: doc.sentences().out() as string[] };
}
