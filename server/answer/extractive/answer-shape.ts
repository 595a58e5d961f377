// What kind of text answers a question. "How high is the platform?" is answered by a length,
// "how old…" by an age, "how much…" by a price, "how do I…" by a step: among quotes that share the
// question's words about equally, the one with that shape is the answer ("43 metres above the
// river", not a sentence about "high-definition video" that happens to say "platform" too). A shape
// only reorders quotes that already match the question; it never makes an unrelated sentence with
// a number an answer. Both sides are read by the same pipeline (knowledge/question).
import { LIMIT_WORDS, MEASURE_NOUNS, type AnswerKind, type QuestionAnalysis } from '../../knowledge/question/analysis.ts';
import { readText, type Token } from '../../knowledge/question/nlp.ts';
import { quantitiesIn, rangesIn, type Quantity, type QuantityRange } from '../../knowledge/question/quantities.ts';
import { tableCells, type QuoteUnit } from './units.ts';

export interface AnswerShape {
  kind: AnswerKind;
  /** The answer is a procedure: a step that matches brings the rest of its list (selectQuotes). */
  steps?: boolean;
  /** The visitor asked for a limit (or gave their own number): the content's limit answers. */
  limit?: boolean;
}

export function answerShape(question: QuestionAnalysis): AnswerShape | undefined {
  if (!question.answerKind) return undefined;
  return { kind: question.answerKind, steps: question.answerKind === 'steps' || undefined, limit: question.asksLimit || undefined };
}

const READ_CACHE_SIZE = 2000;
const readings = new Map<string, Token[]>();

function tokensOf(text: string): Token[] {
  let tokens = readings.get(text);
  if (!tokens) {
    tokens = readText(text).tokens;
    if (readings.size >= READ_CACHE_SIZE) readings.delete(readings.keys().next().value!);
    readings.set(text, tokens);
  }
  return tokens;
}

/**
 * Verbs that open an instruction on a screen ("Go to…", "Open the Goals page") and that point at
 * something to press wherever they stand ("…, click Save"). The tagger reads a capitalised
 * imperative as a name, so these are known by the word, not by its part of speech.
 */
const OPENING_ACTIONS = new Set(['go', 'open', 'navigate', 'choose', 'enter', 'scroll', 'type', 'fill', 'visit', 'head', 'drag', 'toggle', 'tick', 'paste', 'copy', 'install', 'download', 'upload', 'log', 'sign']);
const POINTING_ACTIONS = new Set(['click', 'tap', 'press', 'select']);

/** A clause that tells the reader what to do: an action verb opening it, or a pointing verb anywhere. */
function isInstruction(tokens: Token[]): boolean {
  return tokens.some((token, index) => {
    const previous = tokens[index - 1];
    const starts = !previous || previous.kind === 'punctuation' || (index === 1 && previous.kind === 'number');
    return POINTING_ACTIONS.has(token.lower) || (starts && OPENING_ACTIONS.has(token.lower));
  });
}

/** A unit as read: a table row cell by cell under its headers ("Age group 18 to 24 | Practice nurse 25"). */
const readAloud = (unit: QuoteUnit) => (unit.kind === 'row' ? tableCells(unit.text).map((cell, index) => `${unit.header?.[index] ?? ''} ${cell}`).join(' | ') : unit.text);

// What hasShape found, per shape (one per question) and unit: selectQuotes asks again of the same
// unit for its ranking, the best quote, another section's quotes and the next sentence.
const shapesFound = new WeakMap<AnswerShape, WeakMap<QuoteUnit, boolean>>();

/** Whether a quote has the answer's shape; a table row is read cell by cell under its headers. */
export function hasShape(shape: AnswerShape | undefined, unit: QuoteUnit): boolean {
  if (!shape) return false;
  let found = shapesFound.get(shape);
  if (!found) shapesFound.set(shape, (found = new WeakMap()));
  let has = found.get(unit);
  if (has === undefined) found.set(unit, (has = readsAsShape(shape, unit)));
  return has;
}

function readsAsShape(shape: AnswerShape, unit: QuoteUnit): boolean {
  const text = readAloud(unit);
  const nouns = MEASURE_NOUNS[shape.kind];
  // Most lines have no number: then only the measure's noun can give them the shape, and a line
  // without its letters cannot (reading every line with the language model is the costly part).
  const lower = text.toLowerCase();
  if (shape.kind !== 'steps' && !/\d/.test(text) && !nouns?.some((noun) => lower.includes(noun))) return false;
  const tokens = tokensOf(text);
  if (shape.kind === 'steps') return isInstruction(tokens);
  // Asked for a limit, a line with the number but no limit ("aged from 10 to 94") is a fact, not the rule.
  // A time of day in a line is its schedule's edge ("closes at 6:00 pm"): it needs no limit word.
  if (shape.limit && shape.kind !== 'time' && !tokens.some((token) => LIMIT_WORDS.has(token.lemma))) return false;
  if (quantitiesIn(tokens).some((quantity) => quantity.dimension === shape.kind)) return true;
  return nouns !== undefined && tokens.some((token) => nouns.includes(token.lemma));
}

/** Whether a line states a range the visitor's own number falls in ("between 24 and 48 hours" for "30 hours before"). */
export function holdsNumber(unit: QuoteUnit, quantities: Quantity[]): boolean {
  if (quantities.length === 0 || !/\d/.test(unit.text)) return false;
  const ranges = rangesIn(tokensOf(readAloud(unit)));
  // A count is only theirs under the same noun: "Year 7" in "Years 7–8", not in "7 to 8 nights".
  const within = (quantity: Quantity, range: QuantityRange) => range.dimension === quantity.dimension && range.label === quantity.label && range.low <= quantity.value && quantity.value <= range.high;
  return quantities.some((quantity) => (quantity.dimension !== 'count' || quantity.label) && ranges.some((range) => within(quantity, range)));
}
