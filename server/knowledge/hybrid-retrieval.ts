// Retrieval for the answer engines. Without embeddings it is full-text search (retrieve.ts) alone.
// With them, the question is also embedded once and the organisation's nearest sections by cosine
// similarity are found; the two rankings are fused by reciprocal rank fusion, so a section either
// search ranks well comes first and a paraphrase that shares no word with the content is still found.
import type { Store } from '../store/db.ts';
import { semanticIndexOf } from './embeddings/semantic-index.ts';
import { reciprocalRankFusion } from './rank-fusion.ts';
import { retrieveSections, type RetrievedSection, type Retrieval } from './retrieve.ts';

/** Each search proposes this many candidates per section returned, so fusion has something to reorder. */
const CANDIDATES_PER_RESULT = 2;

export async function retrieveHybrid(store: Store, organisationId: string, question: string, options: { limit?: number } = {}): Promise<Retrieval> {
  const index = semanticIndexOf(store);
  if (!index) return retrieveSections(store, organisationId, question, options);
  const limit = options.limit ?? 6;
  const candidates = limit * CANDIDATES_PER_RESULT;
  const [lexical, nearest] = await Promise.all([
    retrieveSections(store, organisationId, question, { limit: candidates }),
    index.search(organisationId, question, candidates),
  ]);
  // A section found only by meaning has no share of the question's words: its similarity stands in
  // for it (the LLM engine drops weak sources by coverage).
  const byMeaning: RetrievedSection[] = nearest.map(({ similarity, ...section }) => ({ ...section, coverage: Math.max(0, Math.min(1, similarity)), score: similarity }));
  const fused = reciprocalRankFusion<RetrievedSection>([lexical.sections, byMeaning], (section) => section.id);
  return {
    analysis: lexical.analysis,
    sections: fused.slice(0, limit).map(({ item, score }) => ({ ...item, score })),
  };
}
