// Numbers with what they measure, in a question ("my son is 8", "I weigh 120 kg", "group of 10")
// or in a line of content ("NZD 45", "minimum age 14", "9am"): general English units, no
// organisation's words.
import { readText, type Token } from './nlp.ts';

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
  /** The noun a count is numbered by ("Year 7", "Room 4"): the noun's lemma. */
  label?: string;
}

/**
 * The unit words of each dimension, as written after (or, for currencies, before) a number, each
 * with its size in the dimension's base unit (cm, kg, hours), so that a visitor's "6'7\"" or
 * "200 lb" is compared with the content's "up to 205 cm" or "40 to 95 kg" as the same measure.
 * Money is not converted (a currency's rate is not general knowledge), nor a time of day.
 */
const UNITS: Record<Exclude<Dimension, 'age' | 'count'>, Record<string, number>> = {
  money: { $: 1, '€': 1, '£': 1, nzd: 1, usd: 1, aud: 1, eur: 1, gbp: 1, cad: 1, dollar: 1, euro: 1, pound: 1, cent: 1 },
  weight: { kg: 1, kgs: 1, kilo: 1, kilogram: 1, lb: 0.4536, lbs: 0.4536, g: 0.001, gram: 0.001, stone: 6.35 },
  // 6'7" and 6′7″: feet and inches written with primes.
  length: { m: 100, cm: 1, mm: 0.1, km: 100_000, metre: 100, meter: 100, foot: 30.48, feet: 30.48, ft: 30.48, inch: 2.54, mile: 160_934, "'": 30.48, '′': 30.48, '"': 2.54, '″': 2.54, '′′': 2.54 },
  duration: { second: 1 / 3600, sec: 1 / 3600, minute: 1 / 60, min: 1 / 60, mins: 1 / 60, hour: 1, hr: 1, hrs: 1, day: 24, week: 168, month: 730, fortnight: 336 },
  time: { am: 1, pm: 1, 'a.m.': 1, 'p.m.': 1 },
};
const UNIT_DIMENSION = new Map(Object.entries(UNITS).flatMap(([dimension, units]) => Object.keys(units).map((unit) => [unit, dimension as Dimension])));
const UNIT_SIZE = new Map(Object.values(UNITS).flatMap((units) => Object.entries(units)));

/** The unit a token writes, as the tables have it: "km" as written, "hours" as its lemma "hour". */
function unitWordOf(token: Token | undefined): string | undefined {
  if (!token) return undefined;
  if (UNIT_DIMENSION.has(token.lower)) return token.lower;
  return UNIT_DIMENSION.has(token.lemma) ? token.lemma : undefined;
}

const inBaseUnit = (value: number, unit: string | undefined) => value * (UNIT_SIZE.get(unit ?? '') ?? 1);
const isFeet = (unit: string | undefined) => UNIT_SIZE.get(unit ?? '') === UNITS.length.ft;

/** A number said of a person ("my son is 8", "she's 9", "aged 12", "12 years old") is an age. */
const AGE_WORDS = new Set(['year', 'yr', 'yo', 'old', 'age', 'aged']);

/**
 * An age word before a number makes it an age ("aged 12", "until the child turns 14"); not "year":
 * "Year 7" is a school year, "year 2027" a date.
 */
const namesAgeBefore = (token: Token | undefined) => token !== undefined && ((AGE_WORDS.has(token.lemma) && token.lemma !== 'year' && token.lemma !== 'yr') || token.lemma === 'turn');

/**
 * The noun a number right after it numbers ("Year 7", "Years 7–8", "Room 4"), if any, as its
 * lemma: a capitalised noun is read as a name, whose lemma is itself ("Years"), so it is read again.
 */
function labelOf(token: Token | undefined): string | undefined {
  if (!token || token.kind !== 'word' || (token.pos !== 'NOUN' && token.pos !== 'PROPN')) return undefined;
  return token.pos === 'NOUN' ? token.lemma : (readText(token.lower).tokens[0]?.lemma ?? token.lower);
}

function numberOf(token: Token): number | undefined {
  const match = /^\d+(?:[.,]\d+)?$/.exec(token.text.replace(/,(?=\d{3}\b)/g, ''));
  return match ? Number(match[0].replace(',', '.')) : undefined;
}

/** Hours (up to 23) and minutes written with a dot, as much of the world writes a time of day. */
const CLOCK_WITH_DOT = /^(?:[01]?\d|2[0-3])\.[0-5]\d$/;

export function quantitiesIn(tokens: Token[]): Quantity[] {
  const found: Quantity[] = [];
  tokens.forEach((token, index) => {
    // "9am" and "45kg" are one token: the number, then the unit.
    const glued = /^(\d+(?:[.,:]\d+)?)([a-z$€£.]+)$/i.exec(token.text);
    // "my 8yo", "a 12yr old": an age written with its number.
    if (glued && AGE_WORDS.has(glued[2].toLowerCase())) {
      found.push({ value: Number(glued[1]), dimension: 'age', token: index });
      return;
    }
    // "2FA", "4K": letters after a number that are no unit make a name, not a number.
    if (glued && !UNIT_DIMENSION.has(glued[2].toLowerCase())) return;
    // "till 6.20", "at 9.30": hours and minutes with a dot, after a preposition, are a time of day.
    if (!glued && CLOCK_WITH_DOT.test(token.text) && tokens[index - 1]?.pos === 'ADP') {
      found.push({ value: Number(token.text), dimension: 'time', token: index });
      return;
    }
    const value = glued ? Number(glued[1].replace(/[,:]/, '.')) : numberOf(token);
    if (value === undefined) {
      // "8:30" on a clock.
      if (/^\d{1,2}:\d{2}$/.test(token.text)) found.push({ value: Number(token.text.replace(':', '.')), dimension: 'time', token: index });
      return;
    }
    // "am" is read as the verb "be": the unit is the word as written.
    const next = glued ? glued[2].toLowerCase() : (unitWordOf(tokens[index + 1]) ?? tokens[index + 1]?.lemma ?? '');
    const previous = tokens[index - 1];
    const unit = UNIT_DIMENSION.get(next) ?? (previous && UNIT_DIMENSION.get(previous.lower) === 'money' ? 'money' : undefined);
    if (unit === 'duration' && AGE_WORDS.has(tokens[index + 2]?.lemma ?? '')) found.push({ value, dimension: 'age', token: index, lastToken: index + 2 });
    else if (unit) {
      const written = UNIT_DIMENSION.has(next) ? next : previous?.lower;
      found.push({ value: inBaseUnit(value, written), dimension: unit, token: index, lastToken: glued || UNIT_DIMENSION.get(previous?.lower ?? '') === 'money' ? index : index + 1, unit: written });
    }
    else if (AGE_WORDS.has(next)) found.push({ value, dimension: 'age', token: index, lastToken: AGE_WORDS.has(tokens[index + 2]?.lemma ?? '') ? index + 2 : index + 1 });
    else if (previous && namesAgeBefore(previous)) found.push({ value, dimension: 'age', token: index });
    else if (tokens[index + 1] && ['NOUN', 'PROPN'].includes(tokens[index + 1].pos)) found.push({ value, dimension: 'count', token: index });
    else if (previous?.lemma === 'be' && tokens.slice(Math.max(0, index - 3), index).some((word) => word.pos === 'NOUN' || word.pos === 'PRON')) found.push({ value, dimension: 'age', token: index });
    else found.push({ value, dimension: 'count', token: index, label: labelOf(previous) });
  });
  return withFeetAndInches(found);
}

/** "6'7\"", "6 ft 7 in", "5 foot 2": feet and the inches after them are one height. */
function withFeetAndInches(found: Quantity[]): Quantity[] {
  return found.flatMap((quantity, index) => {
    const previous = found[index - 1];
    if (previous && isFeet(previous.unit) && quantity.token === (previous.lastToken ?? previous.token) + 1) return [];
    const next = found[index + 1];
    if (!isFeet(quantity.unit) || !next || next.token !== (quantity.lastToken ?? quantity.token) + 1) return [quantity];
    const inches = next.dimension === 'length' ? next.value : next.dimension === 'count' && next.value < 12 ? inBaseUnit(next.value, 'inch') : undefined;
    return inches === undefined ? [quantity] : [{ ...quantity, value: quantity.value + inches, lastToken: next.lastToken ?? next.token }];
  });
}

/** A span of values a line states ("between 24 and 48 hours", "aged 14 to 17", "ages 6-10"). */
export interface QuantityRange {
  low: number;
  high: number;
  dimension: Dimension;
  /** The noun a count range is numbered by ("Years 7–8"). */
  label?: string;
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
      const unitWord = unitWordOf(next);
      const dimension = UNIT_DIMENSION.get(unitWord ?? '') ?? (namesAgeBefore(tokens[index - 1]) || AGE_WORDS.has(next?.lemma ?? '') ? 'age' : undefined);
      const age = dimension === 'age' || (dimension === 'duration' && AGE_WORDS.has(tokens[index + 2]?.lemma ?? ''));
      const unit = age ? undefined : unitWord;
      if (dimension) ranges.push({ low: inBaseUnit(Number(glued[1]), unit), high: inBaseUnit(Number(glued[2]), unit), dimension: age ? 'age' : dimension });
      else {
        const label = labelOf(tokens[index - 1]);
        if (label) ranges.push({ low: Number(glued[1]), high: Number(glued[2]), dimension: 'count', label });
      }
      return;
    }
    const first = at(index);
    const second = at(index + 2);
    if (!first || !second || !RANGE_JOINERS.has(tokens[index + 1]?.lower ?? '')) return;
    // One unit serves both ends: "24 and 48 hours" (after), "aged 14 to 17" (before).
    // "Age group 18 to 24": a count range under an age word is an age range.
    const underAgeWord = tokens.slice(Math.max(0, index - 2), index).some((word) => namesAgeBefore(word));
    const dimension = second.dimension !== 'count' ? second.dimension : first.dimension !== 'count' ? first.dimension : underAgeWord ? 'age' : 'count';
    // The end written without the unit is in the other end's unit ("24 and 48 hours").
    const low = first.dimension === 'count' ? inBaseUnit(first.value, second.unit) : first.value;
    const high = second.dimension === 'count' ? inBaseUnit(second.value, first.unit) : second.value;
    if (low > high) return;
    if (dimension !== 'count') ranges.push({ low, high, dimension });
    else if (first.label) ranges.push({ low, high, dimension, label: first.label });
  });
  return ranges;
}
