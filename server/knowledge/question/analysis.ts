// One reading of a visitor's question, made once and used by every stage: its tokens and lemmas
// (wink-nlp), the words that carry its topic, the numbers it gives with what they measure, the
// shape of the answer it asks for, and the words it means without saying ("how old" is about age).
import { readText, type Token } from './nlp.ts';
import { quantitiesIn, type Dimension, type Quantity } from './quantities.ts';

export type AnswerKind = Dimension | 'steps';

export interface QuestionWord {
  /** As written, lowercased. */
  word: string;
  lemma: string;
  pos: string;
  /** Written with a capital inside a sentence: a name ("my Spotify subscription"). */
  name: boolean;
  /** Not in the question's words but meant by them ("age" for "how old"): optional when the content lacks it. */
  implied?: boolean;
  /** In a sentence where the visitor tells their own number ("my son is 8"): their situation, less the topic. */
  situation?: boolean;
}

export interface QuestionAnalysis {
  question: string;
  tokens: Token[];
  sentences: string[];
  words: QuestionWord[];
  quantities: Quantity[];
  /** What an answer looks like, when the question says: a price, an age, steps… */
  answerKind?: AnswerKind;
  /** The question asks for a limit ("how old do they have to be", "my son is 8"): the content's minimum or maximum answers it. */
  asksLimit: boolean;
}

/** Parts of speech that carry a topic. */
const TOPIC_POS = new Set(['NOUN', 'PROPN', 'VERB', 'ADJ', 'ADV', 'NUM', 'X', 'INTJ']);
/** Words of the question's frame, not its topic: "can you tell me if…", "I'd like to know…", "do you offer…". */
const FRAME = new Set(['tell', 'know', 'want', 'need', 'like', 'wonder', 'please', 'thank', 'thanks', 'hi', 'hello', 'hey', 'also', 'really', 'ok', 'okay', 'get', 'thing', 'way', 'anyone', 'someone', 'something', 'happen', 'offer', 'provide']);

/** "how <adjective>" asks for a measure: the adjective's dimension, and the noun it means. */
const HOW_ADJECTIVE: Record<string, { kind: AnswerKind; means?: string }> = {
  old: { kind: 'age', means: 'age' },
  young: { kind: 'age', means: 'age' },
  heavy: { kind: 'weight', means: 'weight' },
  high: { kind: 'length', means: 'height' },
  tall: { kind: 'length', means: 'height' },
  deep: { kind: 'length', means: 'depth' },
  far: { kind: 'length', means: 'distance' },
  long: { kind: 'duration', means: 'duration' },
  much: { kind: 'money', means: 'price' },
  many: { kind: 'count' },
  early: { kind: 'time' },
  late: { kind: 'time' },
};

/** Nouns and verbs that name what the answer measures. */
const MEASURE_WORDS: Record<string, AnswerKind> = { age: 'age', weigh: 'weight', weight: 'weight', price: 'money', cost: 'money', fee: 'money', charge: 'money', height: 'length', time: 'time' };

/** Words that ask for a limit rather than a fact. */
export const LIMIT_WORDS = new Set(['must', 'minimum', 'maximum', 'limit', 'least', 'most', 'enough', 'allow', 'require', 'requirement', 'restriction', 'eligible', 'under', 'over', 'between']);

/**
 * The nouns that name a measure, first the one a question means by it: "my son is 8" asks about the
 * age limit, and a line saying "the minimum age" is about age even without a number.
 */
export const MEASURE_NOUNS: Partial<Record<AnswerKind, string[]>> = { age: ['age'], weight: ['weight'], money: ['price', 'cost', 'fee'] };
const meansOf = (kind: AnswerKind) => MEASURE_NOUNS[kind]?.[0];

/** "I'm", "you're", "it's": the tokenizer keeps some contractions whole, which would read as a name. */
const CONTRACTION = /\b(i|you|we|they|he|she|it|that|there|what|who|where|how)['’]?(m|re|s|ve|d|ll)\b/gi;
const EXPANDED: Record<string, string> = { m: 'am', re: 'are', s: 'is', ve: 'have', d: 'would', ll: 'will' };
/** Typed without the apostrophe, these are other words ("were", "ill", "id", "its", "hes", "shell", "wed", "well"). */
const AMBIGUOUS = new Set(['were', 'ill', 'id', 'its', 'hes', 'shell', 'wed', 'well', 'whos', 'thats', 'theres', 'whats', 'hows', 'wheres']);

function answerKindOf(tokens: Token[], quantities: Quantity[]): { kind?: AnswerKind; means?: string } {
  for (const [index, token] of tokens.entries()) {
    if (token.lower === 'how') {
      const next = tokens[index + 1];
      if (next?.lower === 'to' || (['do', 'can', 'could', 'should', 'would'].includes(next?.lower ?? '') && ['i', 'we', 'you', 'one'].includes(tokens[index + 2]?.lower ?? ''))) return { kind: 'steps' };
      const measure = next && HOW_ADJECTIVE[next.lower];
      if (measure) {
        // "how much time", "how long is the cord": the noun after it says what is measured.
        if (next.lower === 'much' && tokens[index + 2]?.lemma === 'time') return { kind: 'duration' };
        if (next.lower === 'long' && tokens[index + 2]?.lemma === 'be' && tokens.slice(index + 3).some((other) => other.pos === 'NOUN')) return { kind: 'length', means: 'length' };
        return measure;
      }
    }
    if (token.lower === 'what' && tokens[index + 1]?.lemma === 'time') return { kind: 'time' };
    if (token.lower === 'what' && tokens[index + 1]?.lemma === 'age') return { kind: 'age' };
  }
  // A measure the question names ("what would it cost us?") before the number the visitor gives.
  for (const token of tokens) {
    const kind = MEASURE_WORDS[token.lemma];
    if (kind) return { kind, means: meansOf(kind) };
  }
  const given = quantities.find((quantity) => quantity.dimension !== 'count');
  if (given) return { kind: given.dimension, means: meansOf(given.dimension) };
  return {};
}

export function analyseQuestionText(question: string): QuestionAnalysis {
  const { tokens, sentences } = readText(question.normalize('NFKC').replace(CONTRACTION, (whole: string, word: string, ending: string) =>
    /['’]/.test(whole) || !AMBIGUOUS.has(whole.toLowerCase()) ? `${word} ${EXPANDED[ending.toLowerCase()]}` : whole,
  ));
  const quantities = quantitiesIn(tokens);
  // The visitor's own number ("my son is 8", "120 kg") is their situation, not a word to find.
  const measures = quantities.filter((quantity) => quantity.dimension !== 'count');
  const measured = new Set(measures.map((quantity) => quantity.token));
  const unitTokens = new Set(measures.flatMap((quantity) => Array.from({ length: (quantity.lastToken ?? quantity.token) - quantity.token }, (_, offset) => quantity.token + 1 + offset)));
  // Beside the question, a statement is the visitor's situation ("she is a small terrier", "my son
  // is 8"); in "I weigh 120 kg, can I jump?" the one sentence is the question.
  const situations = new Set<number>();
  if (sentences.length > 1) {
    const asking = sentences.map((sentence, index) => sentence.trim().endsWith('?') || tokens.find((token) => token.sentence === index)?.pos === 'AUX');
    if (asking.some(Boolean)) asking.forEach((isQuestion, index) => !isQuestion && situations.add(index));
    for (const index of measured) if (!asking[tokens[index].sentence] || !asking.some(Boolean)) situations.add(tokens[index].sentence);
  }
  // The sentence that asks says what kind of answer it wants; the situation only if it does not.
  const asked = answerKindOf(tokens.filter((token) => !situations.has(token.sentence)), quantities);
  const { kind, means } = asked.kind ? asked : answerKindOf(tokens, quantities);
  const words: QuestionWord[] = [];
  const seen = new Set<string>();
  tokens.forEach((token, index) => {
    const word = token.lower.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/^['-]+|['-]+$/g, '');
    if (!/[a-z0-9]/.test(word) || measured.has(index) || unitTokens.has(index) || token.stop || !TOPIC_POS.has(token.pos) || FRAME.has(token.lemma) || seen.has(word)) return;
    // A measure asked with "how" is the measure's noun, not the adjective ("how old" is not about old things).
    if (tokens[index - 1]?.lower === 'how' && HOW_ADJECTIVE[token.lower]) return;
    // Nor is "what time" about time: it asks for one.
    if (tokens[index - 1]?.lower === 'what' && token.lemma === 'time') return;
    seen.add(word);
    const first = index === 0 || tokens[index - 1].sentence !== token.sentence;
    words.push({ word, lemma: token.lemma.replace(/^['-]+|['-]+$/g, '') || word, pos: token.pos, name: !first && /^[A-Z]/.test(token.text) && token.text !== 'I', situation: situations.has(token.sentence) || undefined });
  });
  if (means && !seen.has(means)) words.push({ word: means, lemma: means, pos: 'NOUN', name: false, implied: true });
  // "Where are you?": where is a stop word, and the question has no other topic.
  if (words.length === 0 && tokens[0]?.lower === 'where') words.push({ word: 'location', lemma: 'location', pos: 'NOUN', name: false, implied: true });
  const asksLimit = tokens.some((token, index) => LIMIT_WORDS.has(token.lemma) || ((token.lemma === 'have' || token.lemma === 'need') && tokens[index + 1]?.lower === 'to')) || quantities.some((quantity) => quantity.dimension === kind && kind !== 'time');
  return { question, tokens, sentences, words: words.slice(0, 24), quantities, answerKind: kind, asksLimit };
}
