// Finds an organisation's best sections for a question with PostgreSQL full-text search (the same
// SQL on PGlite and PostgreSQL). Sections are scored by the rarity-weighted share of the question's
// terms they contain (a heading match counts extra), so one rare, telling word beats many common
// ones. Every query is filtered by organisation in SQL: one organisation's content never appears
// in another's answer.
import { sql, type SQL } from 'drizzle-orm';
import type { Store } from '../store/db.ts';
import { queryRows } from './rows.ts';
import { analyseQuestion, type QueryAnalysis, type QueryTerm } from './query-terms.ts';
import { lexemeQuery } from './lexeme-query.ts';
import { reachingQuery } from './score-bound.ts';

export interface RetrievedSection {
  id: string;
  name: string;
  url: string;
  heading: string;
  body: string;
  /** Weighted share (0..1) of the question's terms found in the section (a heading match counts extra, capped at 1). */
  coverage: number;
  score: number;
}

export interface Retrieval {
  analysis: QueryAnalysis;
  sections: RetrievedSection[];
}

/** A term found in a heading counts this much more than one found only in the body. */
const HEADING_BONUS = 0.5;
/** When the content is large, terms in more than this share of sections do not select candidates. */
const COMMON_SHARE = 0.15;

function termScore(term: QueryTerm): SQL {
  const any = lexemeQuery(term.lexemes);
  return sql`(CASE WHEN terms @@ ${any}::tsquery THEN ${term.weight}::float8 * (1 + CASE WHEN heading_terms @@ ${any}::tsquery THEN ${HEADING_BONUS}::float8 ELSE 0 END) ELSE 0 END)`;
}

/** The terms that select candidates: rare enough to be telling, or all of them if none is. */
function selectingTerms(analysis: QueryAnalysis): QueryTerm[] {
  const known = analysis.terms.filter((term) => term.known);
  if (analysis.totalSections < 200) return known;
  const threshold = Math.log(1 + 1 / COMMON_SHARE);
  const rare = known.filter((term) => term.weight >= threshold);
  return rare.length > 0 ? rare : known;
}

/** A scored section as SQL returns it (node-postgres gives float8 as a string or number). */
type ScoredRow = Omit<RetrievedSection, 'coverage' | 'score'> & { position: number; score: number | string };

/** SQL's order: best score first, then the earlier section. */
const byRank = (a: ScoredRow, b: ScoredRow) => Number(b.score) - Number(a.score) || a.position - b.position;

/** ts_rank with normalisation 1 stays below 1: the tie-breaker adds less than this to a score. */
const TIE_BREAK = 0.01;

export async function retrieveSections(
  store: Store,
  organisationId: string,
  question: string,
  options: {
    limit?: number;
    /**
     * Score every section holding a selecting term in full (ts_rank too), without pruning: what the
     * pruned reads must equal (tests).
     */
    exhaustive?: boolean;
  } = {},
): Promise<Retrieval> {
  const limit = options.limit ?? 6;
  const analysis = await analyseQuestion(store.db, organisationId, question);
  const selecting = selectingTerms(analysis);
  if (selecting.length === 0) return { analysis, sections: [] };
  const known = analysis.terms.filter((term) => term.known);
  const totalWeight = analysis.terms.reduce((sum, term) => sum + term.weight, 0);
  const score = sql.join(known.map(termScore), sql` + `);
  const rankQuery = lexemeQuery([...new Set(selecting.flatMap((term) => term.lexemes))]);

  // Candidates are read rarest term first: the sections with the rarest terms are few and
  // usually hold the answer, while a term in a tenth of a large organisation's sections would
  // mean scoring thousands. A section without any of the terms read so far scores at most what
  // the other terms could give it; once the best sections found beat that, they are the best of
  // all (as a search engine's WAND does). Otherwise only the sections holding enough of the other
  // terms to beat the k-th best can still enter: the index finds those (score-bound.ts), and the
  // best of both reads are the best of all, exactly as reading every candidate would rank them.
  //
  // A candidate's score is the weight of its terms (read from section_terms) plus ts_rank as a
  // tie-breaker below TIE_BREAK. ts_rank costs as much again as the rest of a candidate's scoring,
  // so it is computed only for the candidates whose weight comes within TIE_BREAK of the k-th best
  // weight: any other scores below the k-th best (the tie-breaker cannot lift it that far), and
  // usually a handful remain of the thousand read. Their text is read for those alone.
  const scoreOf = (filter: string) => queryRows<ScoredRow>(store.db, sql`
      -- Each source's published generation: a write in progress stays unseen (source-generations.ts).
      -- Read once (a handful of rows): joined in the plan, sources' index was probed once per candidate.
      WITH published AS MATERIALIZED (SELECT id, generation FROM sources WHERE organisation_id = ${organisationId}),
      weighed AS (
        -- The narrow section_terms, not the sections' search vectors (schema.ts says why).
        SELECT section_id AS id, position, (${score}) AS weight
        FROM section_terms
        WHERE organisation_id = ${organisationId} AND terms @@ ${filter}::tsquery
          AND (source_id, generation) IN (SELECT id, generation FROM published)
      ),
      kth AS (SELECT weight FROM weighed ORDER BY weight DESC LIMIT 1 OFFSET ${limit - 1})
      SELECT sections.id, sections.name, sections.url, sections.heading, sections.body, sections.position,
        weighed.weight + ts_rank(sections.search, ${rankQuery}::tsquery, 1) * ${TIE_BREAK}::float8 AS score
      FROM weighed JOIN sections ON sections.id = weighed.id
      ${options.exhaustive ? sql`` : sql`WHERE NOT EXISTS (SELECT 1 FROM kth) OR weighed.weight > (SELECT weight FROM kth) - ${TIE_BREAK}::float8`}
      ORDER BY score DESC, sections.position
      LIMIT ${limit}`);
  const rarestFirst = options.exhaustive ? [] : [...selecting].sort((a, b) => b.weight - a.weight);
  let rows: ScoredRow[] = options.exhaustive ? await scoreOf(rankQuery) : [];
  for (let count = 1; count <= rarestFirst.length; count += 1) {
    const reading = rarestFirst.slice(0, count);
    const filter = lexemeQuery([...new Set(reading.flatMap((term) => term.lexemes))]);
    rows = await scoreOf(filter);
    if (rows.length < limit) continue;
    const kth = Number(rows[limit - 1].score);
    const unread = known.filter((term) => !reading.includes(term));
    const reaching = reachingQuery(
      unread.map((term) => ({ lexemes: term.lexemes, weight: term.weight, selecting: selecting.includes(term) })),
      kth,
      HEADING_BONUS,
      TIE_BREAK,
    );
    if (reaching === null) break;
    if (reaching === undefined) continue;
    const others = await scoreOf(`(${reaching}) & !(${filter})`);
    rows = [...rows, ...others].sort(byRank).slice(0, limit);
    break;
  }
  return {
    analysis,
    sections: rows.map(({ position: _position, ...row }) => ({
      ...row,
      score: Number(row.score),
      coverage: totalWeight > 0 ? Math.min(1, Number(row.score) / totalWeight) : 0,
    })),
  };
}
