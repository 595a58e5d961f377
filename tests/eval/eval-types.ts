// One evaluation question: what the visitor asks and what a right answer must contain.
export interface EvalCase {
  question: string;
  /**
   * answer: every `facts` string is in the answer and `section` is cited.
   * refusal: out of scope — no citations and the plain "couldn't find" reply.
   * human / greeting / thanks: the fixed reply (human: points to the contact form).
   */
  kind: 'answer' | 'refusal' | 'human' | 'greeting' | 'thanks';
  facts?: string[];
  /** The cited section's heading (the part of the citation name after " — "). */
  section?: string | string[];
  /** Earlier visitor messages, for follow-up questions. */
  history?: string[];
}

export interface EvalSet {
  organisationId: string;
  organisationName: string;
  /** Names the set in the report when the organisation has more than one (default: its id). */
  label?: string;
  /** Content to ingest for an organisation the demo seed does not create: a folder of Markdown pages under tests/fixtures/corpora, cited at baseUrl + the page's file name without .md. */
  corpus?: { folder: string; baseUrl: string };
  cases: EvalCase[];
}
