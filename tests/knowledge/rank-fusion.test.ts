import { describe, expect, it } from 'vitest';
import { reciprocalRankFusion, RRF_K } from '../../server/knowledge/rank-fusion.ts';

describe('reciprocal rank fusion', () => {
  const fuse = (...rankings: string[][]) => reciprocalRankFusion(rankings, (id) => id);

  it('sums 1/(k + rank) over the rankings an item appears in', () => {
    const fused = fuse(['a', 'b'], ['b', 'c']);
    expect(fused.map(({ item }) => item)).toEqual(['b', 'a', 'c']);
    expect(fused[0].score).toBeCloseTo(1 / (RRF_K + 2) + 1 / (RRF_K + 1));
    expect(fused[1].score).toBeCloseTo(1 / (RRF_K + 1));
    expect(fused[2].score).toBeCloseTo(1 / (RRF_K + 2));
  });

  it('breaks ties by first appearance, and keeps the first ranking’s copy of an item', () => {
    expect(fuse(['a'], ['z']).map(({ item }) => item)).toEqual(['a', 'z']);
    const fused = reciprocalRankFusion([[{ id: 'x', from: 'lexical' }], [{ id: 'x', from: 'vector' }]], (entry) => entry.id);
    expect(fused).toHaveLength(1);
    expect(fused[0].item.from).toBe('lexical');
  });

  it('fuses nothing into nothing, and one ranking into itself', () => {
    expect(fuse()).toEqual([]);
    expect(fuse(['c', 'a', 'b'], []).map(({ item }) => item)).toEqual(['c', 'a', 'b']);
  });
});
