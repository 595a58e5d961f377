// Numbers with what they measure, in a question ("my son is 8", "I weigh 120 kg", "group of 10")
// or in a line of content ("NZD 45", "minimum age 14", "9am"): general English units, no
// organisation's words.
import type { Token } from './nlp.ts';

export type Dimension = 'money' | 'age' | 'weight' | 'length' | 'duration' | 'time' | 'count';

export interface Quantity {
  value: number;
  dimension: Dimension;
  /** Index of the number's token. */
  token: number;
  /** Index of the last token of its unit ("12 years old": "old"), the number's own if it has none. */
  lastToken?: number;
  /** The unit as written ("km", "kg"), when the number has one. */
  unit?: string;
}

/** The unit words of each dimension, as written after (or, for currencies, before) a number. */
const UNITS: Record<Exclude<Dimension, 'age' | 'count'>, string[]> = {
  money: ['$', '€', '£', 'nzd', 'usd', 'aud', 'eur', 'gbp', 'cad', 'dollar', 'euro', 'pound', 'cent'],
  weight: ['kg', 'kgs', 'kilo', 'kilogram', 'lb', 'lbs', 'g', 'gram', 'stone'],
  // 6'7" and 6′7″: feet and inches written with primes.
  length: ['m', 'cm', 'mm', 'km', 'metre', 'meter', 'foot', 'feet', 'ft', 'inch', 'mile', "'", '′', '"', '″', '′′'],
  duration: ['second', 'sec', 'minute', 'min', 'mins', 'hour', 'hr', 'hrs', 'day', 'week', 'month', 'fortnight'],
  time: ['am', 'pm', 'a.m.', 'p.m.'],
};
const UNIT_DIMENSION = new Map(Object.entries(UNITS).flatMap(([dimension, units]) => units.map((unit) => [unit, dimension as Dimension])));

/** A number said of a person ("my son is 8", "she's 9", "aged 12", "12 years old") is an age. */
const AGE_WORDS = new Set(['year', 'yr', 'yo', 'old', 'age', 'aged']);

function numberOf(token: Token): number | undefined {
  const match = /^\d+(?:[.,]\d+)?$/.exec(token.text.replace(/,(?=\d{3}\b)/g, ''));
  return match ? Number(match[0].replace(',', '.')) : undefined;
}

export function quantitiesIn(tokens: Token[]): Quantity[] {
  const found: Quantity[] = [];
  tokens.forEach((token, index) => {
    // "9am" and "45kg" are one token: the number, then the unit.
    const glued = /^(\d+(?:[.,:]\d+)?)([a-z$€£.]+)$/i.exec(token.text);
    // "2FA", "4K": letters after a number that are no unit make a name, not a number.
    if (glued && !UNIT_DIMENSION.has(glued[2].toLowerCase())) return;
    const value = glued ? Number(glued[1].replace(/[,:]/, '.')) : numberOf(token);
    if (value === undefined) {
      // "8:30" on a clock.
      if (/^\d{1,2}:\d{2}$/.test(token.text)) found.push({ value: Number(token.text.replace(':', '.')), dimension: 'time', token: index });
      return;
    }
    // "am" is read as the verb "be": the unit is the word as written.
    const next = glued ? glued[2].toLowerCase() : UNIT_DIMENSION.has(tokens[index + 1]?.lower ?? '') ? tokens[index + 1].lower : tokens[index + 1]?.lemma ?? '';
    const previous = tokens[index - 1];
    const unit = UNIT_DIMENSION.get(next) ?? (previous && UNIT_DIMENSION.get(previous.lower) === 'money' ? 'money' : undefined);
    if (unit === 'duration' && AGE_WORDS.has(tokens[index + 2]?.lemma ?? '')) found.push({ value, dimension: 'age', token: index, lastToken: index + 2 });
    else if (unit) found.push({ value, dimension: unit, token: index, lastToken: glued || UNIT_DIMENSION.get(previous?.lower ?? '') === 'money' ? index : index + 1, unit: UNIT_DIMENSION.has(next) ? next : previous?.lower });
    else if (AGE_WORDS.has(next)) found.push({ value, dimension: 'age', token: index, lastToken: AGE_WORDS.has(tokens[index + 2]?.lemma ?? '') ? index + 2 : index + 1 });
    else if (previous && AGE_WORDS.has(previous.lemma)) found.push({ value, dimension: 'age', token: index });
    else if (tokens[index + 1] && ['NOUN', 'PROPN'].includes(tokens[index + 1].pos)) found.push({ value, dimension: 'count', token: index });
    else if (previous?.lemma === 'be' && tokens.slice(Math.max(0, index - 3), index).some((word) => word.pos === 'NOUN' || word.pos === 'PRON')) found.push({ value, dimension: 'age', token: index });
    else found.push({ value, dimension: 'count', token: index });
  });
  return found;
}

/** A span of values a line states ("between 24 and 48 hours", "aged 14 to 17", "ages 6-10"). */
export interface QuantityRange {
  low: number;
  high: number;
  dimension: Dimension;
}

const RANGE_JOINERS = new Set(['to', 'and', '-', '–', '—']);

/** The ranges a line states, each with the dimension its unit (or its age word) gives both ends. */
export function rangesIn(tokens: Token[]): QuantityRange[] {
  const quantities = quantitiesIn(tokens);
  const at = (index: number) => quantities.find((quantity) => quantity.token === index);
  const ranges: QuantityRange[] = [];
  tokens.forEach((token, index) => {
    // "6-10 years": both ends in one token, the unit after it or an age word before it.
    const glued = /^(\d+(?:\.\d+)?)[-–](\d+(?:\.\d+)?)$/.exec(token.text);
    if (glued) {
      const next = tokens[index + 1];
      const dimension = UNIT_DIMENSION.get(next?.lower ?? '') ?? UNIT_DIMENSION.get(next?.lemma ?? '') ?? (AGE_WORDS.has(tokens[index - 1]?.lemma ?? '') || AGE_WORDS.has(next?.lemma ?? '') ? 'age' : undefined);
      if (dimension) ranges.push({ low: Number(glued[1]), high: Number(glued[2]), dimension: dimension === 'duration' && AGE_WORDS.has(tokens[index + 2]?.lemma ?? '') ? 'age' : dimension });
      return;
    }
    const first = at(index);
    const second = at(index + 2);
    if (!first || !second || !RANGE_JOINERS.has(tokens[index + 1]?.lower ?? '')) return;
    // One unit serves both ends: "24 and 48 hours" (after), "aged 14 to 17" (before).
    // "Age group 18 to 24": a count range under an age word is an age range.
    const underAgeWord = tokens.slice(Math.max(0, index - 2), index).some((word) => AGE_WORDS.has(word.lemma));
    const dimension = second.dimension !== 'count' ? second.dimension : first.dimension !== 'count' ? first.dimension : underAgeWord ? 'age' : 'count';
    if (dimension === 'count' || first.value > second.value) return;
    ranges.push({ low: first.value, high: second.value, dimension });
  });
  return ranges;
}
