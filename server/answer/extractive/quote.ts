// Picks what the extractive answer quotes: the sentences, list items or table rows of the retrieved
// sections that carry the most of the question's (rarity-weighted) terms. If nothing carries enough
// of the question, there is no answer: the engine says so rather than quote something loosely related.
import type { Store } from '../../store/db.ts';
import type { QueryTerm } from '../../knowledge/query-terms.ts';
import type { RetrievedSection } from '../../knowledge/retrieve.ts';
import { stemTexts } from '../../knowledge/stem.ts';
import type { Quantity } from '../../knowledge/question/quantities.ts';
import { hasShape, holdsNumber, type AnswerShape } from './answer-shape.ts';
import { nearlySame, wordSet } from './near-duplicates.ts';
import { bodyUnits, unitSearchText, type QuoteUnit } from './units.ts';

/** Share of the question's weight the best quote must carry (its own words plus its headings'). */
export const MIN_ANSWER_COVERAGE = 0.5;
/** A section carrying this share of the question answers it from its lines carrying at least MIN_LINE_IN_SECTION. */
const SECTION_ANSWER_COVERAGE = 0.8;
const MIN_LINE_IN_SECTION = 0.25;
/** Other quotes are kept when they score at least this share of the best one. */
const KEEP_RATIO = 0.8;
/** A term found only in the quote's heading, sub-heading or table header counts this much. */
const CONTEXT_FACTOR = 0.6;
const MAX_SECTIONS = 3;
const MAX_UNITS_PER_SECTION = 3;
const MAX_ROWS_PER_SECTION = 4;

export interface ScoredUnit {
  unit: QuoteUnit;
  index: number;
  section: RetrievedSection;
  score: number;
  /** The unit's own words' score (without context). */
  own: number;
  /** Share of the question matched by the unit's sub-heading alone (a FAQ question). */
  subheadingCoverage: number;
  /** Share of the question matched by the section's heading alone. */
  headingCoverage: number;
  /** Share of the sub-heading's own words that the question has: a FAQ question can be narrower. */
  subheadingPrecision: number;
  /** Share of the section heading's own words that the question has. */
  headingPrecision: number;
  /**
   * Whether the unit's own words include one of the visitor's own (or its forms, the organisation's
   * synonyms, a correction), not only a WordNet synonym of one: no unit is an answer without it.
   */
  carriesOwnWord?: boolean;
  /** The question's terms (by index) the unit's section heading or sub-heading carries. */
  headedTerms?: Set<number>;
  /** The question's terms the unit's own words carry, each with its share of the question. */
  carries?: Map<number, number>;
}

export interface Quote {
  section: RetrievedSection;
  units: ScoredUnit[];
}

/** A synonym's match counts this much of the visitor's own word's match. */
const SYNONYM_FACTOR = 0.6;

/** The weight a term brings to text with these lexemes: in full for its own, less for a synonym's. */
function weightOf(term: QueryTerm, lexemes: Set<string>): number {
  if (term.ownLexemes.some((lexeme) => lexemes.has(lexeme))) return term.weight;
  if (term.lexemes.some((lexeme) => lexemes.has(lexeme))) return term.weight * SYNONYM_FACTOR;
  return 0;
}

/** Each term the lexemes carry, by its index, with the weight it brings. */
function carried(terms: QueryTerm[], lexemes: Set<string>): Map<number, number> {
  const found = new Map<number, number>();
  terms.forEach((term, index) => {
    const weight = weightOf(term, lexemes);
    if (weight > 0) found.set(index, weight);
  });
  return found;
}

function weightIn(terms: QueryTerm[], lexemes: Set<string>): number {
  let sum = 0;
  for (const term of terms) sum += weightOf(term, lexemes);
  return sum;
}

export async function scoreUnits(store: Store, sections: RetrievedSection[], terms: QueryTerm[]): Promise<ScoredUnit[]> {
  const total = terms.reduce((sum, term) => sum + term.weight, 0);
  if (total === 0) return [];
  const perSection = sections.map((section) => ({ section, units: bodyUnits(section.body) }));
  // One stemming round trip for every unit, sub-heading, header and heading.
  const texts: string[] = [];
  const indexOf = new Map<string, number>();
  const textIndex = (text: string) => {
    if (!indexOf.has(text)) {
      indexOf.set(text, texts.length);
      texts.push(text);
    }
    return indexOf.get(text)!;
  };
  const plans = perSection.map(({ section, units }) => ({
    section,
    // A page's opening section has no heading of its own: the page's title is its heading.
    heading: textIndex(section.heading || section.name),
    units: units.map((unit) => ({
      unit,
      own: textIndex(unitSearchText(unit)),
      subheading: textIndex(unit.subheading),
      header: textIndex(unit.header?.join(' ') ?? ''),
    })),
  }));
  const stems = await stemTexts(store, texts);
  const asked = new Set(terms.flatMap((term) => term.lexemes));
  const precision = (lexemes: Set<string>) => (lexemes.size === 0 ? 0 : [...lexemes].filter((lexeme) => asked.has(lexeme)).length / lexemes.size);
  const scored: ScoredUnit[] = [];
  // The question's terms (by index) a text's lexemes carry, once per heading or sub-heading text.
  const termsIn = new Map<number, number[]>();
  const termsOf = (text: number) => {
    let found = termsIn.get(text);
    if (!found) termsIn.set(text, (found = terms.flatMap((term, termIndex) => (term.lexemes.some((lexeme) => stems[text].has(lexeme)) ? [termIndex] : []))));
    return found;
  };
  for (const plan of plans) {
    plan.units.forEach((entry, index) => {
      const own = stems[entry.own];
      const context = new Set([...stems[plan.heading], ...stems[entry.subheading], ...stems[entry.header]]);
      const carries = carried(terms, own);
      const carriesOwnWord = terms.some((term) => term.ownLexemes.some((lexeme) => own.has(lexeme)));
      const ownScore = [...carries.values()].reduce((sum, weight) => sum + weight, 0);
      const contextOnly = terms.filter((term) => !term.lexemes.some((lexeme) => own.has(lexeme)));
      const headedTerms = new Set([...termsOf(plan.heading), ...termsOf(entry.subheading)]);
      const score = ownScore + CONTEXT_FACTOR * weightIn(contextOnly, context);
      scored.push({
        unit: entry.unit,
        index,
        section: plan.section,
        score: score / total,
        own: ownScore / total,
        subheadingCoverage: weightIn(terms, stems[entry.subheading]) / total,
        subheadingPrecision: precision(stems[entry.subheading]),
        headingCoverage: weightIn(terms, stems[plan.heading]) / total,
        headingPrecision: precision(stems[plan.heading]),
        carries: new Map([...carries].map(([index, weight]) => [index, weight / total])),
        carriesOwnWord,
        headedTerms,
      });
    });
  }
  return scored;
}

/**
 * How much the whole section's match with the question (retrieval's coverage) adds to a line's own:
 * an answer is often spread over a section, so of two equal lines the one in the section that
 * carries more of the question wins, and a clearly better section can outweigh a slightly better line.
 */
const SECTION_COVERAGE_WEIGHT = 0.35;
/**
 * A heading (or FAQ question) that itself matches the visitor's question is the strongest sign
 * that the text under it answers it: such units rank higher by this share of that match.
 */
const HEADING_MATCH_BONUS = 0.3;
const POSITION_TIE_BREAK = 0.002;
/** A quote with the shape the question asks for (a length, an age, a price: answer-shape.ts). */
const SHAPE_BONUS = 0.25;
/** Another section is quoted too only when its best quote is nearly as good as the best one. */
const OTHER_SECTION_RATIO = 0.85;
/** A section headed by the visitor's question is quoted with up to this many opening sentences. */
const MAX_HEADING_ANSWER_SENTENCES = 4;
/** A procedure is quoted with up to this many of its steps. */
const MAX_STEPS = 8;

/** The unit right after `entry` in its section, if any. */
function unitAfter(scored: ScoredUnit[], entry: ScoredUnit): ScoredUnit | undefined {
  return scored.find((other) => other.section.id === entry.section.id && other.index === entry.index + 1);
}

/** The list a step is in: the items next to it under the same sub-heading, in order. */
function listOf(scored: ScoredUnit[], step: ScoredUnit): ScoredUnit[] {
  const section = scored.filter((entry) => entry.section.id === step.section.id).sort((a, b) => a.index - b.index);
  const inList = (entry: ScoredUnit | undefined) => entry?.unit.kind === 'item' && entry.unit.subheading === step.unit.subheading;
  let first = section.indexOf(step);
  let last = first;
  while (inList(section[first - 1])) first -= 1;
  while (inList(section[last + 1])) last += 1;
  return section.slice(first, last + 1);
}

/** The sentences that answer the FAQ question a quote is under, if the visitor asked it; else none. */
function faqAnswer(scored: ScoredUnit[], quote: Quote): ScoredUnit[] {
  const sentences = scored.filter((entry) => entry.section.id === quote.section.id && entry.unit.kind === 'sentence');
  const faq = quote.units.find((entry) => entry.subheadingCoverage >= MIN_ANSWER_COVERAGE && entry.unit.kind === 'sentence');
  if (faq) return sentences.filter((entry) => entry.unit.group === faq.unit.group).slice(0, 3);
  // Every word of the heading asked, or half of them carrying half the question ("can our dog come
  // with us?" under "Can I bring my dog?").
  const asked = (entry: ScoredUnit) => entry.headingPrecision === 1 || (entry.headingPrecision >= 0.5 && entry.headingCoverage >= MIN_ANSWER_COVERAGE);
  const askedHeading = quote.section.heading.endsWith('?') && quote.units.some(asked);
  if (!askedHeading) return [];
  return sentences
    .filter((entry) => !entry.unit.subheading)
    .sort((a, b) => a.index - b.index)
    .slice(0, MAX_HEADING_ANSWER_SENTENCES);
}

/**
 * The quote's lines, and lines of its section (best first) that carry a term of the question its
 * lines do not: "refunds if it rains" wants the line on refunds beside the line on rain.
 */
function carryingTheQuestion(ranked: ScoredUnit[], quote: Quote): Quote {
  const covered = new Map(quote.units.flatMap((entry) => [...(entry.carries ?? [])]));
  // A term the quote's heading already carries is answered by the quote ("Opening Hours" for "open"):
  // a line carrying only that term adds nothing asked ("Sunday and public holidays: closed").
  for (const entry of quote.units) for (const index of entry.headedTerms ?? []) if (!covered.has(index)) covered.set(index, 0);
  const units = [...quote.units];
  for (const entry of ranked) {
    if (units.length >= MAX_UNITS_PER_SECTION || entry.section.id !== quote.section.id || units.includes(entry)) continue;
    const adds = [...(entry.carries ?? [])].filter(([index]) => !covered.has(index));
    if (adds.reduce((sum, [, share]) => sum + share, 0) < MIN_LINE_IN_SECTION / 2) continue;
    for (const [index, share] of adds) covered.set(index, share);
    units.push(entry);
  }
  return { section: quote.section, units };
}

/**
 * A quote that has the question's words but not the shape asked for ("We are open every day of
 * the year…" for "What time do you open?") goes on to the next sentence of its paragraph when that
 * one has it ("Jumps run from 9 am to 5 pm…"): a paragraph often says what, then when or how much.
 */
function withShapeFromNext(scored: ScoredUnit[], quote: Quote, shape?: AnswerShape): Quote {
  if (!shape || shape.steps || quote.units.some((entry) => hasShape(shape, entry.unit))) return quote;
  const last = quote.units.filter((entry) => entry.unit.kind === 'sentence').sort((a, b) => b.index - a.index)[0];
  if (!last) return quote;
  const next = unitAfter(scored, last);
  if (!next || next.unit.kind !== 'sentence' || next.unit.group !== last.unit.group || next.unit.quoted || !hasShape(shape, next.unit)) return quote;
  return { section: quote.section, units: [...quote.units, next] };
}

/** A paragraph this short (in characters) is quoted whole (withWholeParagraph). */
const PARAGRAPH_MAX_CHARS = 500;

/**
 * A sentence is quoted with the rest of its paragraph when that paragraph is short: a paragraph
 * says one thing, and its other sentences are often the part asked for ("Kids Club closes at
 * 6:00 pm." then "A late fee of $1 per minute is charged after 6:00 pm.").
 */
function withWholeParagraph(scored: ScoredUnit[], quote: Quote): Quote {
  const units = [...quote.units];
  for (const entry of quote.units) {
    if (entry.unit.kind !== 'sentence') continue;
    const paragraph = scored.filter((other) => other.section.id === quote.section.id && other.unit.group === entry.unit.group && other.unit.kind === 'sentence');
    if (paragraph.reduce((sum, other) => sum + other.unit.text.length, 0) > PARAGRAPH_MAX_CHARS) continue;
    for (const other of paragraph) if (!units.includes(other)) units.push(other);
  }
  return { section: quote.section, units };
}

/**
 * The quotes for an answer, best section first; empty when the content has no answer. `shape` is
 * what an answer to the question looks like, when the question says (answerShape).
 */
export function selectQuotes(scored: ScoredUnit[], shape?: AnswerShape, visitorNumbers: Quantity[] = []): Quote[] {
  // A unit may match only through its headings ("Where are you located?" and a "Location" section):
  // then the section's first sentences are the answer.
  const ranked = scored
    .filter((entry) => entry.unit.kind !== 'code' && !entry.unit.quoted && entry.score > 0)
    .map((entry) => ({
      entry,
      rank:
        entry.score +
        HEADING_MATCH_BONUS * Math.max(entry.subheadingCoverage * entry.subheadingPrecision, entry.headingCoverage) +
        SECTION_COVERAGE_WEIGHT * entry.section.coverage -
        POSITION_TIE_BREAK * entry.index,
    }));
  // The shape reorders near-ties only: a line its bonus cannot lift to where lines are kept is not
  // read for it (reading every line with the language model is the costly part of an answer).
  const top = Math.max(0, ...ranked.map((candidate) => candidate.rank));
  for (const candidate of ranked) {
    if (candidate.rank + SHAPE_BONUS < top * KEEP_RATIO) continue;
    if (hasShape(shape, candidate.entry.unit)) candidate.rank += SHAPE_BONUS;
    // The row for the visitor's own number ("a 20 year old" and "18 to 24") is theirs among its table.
    if (holdsNumber(candidate.entry.unit, visitorNumbers)) candidate.rank += SHAPE_BONUS;
  }
  const candidates = ranked.sort((a, b) => b.rank - a.rank);
  // The answer is the best-ranked quote that carries enough of the question; a bonus (a heading,
  // a shape) can rank one that carries less above it, but cannot make that one the answer.
  // A section that carries the question as a whole answers it from its best lines, even when the
  // question's words are spread over several of them ("is there a fee?" in one, "amex" in the next).
  // A line that shares only a synonym with what the visitor said is a guess at which sense they
  // meant ("I finish at 5.30" and "complete it online"): it may join an answer, never be one.
  const answers = (candidate: { entry: ScoredUnit }) => candidate.entry.carriesOwnWord !== false;
  const single = candidates.find((candidate) => candidate.entry.score >= MIN_ANSWER_COVERAGE && answers(candidate));
  const best = single ?? candidates.find((candidate) => candidate.entry.section.coverage >= SECTION_ANSWER_COVERAGE && candidate.entry.score >= MIN_LINE_IN_SECTION && answers(candidate));
  if (!best) return [];
  const byRank = candidates.map((candidate) => candidate.entry);
  const bestShaped = hasShape(shape, best.entry.unit);
  const quotes: Quote[] = [{ section: best.entry.section, units: [] }];
  const said: Set<string>[] = [];
  for (const { entry, rank } of candidates) {
    const sameSection = entry.section.id === best.entry.section.id;
    if (rank < best.rank * (sameSection ? KEEP_RATIO : OTHER_SECTION_RATIO)) continue;
    // The same line on two pages (a "What's next?" that closes many) is said once.
    const words = wordSet(entry.unit.text);
    if (said.some((other) => nearlySame(other, words))) continue;
    let quote = quotes.find((candidate) => candidate.section.id === entry.section.id);
    if (!quote) {
      if (quotes.length >= MAX_SECTIONS) continue;
      // The best quote has the shape asked for: another section adds to it only in that shape too.
      if (bestShaped && !hasShape(shape, entry.unit)) continue;
      quote = { section: entry.section, units: [] };
      quotes.push(quote);
    }
    const limit = entry.unit.kind === 'row' ? MAX_ROWS_PER_SECTION : MAX_UNITS_PER_SECTION;
    if (quote.units.length < limit) {
      quote.units.push(entry);
      said.push(words);
    }
  }
  // A FAQ answer is quoted whole (up to three sentences) when its question matches the visitor's:
  // a sub-heading question the visitor mostly asked, or a section headed by a question every word
  // of which the visitor used ("Does Plausible do data sampling?": its answer is the section's
  // opening, not only the sentence that repeats the words).
  for (const quote of quotes) {
    for (const entry of faqAnswer(scored, quote)) if (!quote.units.includes(entry)) quote.units.push(entry);
  }
  // A sentence that ends with a colon introduces the list under it ("… unless the visitor does
  // at least one of the following:"): quoted without it, it would promise an answer and stop.
  for (const quote of quotes) {
    for (const entry of [...quote.units]) {
      if (entry.unit.kind !== 'sentence' || !entry.unit.text.endsWith(':')) continue;
      const next = unitAfter(scored, entry);
      if (next?.unit.kind !== 'item') continue;
      for (const item of listOf(scored, next).slice(0, MAX_STEPS)) if (!quote.units.includes(item)) quote.units.push(item);
    }
  }
  // Asked how to do something, a step quoted from a list brings its list: the steps before it
  // matter as much as the one that matched ("Log in…", then "In the Security section, click…").
  // Only a list under a heading that shares a word with the question: a step that merely looks
  // alike ("Sign in to your Microsoft Entra admin center" for "how do I sign in?") stays one line.
  if (shape?.steps) {
    for (const quote of quotes) {
      const step = quote.units.find(
        (entry) => entry.unit.kind === 'item' && hasShape(shape, entry.unit) && (entry.headingCoverage > 0 || entry.subheadingCoverage > 0),
      );
      if (!step) continue;
      for (const entry of listOf(scored, step).slice(0, MAX_STEPS)) if (!quote.units.includes(entry)) quote.units.push(entry);
    }
  }
  // A table answers a visitor who gave their own number with their row alone ("18 to 24" for a
  // 20-year-old), not the rows of everyone else.
  for (const quote of quotes) {
    const theirs = quote.units.filter((entry) => entry.unit.kind === 'row' && holdsNumber(entry.unit, visitorNumbers));
    if (theirs.length > 0) quote.units = quote.units.filter((entry) => entry.unit.kind !== 'row' || theirs.includes(entry));
  }
  quotes[0] = carryingTheQuestion(byRank, quotes[0]);
  quotes[0] = withShapeFromNext(scored, quotes[0], shape);
  quotes[0] = withWholeParagraph(scored, quotes[0]);
  for (const quote of quotes) quote.units.sort((a, b) => a.index - b.index);
  return quotes;
}

/**
 * When no line carries enough of the question, a section that retrieval ranks first and that is
 * headed by a question holding the question's most telling word ("what is an easy ride for
 * beginners?" and "Which trail do you recommend for beginners?") answers with its opening.
 */
export function askedHeadingQuote(scored: ScoredUnit[], top: RetrievedSection | undefined, tellingTerm: number): Quote[] {
  if (!top || !top.heading.endsWith('?')) return [];
  const own = scored.filter((entry) => entry.section.id === top.id);
  if (!own.some((entry) => entry.headedTerms?.has(tellingTerm) && entry.headingCoverage > 0)) return [];
  const opening = own.filter((entry) => entry.unit.kind === 'sentence' && !entry.unit.subheading && !entry.unit.quoted).sort((a, b) => a.index - b.index).slice(0, MAX_HEADING_ANSWER_SENTENCES);
  return opening.length > 0 ? [{ section: top, units: opening }] : [];
}

/**
 * A visitor who gives their own number ("my son is 8") asks whether it is within the content's
 * limit: the line stating that limit answers, however few of their other words it repeats ("The
 * minimum age is 10 years"). A line stating a range their number falls in answers first, even with
 * none of their words, when its heading has one ("30 hours before" and a cancellation policy's
 * "Between 24 and 48 hours before: 50% refund"). The best such line, if any.
 */
export function limitQuote(scored: ScoredUnit[], shape: AnswerShape, visitorNumbers: Quantity[] = []): Quote[] {
  const holds = new Set(scored.filter((entry) => entry.score > 0 && holdsNumber(entry.unit, visitorNumbers)));
  const stating = scored
    .filter((entry) => entry.unit.kind !== 'code' && !entry.unit.quoted && (entry.own > 0 || holds.has(entry)) && hasShape(shape, entry.unit))
    .sort((a, b) => Number(holds.has(b)) - Number(holds.has(a)) || b.score - a.score || b.section.coverage - a.section.coverage);
  return stating.length > 0 ? [withWholeParagraph(scored, { section: stating[0].section, units: [stating[0]] })] : [];
}
