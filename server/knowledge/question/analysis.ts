// One reading of a visitor's question, made once and used by every stage: its tokens and lemmas
// (wink-nlp), the words that carry its topic, the numbers it gives with what they measure, the
// shape of the answer it asks for, and the words it means without saying ("how old" is about age).
import { withoutAccents } from '../lexicon/expansions.ts';
import { isAdverbPhrase } from '../lexicon/word-classes.ts';
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
  /** A real English word (in the language model's lexicon): never "corrected" to another word. */
  english?: boolean;
  /** Not in the question's words but meant by them ("age" for "how old"): optional when the content lacks it. */
  implied?: boolean;
  /** In a sentence where the visitor tells their own number ("my son is 8"): their situation, less the topic. */
  situation?: boolean;
  /** The noun a measure's adjective stands for ("height" for "tall", "weight" for "heavy"): another word for it. */
  measures?: string;
  /** A noun after another that says what it is about ("policy" in "cancellation policy"): the other one. */
  modifiedBy?: string;
  /**
   * Part of an adverb written as several words ("a bit", "bit by bit"): a degree or a manner when
   * the content lacks the word, though "at home" is still about homes where the content has them.
   */
  inAdverbPhrase?: boolean;
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
  /**
   * Each of several things asked in one message ("do we have to wear helmets? do they cost extra?"),
   * as a question of its own told with the visitor's situation and the part before it; empty when
   * the message asks one thing.
   */
  parts: string[];
}

/** Parts of speech that carry a topic. */
const TOPIC_POS = new Set(['NOUN', 'PROPN', 'VERB', 'ADJ', 'ADV', 'NUM', 'X', 'INTJ']);
/** Words with which a question points back at what the visitor said before it. */
const BACK_REFERENCE = new Set(['that', 'this', 'it', 'these', 'those']);
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

/** The longest adverb WordNet writes as several words that a question is read for ("bit by bit"). */
const ADVERB_PHRASE_WORDS = 3;

/** The tokens of adverbs written as several words ("money's a bit tight", "pay it off bit by bit"): a degree or a manner, not a topic. */
function adverbPhraseTokens(tokens: Token[]): Set<number> {
  const found = new Set<number>();
  tokens.forEach((_token, index) => {
    for (let length = ADVERB_PHRASE_WORDS; length >= 2; length -= 1) {
      const span = tokens.slice(index, index + length);
      if (span.length === length && span.every((token) => token.sentence === span[0].sentence) && isAdverbPhrase(span.map((token) => token.lower).join(' '))) {
        for (let offset = 0; offset < length; offset += 1) found.add(index + offset);
        return;
      }
    }
  });
  return found;
}

/** Nouns and verbs that name what the answer measures. */
const MEASURE_WORDS: Record<string, AnswerKind> = { age: 'age', weigh: 'weight', weight: 'weight', price: 'money', cost: 'money', fee: 'money', charge: 'money', height: 'length', time: 'time' };

/** Words that ask for a limit rather than a fact. */
export const LIMIT_WORDS = new Set(['must', 'minimum', 'maximum', 'limit', 'least', 'most', 'enough', 'allow', 'require', 'requirement', 'restriction', 'eligible', 'under', 'over', 'between']);

/**
 * The nouns that name a measure, first the one a question means by it: "my son is 8" asks about the
 * age limit, and a line saying "the minimum age" is about age even without a number.
 */
export const MEASURE_NOUNS: Partial<Record<AnswerKind, string[]>> = { age: ['age'], weight: ['weight'], length: ['height', 'length'], money: ['price', 'cost', 'fee'] };
const meansOf = (kind: AnswerKind) => MEASURE_NOUNS[kind]?.[0];
const DISTANCE_UNITS = new Set(['km', 'mile']);

/** "I'm", "you're", "it's": the tokenizer keeps some contractions whole, which would read as a name. */
const CONTRACTION = /\b(i|you|we|they|he|she|it|that|there|what|who|where|how)['’]?(m|re|s|ve|d|ll)\b/gi;
const EXPANDED: Record<string, string> = { m: 'am', re: 'are', s: 'is', ve: 'have', d: 'would', ll: 'will' };
/** Typed without the apostrophe, these are other words ("were", "ill", "id", "its", "hes", "shell", "wed", "well"). */
const AMBIGUOUS = new Set(['is', 'were', 'ill', 'id', 'its', 'hes', 'shell', 'wed', 'well', 'whos', 'thats', 'theres', 'whats', 'hows', 'wheres']);

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
  // "10 km out of town" is how far, not how tall: kilometres and miles never measure a person.
  if (given) return { kind: given.dimension, means: given.unit && DISTANCE_UNITS.has(given.unit) ? 'distance' : meansOf(given.dimension) };
  return {};
}

/** A clause that opens with a verb ("can I…", "is there…") or a wh-word asks. */
const opensQuestion = (token: Token | undefined) => token !== undefined && (token.pos === 'AUX' || /^(wh|how$)/.test(token.lower));

/** Punctuation, or "and"/"but" in a sentence that asks ("do you take amex, and is there a fee?"). */
const joinsClauses = (token: Token, before: Token | undefined) =>
  token.pos === 'PUNCT' || (token.pos === 'CCONJ' && (before?.pos === 'PUNCT' || before?.pos === 'NOUN' || before?.pos === 'PROPN'));

/**
 * Each token's clause: a sentence, cut where punctuation is followed by a word that opens a question
 * ("money's tight this week, can I pay later?" is a statement, then a question).
 */
function clausesOf(tokens: Token[]): number[] {
  const clause: number[] = [];
  let current = 0;
  tokens.forEach((token, index) => {
    const previous = tokens[index - 1];
    if (previous && (previous.sentence !== token.sentence || (joinsClauses(previous, tokens[index - 2]) && opensQuestion(token)))) current += 1;
    clause.push(current);
  });
  return clause;
}

/** The clauses that tell the visitor's situation rather than ask: statements beside a question. */
function situationClauses(tokens: Token[], clause: number[], measured: Set<number>): Set<number> {
  const situations = new Set<number>();
  const count = (clause[clause.length - 1] ?? 0) + 1;
  if (count < 2) return situations;
  const own = (part: number) => tokens.filter((_, index) => clause[index] === part);
  const asking = Array.from({ length: count }, (_, part) => {
    const words = own(part);
    const last = [...words].reverse().find((token) => token.pos !== 'PUNCT' || token.text === '?');
    return last?.text === '?' || words[0]?.pos === 'AUX' || (opensQuestion(words[0]) && words[0] !== tokens[0]);
  });
  // "… still empty, just a blinking green dot. Is that normal?": a question that points back and
  // names little of its own asks about what the visitor just told, so that is no situation.
  const pointsBack = (part: number) => {
    const words = own(part);
    return words.some((token) => BACK_REFERENCE.has(token.lower)) && words.filter((token) => TOPIC_POS.has(token.pos) && !token.stop && token.pos !== 'AUX').length <= 1;
  };
  // A clause giving the visitor's number in the sentence that asks is part of the question: "I weigh
  // 240 kg, can I still jump?" asks about the weight.
  const sentenceOf = (part: number) => tokens[clause.indexOf(part)].sentence;
  const asksInSentence = (part: number) => asking.some((isQuestion, other) => isQuestion && sentenceOf(other) === sentenceOf(part));
  const givesNumber = (part: number) => [...measured].some((index) => clause[index] === part);
  if (asking.some(Boolean)) {
    asking.forEach((isQuestion, part) => {
      if (isQuestion || asking.some((later, after) => later && after > part && pointsBack(after))) return;
      if (!(givesNumber(part) && asksInSentence(part))) situations.add(part);
    });
  }
  for (const index of measured) if (!asking.some(Boolean) || (!asking[clause[index]] && !asksInSentence(clause[index]))) situations.add(clause[index]);
  return situations;
}

/** A clause's words as text, without the punctuation that joined it to the next. */
function clauseText(tokens: Token[], clause: number[], part: number): string {
  const words = tokens.filter((_, index) => clause[index] === part);
  // The joining "and" stays behind in the clause before: "do you take amex, and | is there a fee?"
  while (words.length > 1 && (words[words.length - 1].pos === 'CCONJ' || /^[,;:—–-]$/.test(words[words.length - 1].text))) words.pop();
  return words.map((token) => token.text).join(' ').replace(/\s+([,.;:?!])/g, '$1');
}

/** The clauses asked separately, each told with the situation and the clause asked before it. */
function askedParts(tokens: Token[], clause: number[], situations: Set<number>): string[] {
  const count = (clause[clause.length - 1] ?? 0) + 1;
  const asked = Array.from({ length: count }, (_, part) => part).filter((part) => !situations.has(part) && /[a-z]/i.test(clauseText(tokens, clause, part)));
  if (asked.length < 2) return [];
  const told = [...situations].sort((a, b) => a - b).map((part) => clauseText(tokens, clause, part).replace(/[?.!]*$/, '.'));
  return asked.map((part, order) => {
    // The part before says what "they" or "it" is: its nouns, told, not asked again.
    const nouns = order > 0 ? tokens.filter((token, index) => clause[index] === asked[order - 1] && (token.pos === 'NOUN' || token.pos === 'PROPN')) : [];
    const before = nouns.length > 0 ? [`${nouns.map((token) => token.text).join(' ')}.`] : [];
    return [...told, ...before, clauseText(tokens, clause, part)].join(' ');
  });
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
  // is 8", "never been on a bike in NZ, what is an easy ride?"): a clause is read as a sentence.
  const clause = clausesOf(tokens);
  const situations = situationClauses(tokens, clause, measured);
  const parts = askedParts(tokens, clause, situations);
  // The sentence that asks says what kind of answer it wants; the situation only if it does not.
  const asked = answerKindOf(tokens.filter((token) => !situations.has(clause[tokens.indexOf(token)])), quantities);
  const { kind, means } = asked.kind ? asked : answerKindOf(tokens, quantities);
  const words: QuestionWord[] = [];
  const seen = new Set<string>();
  const adverbs = adverbPhraseTokens(tokens);
  tokens.forEach((token, index) => {
    const word = withoutAccents(token.lower).replace(/^['-]+|['-]+$/g, '');
    if (!/[a-z0-9]/.test(word) || measured.has(index) || unitTokens.has(index) || token.stop || !TOPIC_POS.has(token.pos) || FRAME.has(token.lemma) || seen.has(word)) return;
    // A measure asked with "how" is the measure's noun, not the adjective ("how old" is not about old things).
    if (tokens[index - 1]?.lower === 'how' && HOW_ADJECTIVE[token.lower]) return;
    // Nor is "what time" about time: it asks for one.
    if (tokens[index - 1]?.lower === 'what' && token.lemma === 'time') return;
    seen.add(word);
    const first = index === 0 || tokens[index - 1].sentence !== token.sentence;
    words.push({
      word,
      lemma: token.lemma.replace(/^['-]+|['-]+$/g, '') || word,
      pos: token.pos,
      inAdverbPhrase: adverbs.has(index) || undefined,
      name: !first && /^[A-Z]/.test(token.text) && token.text !== 'I',
      english: token.english || undefined,
      situation: situations.has(clause[index]) || undefined,
      measures: HOW_ADJECTIVE[token.lower]?.means,
      modifiedBy: token.pos === 'NOUN' && tokens[index - 1]?.pos === 'NOUN' && clause[index - 1] === clause[index] ? withoutAccents(tokens[index - 1].lower) : undefined,
    });
  });
  // A word the question implies is the engine's, spelt right: never read as a typo of the content's
  // ("location" is not "local" where the content has no location).
  if (means && !seen.has(means) && !words.some((word) => word.measures === means)) words.push({ word: means, lemma: means, pos: 'NOUN', name: false, english: true, implied: true });
  // "Where are you?": where is a stop word, and the question has no other topic.
  if (words.length === 0 && tokens[0]?.lower === 'where') words.push({ word: 'location', lemma: 'location', pos: 'NOUN', name: false, english: true, implied: true });
  const asksLimit = tokens.some((token, index) => LIMIT_WORDS.has(token.lemma) || ((token.lemma === 'have' || token.lemma === 'need') && tokens[index + 1]?.lower === 'to')) || quantities.some((quantity) => quantity.dimension === kind);
  return { question, tokens, sentences, words: words.slice(0, 24), quantities, answerKind: kind, asksLimit, parts };
}
