// What the knowledge routes answer (server/routes/sources.ts, synonyms.ts, unanswered-questions.ts):
// the server checks its answers with these structs and documents them, the console checks them.
import { array, enums, nullable, number, object, optional, string, type Infer } from 'superstruct';

/** A source of the organisation's knowledge; pasted text and question-and-answer pairs are `text`. */
export const SourceView = object({
  id: string(),
  kind: enums(['content', 'url', 'file', 'text']),
  name: string(),
  location: string(),
  public_url: string(),
  /** processing: still being read after a 202 Accepted; failed: see error. */
  status: enums(['ready', 'processing', 'failed']),
  section_count: number(),
  error: nullable(string()),
  updated_at: number(),
});
export type SourceView = Infer<typeof SourceView>;

/** What adding, refreshing or re-indexing sources did, per source. */
export const IngestReply = object({
  results: array(object({ source_id: string(), location: string(), status: enums(['created', 'updated', 'unchanged']), section_count: number() })),
  /** Why a crawl stopped before it read every page (a limit). */
  stopped_by: optional(string()),
});
export type IngestReply = Infer<typeof IngestReply>;

/**
 * A source still being read when its request was answered (202 Accepted): follow it at
 * `status_url` (GET, the source itself) until its status is ready or failed.
 */
export const AcceptedReply = object({ source: SourceView, status_url: string() });
export type AcceptedReply = Infer<typeof AcceptedReply>;

/** A group of words the organisation means the same by. */
export const SynonymGroupView = object({ id: string(), words: array(string()), created_at: number() });
export type SynonymGroupView = Infer<typeof SynonymGroupView>;

/** POST /organisations/:id/unanswered/:questionId/answer: the team's answer to a question the AI could not answer. */
export const UnansweredAnswerPayload = object({ answer: string() });
export type UnansweredAnswerPayload = Infer<typeof UnansweredAnswerPayload>;

/** The longest answer the console sends for one question (a pasted FAQ goes through sources). */
export const UNANSWERED_ANSWER_MAX_LENGTH = 10_000;

/** What a team member adds: exactly one kind of source per request (POST /organisations/:id/sources). */
export type NewSource =
  | { kind: 'url'; url: string; crawl: boolean }
  | { kind: 'text'; name: string; text: string }
  | { kind: 'questions'; name: string; questions: { question: string; answer: string }[] }
  | { kind: 'file'; file: File; name: string };
