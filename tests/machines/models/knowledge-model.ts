import { strictEqual } from 'node:assert/strict';
import type { Knowledge } from '../../../src/machines/knowledge-machine.ts';
import { knowledgeMachine } from '../../../src/machines/knowledge-machine.ts';
import { TEXTS } from '../../../src/contract/texts.ts';
import { after, defineTestModel, done, failed } from '../support/model.ts';
import { ORGANISATION_ID, apiError } from './fixtures.ts';

export const URL_SOURCE_ID = 'd1a80101-0000-4000-8000-000000000001';
export const QUESTION_ID = 'd1a80101-0000-4000-8000-0000000000a1';
export const SYNONYM_GROUP_ID = 'd1a80101-0000-4000-8000-0000000000b1';
export const NEW_PAIRS = [{ question: 'Can I bring my dog?', answer: 'Dogs are welcome on the jet boat.' }];
export const ANSWER = 'Gift vouchers are sold at the front desk.';

/** What the panel loads: one page source, one question nobody answered, one synonym group, two verdicts. */
export const KNOWLEDGE: Knowledge = {
  sources: [
    {
      id: URL_SOURCE_ID,
      kind: 'url',
      name: 'Queenstown Adventures — Prices',
      location: 'https://queenstown.example/prices',
      public_url: 'https://queenstown.example/prices',
      status: 'ready',
      section_count: 4,
      error: null,
      updated_at: 1_741_910_400_000,
    },
  ],
  unanswered: [{ id: QUESTION_ID, conversation_id: 'c0a80101-0000-4000-8000-000000000001', question: 'Do you sell gift vouchers?', created_at: 1_741_910_000_000 }],
  synonyms: [{ id: SYNONYM_GROUP_ID, words: ['bungy', 'bungee'], created_at: 1_741_900_000_000 }],
  feedback: [
    {
      message_id: 'd1a80101-0000-4000-8000-0000000000c1',
      conversation_id: 'c0a80101-0000-4000-8000-000000000002',
      rating: 'down',
      comment: 'It did not say whether vouchers expire',
      question: 'Do gift vouchers expire?',
      answer: 'Gift vouchers are sold at the front desk.',
      created_at: 1_741_910_200_000,
    },
    {
      message_id: 'd1a80101-0000-4000-8000-0000000000c2',
      conversation_id: 'c0a80101-0000-4000-8000-000000000003',
      rating: 'up',
      comment: '',
      question: 'How much is a tandem jump?',
      answer: 'A tandem jump costs $349.99.',
      created_at: 1_741_910_100_000,
    },
  ],
};

/** The same, with its page being read again in the background (a 202): the panel follows it. */
export const KNOWLEDGE_READING: Knowledge = { ...KNOWLEDGE, sources: [{ ...KNOWLEDGE.sources[0], status: 'processing' }] };

const CHANGE_ERRORS: (string | null)[] = [null, TEXTS.knowledgeChangeRefused, TEXTS.knowledgeChangeFailed];

export const knowledgeModel = defineTestModel({
  name: 'knowledge',
  machine: knowledgeMachine,
  inputs: {
    owner: { organisationId: ORGANISATION_ID, canEdit: true },
    agent: { organisationId: ORGANISATION_ID, canEdit: false },
  },
  events: () => [
    done('loadKnowledge', KNOWLEDGE),
    done('loadKnowledge', KNOWLEDGE_READING),
    after('followInterval', 'knowledge.ready'),
    failed('loadKnowledge', apiError('server', 503)),
    failed('loadKnowledge', apiError('key-refused', 401)),
    { type: 'retry' },
    { type: 'refresh' },
    { type: 'source.added', source: { kind: 'questions', name: 'Dog FAQ', questions: NEW_PAIRS } },
    { type: 'source.reindexed', sourceId: URL_SOURCE_ID },
    { type: 'source.deleted', sourceId: URL_SOURCE_ID },
    { type: 'answer.added', questionId: QUESTION_ID, answer: ANSWER },
    { type: 'synonyms.added', words: ['jet boat', 'jetboat'] },
    { type: 'synonyms.deleted', groupId: SYNONYM_GROUP_ID },
    done('applyChange', undefined),
    failed('applyChange', apiError('invalid', 422)),
    failed('applyChange', apiError('server', 503)),
    failed('applyChange', apiError('key-refused', 401)),
  ],
  guardFacts: (snapshot) => ({ canEdit: snapshot.context.canEdit, reading: snapshot.context.sources.some((source) => source.status === 'processing') }),
  states: {
    loading: {
      description: 'GET sources, unanswered questions and synonym groups.',
      check: (snapshot) => strictEqual(snapshot.context.error, null),
    },
    loadFailed: {
      description: 'Nothing could be loaded: the failure and a retry button.',
      shows: [TEXTS.knowledgeFailed, 'Try again'],
      check: (snapshot) => strictEqual(snapshot.context.error, TEXTS.knowledgeFailed),
    },
    ready: {
      description: 'The lists; an owner’s forms and buttons; what the last change did.',
      shows: ['Sources (1)', 'Unanswered questions (1)', "Visitors' verdicts (2)", 'Synonyms (1)'],
      check: (snapshot) => {
        strictEqual(snapshot.context.sources.length, 1);
        strictEqual(snapshot.context.feedback.length, 2);
        strictEqual(CHANGE_ERRORS.includes(snapshot.context.error), true);
        const notice = snapshot.context.notice;
        strictEqual(notice === null || notice === TEXTS.knowledgeSaved, true);
        strictEqual(notice !== null && snapshot.context.error !== null, false);
      },
    },
    changing: {
      description: 'An owner’s change on its way; the forms and buttons wait.',
      check: (snapshot) => {
        strictEqual(snapshot.context.canEdit, true);
        strictEqual(snapshot.context.error, null);
        strictEqual(snapshot.context.notice, null);
      },
    },
    ended: {
      description: 'The session was refused: the console signs the member out.',
      check: (_snapshot, { emitted }) => strictEqual(emitted.at(-1)?.type, 'session.expired'),
    },
  },
});
