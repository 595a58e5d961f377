// Anchors on Korero's own page for a source: unique, the first of a heading keeps its anchor and the
// next ones get the smallest free -2, -3, … (the page's ids, and so the citations, depend on it).
import { describe, expect, it } from 'vitest';
import type { SectionDraft } from '../../server/knowledge/document.ts';
import { onSourcePage } from '../../server/knowledge/section-urls.ts';

const drafts = (anchors: string[]): SectionDraft[] => anchors.map((anchor) => ({ heading: anchor, name: anchor, body: 'text', url: anchor ? `#${anchor}` : '' }));
const anchorsOf = (sections: SectionDraft[]) => sections.map((section) => section.url.replace('/org/sources/src', ''));

describe('onSourcePage', () => {
  it('gives a repeated anchor the smallest free suffix, around anchors that already look suffixed', () => {
    expect(anchorsOf(onSourcePage(drafts(['hours', 'hours-2', 'hours', 'hours', '', 'prices', 'hours-3', 'hours']), 'org', 'src'))).toEqual([
      '#hours',
      '#hours-2',
      '#hours-3',
      '#hours-4',
      '',
      '#prices',
      '#hours-3-2',
      '#hours-5',
    ]);
  });

  it('numbers a heading repeated thousands of times in one pass (a large manual)', () => {
    const repeated = Array.from({ length: 40_000 }, (_, index) => ['opening-hours', 'prices', 'contact'][index % 3]);
    const anchors = anchorsOf(onSourcePage(drafts(repeated), 'org', 'src'));
    expect(new Set(anchors).size).toBe(anchors.length);
    expect(anchors.slice(-3)).toEqual(['#prices-13333', '#contact-13333', '#opening-hours-13334']);
  });
});
