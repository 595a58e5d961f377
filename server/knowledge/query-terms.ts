// Turns a visitor's question into weighted search terms for one organisation: English stems
// (PostgreSQL's own, so they match the index), synonyms, and — for words the organisation's content
// never uses — the closest word it does use (pg_trgm similarity), which absorbs typos and variants.
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from './rows.ts';
import { spellingsOf, synonymsOf } from './synonyms.ts';

/** Question words that carry no topic; PostgreSQL's English stop words cover most others. */
const FILLER = new Set(
  (
    'much many tell know want need like would could should please get got also ever really thing things way anyone someone something hi hello hey thanks thank yes ok okay one ' +
    'whats hows wheres whos whens whys im ive id dont doesnt cant isnt arent youre theres thats u ur wanna gonna'
  ).split(' '),
);

/** Below this pg_trgm similarity a "correction" is more likely a different word than a typo. */
export const MIN_CORRECTION_SIMILARITY = 0.4;

export interface QueryTerm {
  /** The word as the visitor wrote it. */
  word: string;
  /** Stems that count as this term in a section: its own, a correction, its synonyms' stems. */
  lexemes: string[];
  /** The word's own stems (or its correction's): a match on these counts fully, a synonym's less. */
  ownLexemes: string[];
  /** Rarity in this organisation's content, times 0.5 when only a synonym or correction matched. */
  weight: number;
  /** Whether any of the lexemes occurs in the organisation's content at all. */
  known: boolean;
  /** The organisation's word that replaced an unknown one, if any. */
  correction?: string;
  /** How alike the two are (pg_trgm similarity; 1 for swapped letters). */
  correctionSimilarity?: number;
}

export interface QueryAnalysis {
  terms: QueryTerm[];
  totalSections: number;
}

/** Everyday phrasings that name a topic without its word. */
const PHRASES: [RegExp, string][] = [
  [/\bhow much\b(?! (time|longer))/, ' price '],
  [/\bhow old\b/, ' age '],
  // "How old do kids have to be?" asks for the minimum, not for anyone's age.
  [/\bhow old\b.*\b(?:have to|has to|must|need to|needs to)\b|\bold enough\b/, ' minimum '],
  [/\bhow long\b/, ' duration '],
];

/** Phrasings said better in other words: the words of "what counts as" are not the topic. */
const REWRITES: [RegExp, string][] = [
  [/\bwhat (?:counts|is counted|qualifies) as\b/g, 'what is'],
  // To sign up is to register: its "sign" alone would match every "sign in".
  [/\bsign(?:ing|ed|s)?[ -]?up\b/g, 'register'],
];

/**
 * Questions that name their topic only with stop words: "Where are you?" has no term at all, and
 * "Where are you based?" only one that means something else ("based on your needs").
 */
const WHOLE_QUESTIONS: [RegExp, string][] = [
  [/^\W*where (?:are|is) (?:you|it|your (?:office|clinic|practice|shop|store|company|business))(?: (?:based|located|situated))?\W*$/, 'location'],
];

/**
 * Words that often appear in questions but are not what they are about ("policy", "method"):
 * unknown to the content, they weigh little instead of making the question unanswerable.
 */
const GENERIC = new Set(
  'method methods policy policies often option options available possible offer offered provide information info details detail kind kinds type types sort person people anything happen happens procedure process'.split(' '),
);

export function isGenericWord(word: string): boolean {
  return GENERIC.has(word) || /^\d+([.,]\d+)?$/.test(word);
}

/** Adjacent-letter swaps of a word ("wieght" -> "weight"): the typo trigrams miss most. */
export function transpositions(word: string): string[] {
  if (word.length < 4 || word.length > 12 || !/^[a-z]+$/.test(word)) return [];
  const variants = new Set<string>();
  for (let index = 0; index < word.length - 1; index += 1) {
    variants.add(word.slice(0, index) + word[index + 1] + word[index] + word.slice(index + 2));
  }
  variants.delete(word);
  return [...variants];
}

export function questionWords(question: string): string[] {
  const lower = question.toLowerCase();
  const whole = WHOLE_QUESTIONS.find(([pattern]) => pattern.test(lower.trim()));
  if (whole) return [whole[1]];
  let text = ` ${REWRITES.reduce((written, [pattern, words]) => written.replace(pattern, words), lower)} `;
  for (const [pattern, topic] of PHRASES) if (pattern.test(text)) text += topic;
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .match(/[a-z0-9]+(?:[-'][a-z0-9]+)*/g);
  return [...new Set((words ?? []).filter((word) => !FILLER.has(word)))].slice(0, 24);
}

interface LexemeRow {
  ord: number;
  word: string;
  lexeme: string;
  section_count: number | null;
  correction: [string, number, number] | null;
}

/** A word's weight: its rarity among the organisation's sections (a word in none counts as in half of one). */
export const idf = (total: number, count: number) => Math.log(1 + total / Math.max(count, 0.5));

/** One round trip: stems, their section counts, corrections for unknown stems, section total. */
export async function analyseQuestion(db: Executor, organisationId: string, question: string): Promise<QueryAnalysis> {
  const words = questionWords(question);
  if (words.length === 0) return { terms: [], totalSections: 0 };
  // Each question word, then its synonyms, tagged with the index of the question word they serve.
  const entries: { word: string; owner: number; synonym: boolean; variant?: boolean; spelling?: boolean }[] = [];
  const spellings = words.map(spellingsOf);
  words.forEach((word, owner) => {
    entries.push({ word, owner, synonym: false });
    for (const synonym of synonymsOf(word)) entries.push({ word: synonym, owner, synonym: true, spelling: spellings[owner].includes(synonym) });
    for (const variant of transpositions(word)) entries.push({ word: variant, owner, synonym: true, variant: true });
  });
  const rows = await queryRows<LexemeRow & { total: number }>(db, sql`
    WITH words AS (
      SELECT word, ord::int AS ord FROM jsonb_array_elements_text(${JSON.stringify(entries.map((entry) => entry.word))}::jsonb)
        WITH ORDINALITY AS w(word, ord)
    ), lexemes AS (
      SELECT w.ord, w.word, t.lexeme FROM words w, unnest(to_tsvector('english', w.word)) AS t
    )
    SELECT l.ord, l.word, l.lexeme, v.section_count,
      -- Only the visitor's own words are corrected (not synonyms or letter-swap variants): each
      -- correction is an index search, and a question has few words but many variants.
      CASE WHEN v.section_count IS NULL AND length(l.lexeme) >= 4 AND l.ord = ANY(${`{${entries.flatMap((entry, index) => (entry.synonym ? [] : [index + 1])).join(',')}}`}::int[]) THEN (
        SELECT jsonb_build_array(c.lexeme, c.section_count, similarity(c.lexeme, l.lexeme))
        FROM vocabulary c
        WHERE c.organisation_id = ${organisationId} AND c.lexeme % l.lexeme
        -- Trigram distance is 1 - similarity: the GiST index walks out from the word to the nearest.
        ORDER BY c.lexeme <-> l.lexeme, c.section_count DESC
        LIMIT 1
      ) END AS correction,
      -- From the sources' counters: counting the sections themselves reads them all (~70 ms at 100k).
      (SELECT coalesce(sum(section_count), 0)::int FROM sources WHERE organisation_id = ${organisationId}) AS total
    FROM lexemes l
    -- Written as a closed range, not "=": the trigram index also answers "=" and the planner picks
    -- it, at ~10 ms a word; the range can only use the primary key (organisation_id, lexeme).
    LEFT JOIN vocabulary v ON v.organisation_id = ${organisationId} AND v.lexeme >= l.lexeme AND v.lexeme <= l.lexeme`);
  const totalSections = rows[0]?.total ?? 0;
  const terms: QueryTerm[] = words.map((word) => ({ word, lexemes: [], ownLexemes: [], weight: 0, known: false }));
  const best = words.map(() => ({ own: 0, other: 0, ownSeen: false, spellingCount: 0 }));
  rows.sort((a, b) => a.ord - b.ord);
  for (const row of rows) {
    const entry = entries[row.ord - 1];
    // A swapped-letter variant counts only when it is a word the organisation uses.
    if (entry.variant && (row.section_count === null || best[entry.owner].own > 0)) continue;
    const term = terms[entry.owner];
    const stats = best[entry.owner];
    let lexeme = row.lexeme;
    let count = row.section_count ?? 0;
    let fromCorrection = false;
    if (row.section_count === null && row.correction && row.correction[2] >= MIN_CORRECTION_SIMILARITY && !entry.synonym) {
      [lexeme, count] = row.correction;
      fromCorrection = true;
      term.correction = lexeme;
      term.correctionSimilarity = row.correction[2];
    }
    if (entry.variant) {
      term.correction = lexeme;
      term.correctionSimilarity = 1;
    }
    if (!term.lexemes.includes(lexeme)) term.lexemes.push(lexeme);
    if ((!entry.synonym || entry.variant || entry.spelling) && !term.ownLexemes.includes(lexeme)) term.ownLexemes.push(lexeme);
    if (!entry.synonym) stats.ownSeen = true;
    // A word spelt several ways is as common as its commonest spelling.
    if (count > 0 && spellings[entry.owner].length > 0 && (entry.spelling || (!entry.synonym && !fromCorrection))) stats.spellingCount = Math.max(stats.spellingCount, count);
    if (count > 0) {
      term.known = true;
      const weight = idf(totalSections, count);
      if (!entry.synonym && !fromCorrection) stats.own = Math.max(stats.own, weight);
      else stats.other = Math.max(stats.other, weight);
    }
  }
  for (const [index, term] of terms.entries()) {
    const stats = best[index];
    // "bungee" is rare on a site that writes "bungy" everywhere, but the visitor means that word.
    if (stats.spellingCount > 0) stats.own = Math.min(stats.own || Infinity, idf(totalSections, stats.spellingCount));
    if (stats.own > 0) term.weight = stats.own * (isGenericWord(term.word) ? 0.5 : 1);
    else if (stats.other > 0) term.weight = stats.other * (stats.ownSeen ? 0.8 : 0.5);
    // An unknown topic word weighs like the rarest possible word: the content cannot answer it.
    else if (stats.ownSeen) term.weight = idf(totalSections, 0.5) * (isGenericWord(term.word) ? 0.15 : 1);
  }
  // Words with no stem at all (stop words without synonyms) are not terms.
  return { terms: terms.filter((term) => term.lexemes.length > 0 && term.weight > 0), totalSections };
}
