// Finds an organisation's best sections for a question with PostgreSQL full-text search (the same
// SQL on PGlite and PostgreSQL). Sections are scored by the rarity-weighted share of the question's
// terms they contain (a heading match counts extra), so one rare, telling word beats many common
// ones. Every query is filtered by organisation in SQL: one organisation's content never appears
// in another's answer.
import { sql, type SQL } from 'drizzle-orm';
import type { Store } from '../store/db.ts';
import { withReadSession } from './read-session.ts';
import { queryRows } from './rows.ts';
import { analyseQuestion, type QueryAnalysis, type QueryTerm } from './query-terms.ts';

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

/** A tsquery literal of quoted lexemes: safe for any characters a lexeme may hold. */
export function lexemeQuery(lexemes: string[], weights = ''): string {
  return lexemes.map((lexeme) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'${weights ? `:${weights}` : ''}`).join(' | ');
}

function termScore(term: QueryTerm): SQL {
  const any = lexemeQuery(term.lexemes);
  const heading = lexemeQuery(term.lexemes, 'A');
  return sql`(CASE WHEN search @@ ${any}::tsquery THEN ${term.weight}::float8 * (1 + CASE WHEN search @@ ${heading}::tsquery THEN ${HEADING_BONUS}::float8 ELSE 0 END) ELSE 0 END)`;
}

/** The terms that select candidates: rare enough to be telling, or all of them if none is. */
function selectingTerms(analysis: QueryAnalysis): QueryTerm[] {
  const known = analysis.terms.filter((term) => term.known);
  if (analysis.totalSections < 200) return known;
  const threshold = Math.log(1 + 1 / COMMON_SHARE);
  const rare = known.filter((term) => term.weight >= threshold);
  return rare.length > 0 ? rare : known;
}

export async function retrieveSections(
  store: Store,
  organisationId: string,
  question: string,
  options: { limit?: number } = {},
): Promise<Retrieval> {
  return withReadSession(store, async (db) => {
    const analysis = await analyseQuestion(db, organisationId, question);
    const selecting = selectingTerms(analysis);
    if (selecting.length === 0) return { analysis, sections: [] };
    const totalWeight = analysis.terms.reduce((sum, term) => sum + term.weight, 0);
    const filter = lexemeQuery([...new Set(selecting.flatMap((term) => term.lexemes))]);
    const score = sql.join(analysis.terms.filter((term) => term.known).map(termScore), sql` + `);
    const rows = await queryRows<Omit<RetrievedSection, 'coverage'>>(db, sql`
      SELECT id, name, url, heading, body, score FROM (
        SELECT id, name, url, heading, body, position, (${score}) + ts_rank(search, ${filter}::tsquery, 1) * 0.01 AS score
        FROM sections
        WHERE organisation_id = ${organisationId} AND search @@ ${filter}::tsquery
      ) scored
      ORDER BY score DESC, position
      LIMIT ${options.limit ?? 6}`);
    return {
      analysis,
      sections: rows.map((row) => ({ ...row, score: Number(row.score), coverage: totalWeight > 0 ? Math.min(1, Number(row.score) / totalWeight) : 0 })),
    };
  });
}
