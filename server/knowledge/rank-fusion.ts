// Reciprocal rank fusion (Cormack, Clarke & Büttcher 2009): each ranking gives an item 1/(k + rank),
// and the sums decide. Ranks, not scores, are fused, so full-text scores and cosine similarities
// need no common scale.

/** The constant from the paper: it damps the weight of the very first ranks. */
export const RRF_K = 60;

/** Items of every ranking, best fused score first; ties keep the order of first appearance. */
export function reciprocalRankFusion<Item>(rankings: Item[][], keyOf: (item: Item) => string, k = RRF_K): { item: Item; score: number }[] {
  const fused = new Map<string, { item: Item; score: number; order: number }>();
  for (const ranking of rankings) {
    ranking.forEach((item, index) => {
      const key = keyOf(item);
      const entry = fused.get(key) ?? { item, score: 0, order: fused.size };
      entry.score += 1 / (k + index + 1);
      fused.set(key, entry);
    });
  }
  return [...fused.values()].sort((a, b) => b.score - a.score || a.order - b.order).map(({ item, score }) => ({ item, score }));
}
