// Turns a visitor's question into weighted search terms for one organisation. The question is read
// once (question/analysis.ts); each of its topic words becomes a term whose stems (PostgreSQL's
// own, so they match the index) include the words the organisation's content uses for it: other
// forms and synonyms from WordNet (computed at ingest, lexicon/expansions.ts), the organisation's
// own synonym groups, and — for a word the content never uses — the closest word it does use
// (pg_trgm similarity), which absorbs typos and variants.
import { sql } from 'drizzle-orm';
import { namesAPerson, namesThinking } from './lexicon/word-classes.ts';
import { calendarNameFor } from './question/calendar-names.ts';
import { otherWritingOfNumber } from './question/number-words.ts';
import { queryRows, type Executor } from './rows.ts';
import { analyseQuestionText, type QuestionAnalysis, type QuestionWord } from './question/analysis.ts';

/** Below this pg_trgm similarity a "correction" is more likely a different word than a typo. */
export const MIN_CORRECTION_SIMILARITY = 0.4;

export interface QueryTerm {
  /** The word as the visitor wrote it. */
  word: string;
  /** Stems that count as this term in a section: its own, a correction, its other forms and synonyms. */
  lexemes: string[];
  /** The word's own stems (its other forms', the organisation's synonyms', or its correction's): a match on these counts fully, a synonym's less. */
  ownLexemes: string[];
  /** Rarity in this organisation's content, less when only a synonym or correction matched. */
  weight: number;
  /** Rarity of the word itself (idf), before what the question makes of it (implied, situation, synonym). */
  rarity: number;
  /** Whether any of the lexemes occurs in the organisation's content at all. */
  known: boolean;
  /** The organisation's word that replaced an unknown one, if any. */
  correction?: string;
  /** How alike the two are (pg_trgm similarity; 1 for swapped letters). */
  correctionSimilarity?: number;
  /** A name the visitor wrote with a capital inside a sentence. */
  name?: boolean;
  /** From a statement beside the question: the visitor's situation ("I'm visiting from the UK"), not what they ask. */
  situation?: boolean;
}

export interface QueryAnalysis {
  terms: QueryTerm[];
  totalSections: number;
  question: QuestionAnalysis;
}

/** Words that often appear in questions but are not what they are about: unknown to the content, they weigh little. */
const GENERIC_POS = new Set(['NUM', 'ADV', 'AUX', 'INTJ']);

export function isGenericWord(word: string, pos = ''): boolean {
  return GENERIC_POS.has(pos) || /^\d+([.,]\d+)?$/.test(word);
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

/** How a stem came to stand for a question word. */
type Via = 'own' | 'variant' | 'form' | 'organisation' | 'synonym' | 'kind';

interface LexemeRow {
  owner: number;
  via: Via;
  lexeme: string;
  section_count: number | null;
  correction: [string, number, number] | null;
  total: number;
}

/** A word's weight: its rarity among the organisation's sections (a word in none counts as in half of one). */
export const idf = (total: number, count: number) => Math.log(1 + total / Math.max(count, 0.5));

/** A match through a WordNet synonym, or the class a word is a kind of ("dog" for "terrier"), counts this much of the word's own. */
const SYNONYM_WEIGHT = 0.8;
/** A word the question only implies ("age" for "how old") weighs this much of one it says. */
const IMPLIED_WEIGHT = 0.5;
/** A word of the visitor's situation ("son" in "my son is 8") weighs this much of a word of the question. */
const SITUATION_WEIGHT = 0.25;

/** An unknown word that only qualifies or frames what is asked (a number, an adverb, an adjective) weighs this share. */
const UNKNOWN_GENERIC_SHARE = 0.1;

/**
 * An unknown word that qualifies or frames what is asked rather than naming it: a number, an
 * adverb, an interjection, an adjective, a person, a verb of thinking ("I think…", "my sister reckons…").
 */
function qualifiesOnly(written: string, word: QuestionWord): boolean {
  return (
    isGenericWord(written, word.pos) ||
    word.pos === 'ADJ' ||
    Boolean(word.inAdverbPhrase) ||
    (word.pos === 'NOUN' && namesAPerson(word.lemma)) ||
    (word.pos === 'VERB' && namesThinking(word.lemma))
  );
}

/** One round trip: stems, their expansions, section counts, corrections for unknown stems, section total. */
export async function analyseQuestion(db: Executor, organisationId: string, question: string): Promise<QueryAnalysis> {
  const analysis = analyseQuestionText(question);
  const words = analysis.words;
  if (words.length === 0) return { terms: [], totalSections: 0, question: analysis };
  const entries = words.flatMap((word, owner) => [
    { word: word.word, owner, via: 'own' },
    ...(word.lemma !== word.word ? [{ word: word.lemma, owner, via: 'form' }] : []),
    ...transpositions(word.word).map((variant) => ({ word: variant, owner, via: 'variant' })),
    // "152cm tall" is about height: a measure's adjective and its noun are one term.
    ...(word.measures ? [{ word: word.measures, owner, via: 'synonym' }] : []),
    // "mon, tue and thurs": the weekdays the content writes out.
    ...[calendarNameFor(word.word)].flatMap((name) => (name ? [{ word: name, owner, via: 'synonym' }] : [])),
    // "turns 5" and "turn five": one number, however it is written.
    ...[otherWritingOfNumber(word.word)].flatMap((other) => (other ? [{ word: other, owner, via: 'form' }] : [])),
  ]);
  const keys = words.flatMap((word, owner) => [...new Set([word.word, word.lemma])].map((key) => ({ key, owner })));
  const rows = await queryRows<LexemeRow>(db, sql`
    WITH entries AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(entries)}::jsonb) AS e(word text, owner int, via text)
    ), keys AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) AS k(key text, owner int)
    ), lexemes AS (
      SELECT e.owner, e.via, t.lexeme FROM entries e, unnest(to_tsvector('english', e.word)) AS t
      UNION
      SELECT k.owner, x.relation, x.lexeme FROM keys k
        JOIN word_expansions x ON x.organisation_id = ${organisationId} AND x.word = k.key
      UNION
      SELECT k.owner, 'organisation', t.lexeme FROM keys k
        JOIN synonym_groups g ON g.organisation_id = ${organisationId} AND g.words @> jsonb_build_array(k.key),
        jsonb_array_elements_text(g.words) AS m(member), unnest(to_tsvector('english', m.member)) AS t
    )
    SELECT l.owner, l.via, l.lexeme, v.section_count,
      -- Only the visitor's own words are corrected (not forms, synonyms or letter-swap variants):
      -- each correction is an index search, and a question has few words but many variants.
      CASE WHEN v.section_count IS NULL AND length(l.lexeme) >= 4 AND l.via = 'own' THEN (
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
  const terms: QueryTerm[] = words.map((word) => ({ word: word.word, lexemes: [], ownLexemes: [], weight: 0, rarity: 0, known: false, name: word.name, situation: word.situation }));
  const best = words.map(() => ({ own: 0, other: 0, ownSeen: false, sameWordCount: 0 }));
  const order: Via[] = ['own', 'form', 'organisation', 'variant', 'synonym', 'kind'];
  rows.sort((a, b) => a.owner - b.owner || order.indexOf(a.via) - order.indexOf(b.via));
  // A word the content has another form, synonym or class of is a real word, not a typo to correct.
  const related = new Set(rows.filter((row) => row.via !== 'own' && row.via !== 'variant' && row.section_count !== null).map((row) => row.owner));
  for (const row of rows) {
    const term = terms[row.owner];
    const stats = best[row.owner];
    // A swapped-letter variant counts only when it is a word the organisation uses and the word is not.
    if (row.via === 'variant' && (row.section_count === null || stats.own > 0)) continue;
    // The class a word is a kind of stands for it only when the content has no word for it itself:
    // "terrier" finds "dog", but a "ride" the content talks about is not every "journey".
    if (row.via === 'kind' && (stats.own > 0 || stats.sameWordCount > 0 || stats.other > 0)) continue;
    let lexeme = row.lexeme;
    let count = row.section_count ?? 0;
    let corrected = false;
    // A real English word is what the visitor meant ("money's tight" is not "tonight"): only a word
    // no dictionary holds is read as a typo of the content's. Nor is a number ("6.20" is not "20").
    if (row.via === 'own' && row.section_count === null && row.correction && row.correction[2] >= MIN_CORRECTION_SIMILARITY && !related.has(row.owner) && !words[row.owner].english && !/\d/.test(words[row.owner].word)) {
      [lexeme, count] = row.correction;
      corrected = true;
      term.correction = lexeme;
      term.correctionSimilarity = row.correction[2];
    }
    if (row.via === 'variant') {
      term.correction = lexeme;
      term.correctionSimilarity = 1;
    }
    const sameWord = row.via !== 'synonym' && row.via !== 'kind';
    if (!term.lexemes.includes(lexeme)) term.lexemes.push(lexeme);
    if (sameWord && !term.ownLexemes.includes(lexeme)) term.ownLexemes.push(lexeme);
    if (row.via === 'own') stats.ownSeen = true;
    if (count === 0) continue;
    term.known = true;
    const weight = idf(totalSections, count);
    if (row.via === 'own' && !corrected) stats.own = Math.max(stats.own, weight);
    else if (row.via === 'form' || row.via === 'organisation') stats.sameWordCount = Math.max(stats.sameWordCount, count);
    else stats.other = Math.max(stats.other, weight * (row.via === 'synonym' || row.via === 'kind' ? SYNONYM_WEIGHT : 1));
  }
  for (const [index, term] of terms.entries()) {
    const stats = best[index];
    const word = words[index];
    // A word written several ways ("bungee", "bungy") is as common as its commonest way.
    const own = stats.sameWordCount > 0 ? idf(totalSections, Math.max(stats.sameWordCount, 0)) : 0;
    const sameWord = stats.own > 0 && own > 0 ? Math.min(stats.own, own) : stats.own || own;
    term.rarity = Math.max(sameWord, stats.other);
    if (sameWord > 0) term.weight = sameWord * (isGenericWord(term.word, word.pos) ? 0.5 : 1);
    else if (stats.other > 0) term.weight = stats.other * (stats.ownSeen ? 0.8 : 0.5);
    // An unknown topic word weighs like the rarest possible word: the content cannot answer it.
    // An unknown adjective only qualifies what is asked ("a cheaper weekly rate", "an easy ride"): the
    // noun or verb it qualifies tells whether the content can answer.
    // So does a person the content never names ("can my son ride one?"): who asks, not what.
    else if (stats.ownSeen && !word.implied) term.weight = idf(totalSections, 0.5) * (qualifiesOnly(term.word, word) ? UNKNOWN_GENERIC_SHARE : 1);
    // An implied word weighs less than the words the visitor wrote, unless it is all the question has ("Where are you?").
    if (word.implied && words.some((other) => !other.implied)) term.weight *= IMPLIED_WEIGHT;
    // An unknown word keeps its weight even there: "my gears keep slipping" is about something the
    // content lacks. An unknown name does not: "I'm visiting from the UK" is where the visitor is from.
    if (word.situation && (term.known || word.name)) term.weight *= SITUATION_WEIGHT;
  }
  // "cancellation policy", "payment methods": a noun the content lacks after one it has is the kind
  // of information asked for, not its topic; "ski passes" (the first one unknown) stays about skiing.
  for (const [index, term] of terms.entries()) {
    const modifier = words[index].modifiedBy;
    const modifierTerm = modifier === undefined ? undefined : terms[words.findIndex((word) => word.word === modifier)];
    if (!term.known && modifierTerm?.known) term.weight *= UNKNOWN_GENERIC_SHARE;
  }
  // Words with no stem at all (stop words) are not terms; nor is an implied word the content lacks.
  return { terms: terms.filter((term) => term.lexemes.length > 0 && term.weight > 0), totalSections, question: analysis };
}
