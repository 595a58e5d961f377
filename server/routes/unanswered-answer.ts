// POST /api/organisations/:id/unanswered/:questionId/answer {"answer"}: the console's "Add an answer".
// The team's answer becomes a question-and-answer source of its own (the visitor's words as its
// question, so the next visitor who asks the same gets it), and the question leaves the list.
// Owners only (and API keys): it changes what the AI answers.
import type { FastifyInstance } from 'fastify';
import { IngestReply, UNANSWERED_ANSWER_MAX_LENGTH, UnansweredAnswerPayload } from '../../src/contract/knowledge.ts';
import type { AppDeps } from '../app-deps.ts';
import { notFound, unprocessable } from '../http-errors.ts';
import { ingestQuestionAnswers } from '../knowledge/index.ts';
import { findUnansweredQuestion, forgetAnsweredQuestion } from '../store/unanswered-repository.ts';
import { assertOwner } from '../team/operator-access.ts';
import { assertMaxLength, isUuid, parseBody } from '../validation.ts';
import { operatorAccess, routeRateLimit } from './route-helpers.ts';
import { toResultView } from './source-docs.ts';

/** A source's name is at most 200 characters (source-requests.ts); a long question is cut to fit. */
const NAME_MAX_LENGTH = 200;

export function sourceNameFor(question: string): string {
  const name = `Answer: ${question.trim().replace(/\s+/g, ' ')}`;
  return name.length <= NAME_MAX_LENGTH ? name : `${name.slice(0, NAME_MAX_LENGTH - 1)}…`;
}

export function unansweredAnswerRoute(app: FastifyInstance, { store, config }: AppDeps): void {
  const rateLimit = routeRateLimit(config.rateLimit, config.rateLimit.sourcesMax);
  const openapi = {
    summary: 'Answer a question the AI could not answer (owners): a question-and-answer source is added and the question leaves the list',
    tag: 'knowledge',
    operatorKey: true,
    body: UnansweredAnswerPayload,
    responses: { 201: { description: 'The source the answer became.', body: IngestReply } },
  };
  type Params = { id: string; questionId: string };
  app.post<{ Params: Params }>('/api/organisations/:id/unanswered/:questionId/answer', { config: { rateLimit, openapi } }, async (request, reply) => {
    const { organisation, actor } = await operatorAccess(store, request.params.id, request);
    assertOwner(actor);
    if (!isUuid(request.params.questionId)) throw notFound('Question not found');
    const question = await findUnansweredQuestion(store.db, organisation.id, request.params.questionId.toLowerCase());
    if (!question) throw notFound('Question not found');
    const answer = parseBody(UnansweredAnswerPayload, request.body).answer.trim();
    if (!answer) throw unprocessable('Field "answer" is empty', 'answer');
    assertMaxLength(answer, UNANSWERED_ANSWER_MAX_LENGTH, 'answer');
    const result = await ingestQuestionAnswers(store, {
      organisationId: organisation.id,
      name: sourceNameFor(question.question),
      pairs: [{ question: question.question, answer }],
      location: `qa:answer:${question.id}`,
    });
    await forgetAnsweredQuestion(store.db, organisation.id, question.question);
    return reply.code(201).send({ results: [toResultView(result)] });
  });
}
