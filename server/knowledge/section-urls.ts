// Where a source's sections link. A source with a public page links to that page's anchors; one
// without (pasted text, Q&A pairs, an uploaded file) links to the page Korero serves for it,
// /{organisation}/sources/{source}#{anchor}, stored relative to the server and made absolute when
// cited (the public URL may change; the stored rows need not).
import type { SectionDraft } from './document.ts';

export function sourcePagePath(organisationId: string, sourceId: string): string {
  return `/${encodeURIComponent(organisationId)}/sources/${sourceId}`;
}

/** The anchor of a section URL as split-sections drafts it ('#pricing', or '' for none). */
const anchorOf = (url: string) => {
  const hash = url.indexOf('#');
  return hash === -1 ? '' : url.slice(hash + 1);
};

/** The drafts' URLs on another page: the same anchors after `base`. */
export function onPage(drafts: SectionDraft[], base: string): SectionDraft[] {
  const page = base.split('#')[0];
  return drafts.map((draft) => {
    const anchor = anchorOf(draft.url);
    return { ...draft, url: anchor ? `${page}#${anchor}` : page };
  });
}

/**
 * The drafts' URLs on Korero's own page for the source. That page gives each section the id of its
 * anchor, so anchors are made unique here (a second "Opening hours" becomes #opening-hours-2).
 */
export function onSourcePage(drafts: SectionDraft[], organisationId: string, sourceId: string): SectionDraft[] {
  const used = new Set<string>();
  // Per anchor, the suffix to try next: every smaller one is taken already (`used` only grows), so
  // a heading repeated n times costs n tries in all, not n²/2 (a 20 MB manual repeating its
  // headings thousands of times held the serving thread for over a minute here).
  const nextSuffix = new Map<string, number>();
  const unique = drafts.map((draft) => {
    const anchor = anchorOf(draft.url);
    if (!anchor) return { ...draft, url: '' };
    let candidate = anchor;
    if (used.has(candidate)) {
      let suffix = nextSuffix.get(anchor) ?? 2;
      while (used.has(`${anchor}-${suffix}`)) suffix += 1;
      candidate = `${anchor}-${suffix}`;
      nextSuffix.set(anchor, suffix + 1);
    }
    used.add(candidate);
    return { ...draft, url: `#${candidate}` };
  });
  return onPage(unique, sourcePagePath(organisationId, sourceId));
}
