// The JSON bodies of POST /api/organisations/:id/sources: exactly one kind of source per request
// (a URL, pasted text, or question-and-answer pairs), each with only its own fields.
import { array, boolean, integer, object, optional, string } from 'superstruct';
import { boundedNumber, type NumberBounds } from '../bounded-number.ts';
import { badRequest, unprocessable } from '../http-errors.ts';
import type { QuestionAnswer } from '../knowledge/index.ts';
import { assertMaxLength, parseBody } from '../validation.ts';

/** A crawl started over HTTP stays small; bigger sites go through `korero source add --crawl`. */
export const MAX_CRAWL_PAGES = 200;
export const MAX_CRAWL_DEPTH = 5;
const DEFAULT_CRAWL_PAGES = 50;
const DEFAULT_CRAWL_DEPTH = 3;
const MAX_QUESTIONS = 1000;
const NAME_MAX_LENGTH = 200;
const URL_MAX_LENGTH = 2048;

export const UrlBody = object({ url: string(), crawl: optional(boolean()), max_pages: optional(integer()), max_depth: optional(integer()) });
export const TextBody = object({ text: string(), name: string(), public_url: optional(string()) });
export const QuestionsBody = object({
  questions: array(object({ question: string(), answer: string() })),
  name: string(),
  public_url: optional(string()),
});

export type SourceRequest =
  | { kind: 'url'; url: string; crawl: boolean; maxPages: number; maxDepth: number }
  | { kind: 'text'; name: string; text: string; publicUrl?: string }
  | { kind: 'questions'; name: string; pairs: QuestionAnswer[]; publicUrl?: string };

const KIND_FIELDS = ['url', 'text', 'questions'] as const;

function httpUrl(value: string, field: string): string {
  assertMaxLength(value, URL_MAX_LENGTH, field);
  let parsed: URL;
  try {
    parsed = new URL(value.trim());
  } catch {
    throw unprocessable(`Field "${field}" must be an absolute http(s) URL`, field);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw unprocessable(`Field "${field}" must be an http(s) URL, not ${parsed.protocol}`, field);
  }
  return parsed.href;
}

function sourceName(value: string): string {
  const name = value.trim();
  if (!name) throw unprocessable('Field "name" must not be empty: it names the source in citations', 'name');
  assertMaxLength(name, NAME_MAX_LENGTH, 'name');
  return name;
}

function crawlLimit(value: number | undefined, field: string, bounds: NumberBounds): number {
  return boundedNumber(value, { ...bounds, integer: true }, (problem) => unprocessable(`Field "${field}" ${problem}`, field));
}

export function parseSourceRequest(body: unknown): SourceRequest {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('The request body must be a JSON object', 'body');
  }
  const kinds = KIND_FIELDS.filter((field) => field in body);
  if (kinds.length === 0) throw badRequest('Send one of "url", "text" or "questions" (or a file as multipart/form-data)', 'body');
  if (kinds.length > 1) throw badRequest(`Send one kind of source per request, not ${kinds.map((kind) => `"${kind}"`).join(' and ')}`, kinds[1]);

  if (kinds[0] === 'url') {
    const request = parseBody(UrlBody, body);
    return {
      kind: 'url',
      url: httpUrl(request.url, 'url'),
      crawl: request.crawl ?? false,
      maxPages: crawlLimit(request.max_pages, 'max_pages', { fallback: DEFAULT_CRAWL_PAGES, min: 1, max: MAX_CRAWL_PAGES }),
      maxDepth: crawlLimit(request.max_depth, 'max_depth', { fallback: DEFAULT_CRAWL_DEPTH, min: 0, max: MAX_CRAWL_DEPTH }),
    };
  }
  if (kinds[0] === 'text') {
    const request = parseBody(TextBody, body);
    if (!request.text.trim()) throw unprocessable('Field "text" is empty', 'text');
    const publicUrl = request.public_url === undefined ? undefined : httpUrl(request.public_url, 'public_url');
    return { kind: 'text', name: sourceName(request.name), text: request.text, publicUrl };
  }
  const request = parseBody(QuestionsBody, body);
  if (request.questions.length === 0) throw unprocessable('Field "questions" is empty: send at least one question and answer', 'questions');
  if (request.questions.length > MAX_QUESTIONS) {
    throw unprocessable(`Field "questions" has ${request.questions.length} pairs; send at most ${MAX_QUESTIONS} per request`, 'questions');
  }
  request.questions.forEach((pair, index) => {
    for (const key of ['question', 'answer'] as const) {
      if (!pair[key].trim()) throw unprocessable(`Field "questions[${index}].${key}" is empty`, `questions[${index}].${key}`);
    }
  });
  const publicUrl = request.public_url === undefined ? undefined : httpUrl(request.public_url, 'public_url');
  return { kind: 'questions', name: sourceName(request.name), pairs: request.questions, publicUrl };
}
