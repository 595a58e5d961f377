// Documentation repeats itself: a "What's next?" closes many pages with nearly the same line. Quoted
// from two sections, the answer would say the same thing twice, so only the better-ranked copy stays.

/** Lines whose words overlap this much (Jaccard similarity of their word sets) say the same thing. */
const SAME_TEXT_SIMILARITY = 0.8;

export function wordSet(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
}

/** Whether two word sets say nearly the same thing. */
export function nearlySame(a: Set<string>, b: Set<string>): boolean {
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  const union = a.size + b.size - shared;
  return union === 0 || shared / union >= SAME_TEXT_SIMILARITY;
}
