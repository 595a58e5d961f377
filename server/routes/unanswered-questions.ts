// GET /api/organisations/:id/unanswered: the questions the AI could not answer from the
// organisation's content, newest first and paged, so its team sees which content to add; owners answer
// them (unanswered-answer.ts). Only the organisation's team may read them: they are its visitors' words.
import type { FastifyInstance } from 'fastify';
import { optional, string, type } from 'superstruct';
import { UNANSWERED_PAGE_DEFAULT, UNANSWERED_PAGE_MAX, UnansweredQuestionPage } from '../../src/contract/contract.ts';
import type { AppDeps } from '../app-deps.ts';
import { badRequest } from '../http-errors.ts';
import {
  decodeUnansweredCursor,
  encodeUnansweredCursor,
  listUnansweredQuestions,
  toUnansweredQuestion,
  type UnansweredCursor,
} from '../store/unanswered-repository.ts';
import { parseBody } from '../validation.ts';
import { operatorOrganisation } from './route-helpers.ts';
import { unansweredAnswerRoute } from './unanswered-answer.ts';

// `type` (not `object`): unknown query parameters such as cache busters are ignored.
const UnansweredListQuery = type({ limit: optional(string()), before: optional(string()) });

function limitOf(value: string | undefined): number {
  if (value === undefined) return UNANSWERED_PAGE_DEFAULT;
  const limit = /^\d{1,4}$/.test(value) ? Number(value) : Number.NaN;
  if (!(limit >= 1 && limit <= UNANSWERED_PAGE_MAX)) {
    throw badRequest(`Query parameter "limit" must be a whole number from 1 to ${UNANSWERED_PAGE_MAX}`, 'limit');
  }
  return limit;
}

function cursorOf(value: string | undefined): UnansweredCursor | undefined {
  if (value === undefined) return undefined;
  const cursor = decodeUnansweredCursor(value);
  if (!cursor) throw badRequest('Query parameter "before" must be the "next" value of a previous page', 'before');
  return cursor;
}

export async function unansweredQuestionRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { store } = deps;
  const openapi = {
    summary: 'The questions the AI could not answer from the content, newest first, a page at a time',
    description: `limit is 1 to ${UNANSWERED_PAGE_MAX} (default ${UNANSWERED_PAGE_DEFAULT}); before is the previous page's next.`,
    tag: 'operator',
    operatorKey: true,
    query: UnansweredListQuery,
    responses: { 200: { description: 'One page; next is null on the last.', body: UnansweredQuestionPage } },
  };
  app.get<{ Params: { id: string } }>('/api/organisations/:id/unanswered', { config: { openapi } }, async (request, reply) => {
    const organisation = await operatorOrganisation(store, request.params.id, request);
    const query = parseBody(UnansweredListQuery, { ...(request.query as object) });
    const { rows, more } = await listUnansweredQuestions(store.db, organisation.id, { limit: limitOf(query.limit), before: cursorOf(query.before) });
    reply.header('cache-control', 'private, no-store');
    const last = rows.at(-1);
    return { questions: rows.map(toUnansweredQuestion), next: more && last ? encodeUnansweredCursor(last) : null } satisfies UnansweredQuestionPage;
  });

  unansweredAnswerRoute(app, deps);
}
