// Which sections could still enter the top k, asked of the full-text index alone. A section's
// score is the sum of the weights of the terms it contains (times at most 1 + the heading bonus)
// plus a tie-breaker below TIE_BREAK, so a section holding only the terms of a set M scores at
// most bound(M). Once k sections are scored, only sections holding a set whose bound reaches the
// k-th score can still enter: "(a & b) | (a & c & d)". The GIN index answers such a query from its
// posting lists, where reading every section that holds any one of the terms would fetch thousands
// of rows (and unpack their search vectors) only to score them below the k-th.
import { lexemeQuery } from './lexeme-query.ts';

export interface BoundTerm {
  lexemes: string[];
  weight: number;
  /** Whether the term selects candidates: a section qualifies only with one of these. */
  selecting: boolean;
}

/** Past this many terms the combinations grow too many to list (2^n): callers read candidates instead. */
export const MAX_BOUND_TERMS = 10;

/** The highest score a section holding exactly these terms can reach. */
export function scoreBound(terms: BoundTerm[], headingBonus: number, tieBreak: number): number {
  return terms.reduce((sum, term) => sum + term.weight * (1 + headingBonus), 0) + tieBreak;
}

/**
 * A tsquery matching every section that holds at least one selecting term and whose bound reaches
 * `least`: the OR of the smallest such sets of terms (any larger set contains one of them). Null
 * when no set reaches it (no section can qualify), undefined when there are too many terms to list.
 */
export function reachingQuery(terms: BoundTerm[], least: number, headingBonus: number, tieBreak: number): string | null | undefined {
  if (terms.length > MAX_BOUND_TERMS) return undefined;
  const qualifies = (mask: number) => {
    const members = terms.filter((_, index) => mask & (1 << index));
    return members.some((term) => term.selecting) && scoreBound(members, headingBonus, tieBreak) >= least;
  };
  const smallest: number[] = [];
  for (let mask = 1; mask < 1 << terms.length; mask += 1) {
    if (!qualifies(mask)) continue;
    // Qualifying sets only grow by adding terms: a set is smallest when no set one term less qualifies.
    const bits = terms.map((_, index) => 1 << index).filter((bit) => mask & bit);
    if (bits.every((bit) => !qualifies(mask & ~bit))) smallest.push(mask);
  }
  if (smallest.length === 0) return null;
  return smallest
    .map((mask) => {
      const members = terms.filter((_, index) => mask & (1 << index));
      return `(${members.map((term) => `(${lexemeQuery(term.lexemes)})`).join(' & ')})`;
    })
    .join(' | ');
}
