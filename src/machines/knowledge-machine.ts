/**
 * The console's Knowledge panel (issue 13): the organisation's sources with their status, sections
 * and last update, the questions the AI could not answer, visitors' verdicts on its answers
 * (issue 14), and its synonym groups. Owners add a
 * source (a URL with or without a crawl, a file, pasted text, question-and-answer pairs), re-index
 * or delete one, answer an unanswered question (it becomes a question-and-answer source) and manage
 * synonym groups; agents read. One change at a time; everything is loaded again after each, so the
 * list shows what the server now answers from. While a source is still being read (a large file
 * or a slow page answered 202, status `processing`), the lists are loaded again every
 * FOLLOW_PROCESSING_MS until it is ready or failed.
 *
 * Input: { organisationId, canEdit } (canEdit: the member is an owner).
 * A refused session (401) is emitted as `session.expired` for the console to sign out.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import type { FeedbackEntry, UnansweredQuestion } from '../contract/contract.ts';
import type { NewSource, SourceView, SynonymGroupView } from '../contract/knowledge.ts';
import { TEXTS } from '../contract/texts.ts';
import { failureText, isSessionEnded } from './failure-texts.ts';

export interface KnowledgeInput {
  organisationId: string;
  canEdit: boolean;
}

export interface Knowledge {
  sources: SourceView[];
  unanswered: UnansweredQuestion[];
  synonyms: SynonymGroupView[];
  /** Visitors' thumbs up or down on AI answers, newest first. */
  feedback: FeedbackEntry[];
}

export interface KnowledgeContext extends KnowledgeInput, Knowledge {
  error: string | null;
  /** What the last change did, said once it is saved. */
  notice: string | null;
}

export type KnowledgeChange =
  | { type: 'source.added'; source: NewSource }
  | { type: 'source.reindexed'; sourceId: string }
  | { type: 'source.deleted'; sourceId: string }
  | { type: 'answer.added'; questionId: string; answer: string }
  | { type: 'synonyms.added'; words: string[] }
  | { type: 'synonyms.deleted'; groupId: string };

export type KnowledgeEvent = KnowledgeChange | { type: 'retry' } | { type: 'refresh' };

export type KnowledgeTag = 'loading' | 'ready' | 'busy' | 'loadFailed' | 'ended';

/** How often the panel reads the lists again while a source is being read in the background. */
export const FOLLOW_PROCESSING_MS = 3000;

const failure = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

export const knowledgeMachine = setup({
  types: {
    input: {} as KnowledgeInput,
    context: {} as KnowledgeContext,
    events: {} as KnowledgeEvent,
    emitted: {} as { type: 'session.expired' },
    tags: {} as KnowledgeTag,
  },
  actors: {
    // Placeholders: routes/-wiring/knowledge-actors.ts provides the knowledge calls.
    loadKnowledge: fromPromise<Knowledge, { organisationId: string }>(async () => {
      throw new Error('loadKnowledge is not provided');
    }),
    applyChange: fromPromise<void, { organisationId: string; change: KnowledgeChange }>(async () => {
      throw new Error('applyChange is not provided');
    }),
  },
  delays: { followInterval: FOLLOW_PROCESSING_MS },
  guards: {
    canEdit: ({ context }) => context.canEdit,
    followsProcessing: ({ context }) => context.sources.some((source) => source.status === 'processing'),
    sessionEnded: (_, params: { error: unknown }) => isSessionEnded(params.error),
  },
  actions: {
    rememberKnowledge: assign((_, knowledge: Knowledge) => ({ ...knowledge, error: null })),
    rememberLoadError: assign({ error: (_, params: { error: unknown }) => failureText('knowledge', params.error), notice: null }),
    rememberChangeError: assign({ error: (_, params: { error: unknown }) => failureText('knowledgeChange', params.error), notice: null }),
    announceSaved: assign({ notice: TEXTS.knowledgeSaved, error: null }),
    forgetOutcome: assign({ error: null, notice: null }),
    announceExpiry: emit({ type: 'session.expired' as const }),
  },
}).createMachine({
  id: 'knowledge',
  description: "The organisation's sources, unanswered questions, visitors' verdicts and synonym groups, and an owner's changes to them.",
  context: ({ input }) => ({ ...input, sources: [], unanswered: [], synonyms: [], feedback: [], error: null, notice: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading', 'busy'],
      description: 'GET sources, unanswered questions, verdicts and synonym groups; what was shown stays until they arrive.',
      invoke: {
        id: 'loadKnowledge',
        src: 'loadKnowledge',
        input: ({ context }) => ({ organisationId: context.organisationId }),
        onDone: { target: 'ready', actions: { type: 'rememberKnowledge', params: ({ event }) => event.output } },
        onError: [
          { guard: { type: 'sessionEnded', params: failure }, target: 'ended', actions: 'announceExpiry' },
          { target: 'loadFailed', actions: { type: 'rememberLoadError', params: failure } },
        ],
      },
    },
    loadFailed: {
      tags: ['loadFailed'],
      description: 'The failure is said, with a button to try again.',
      on: { retry: { target: 'loading', actions: 'forgetOutcome' } },
    },
    ready: {
      tags: ['ready'],
      description: 'The lists; for an owner, the forms and each source’s re-index and delete buttons. A source still being read: loaded again after a while.',
      after: { followInterval: { guard: 'followsProcessing', target: 'loading' } },
      on: {
        refresh: { target: 'loading' },
        'source.added': { guard: 'canEdit', target: 'changing', actions: 'forgetOutcome' },
        'source.reindexed': { guard: 'canEdit', target: 'changing', actions: 'forgetOutcome' },
        'source.deleted': { guard: 'canEdit', target: 'changing', actions: 'forgetOutcome' },
        'answer.added': { guard: 'canEdit', target: 'changing', actions: 'forgetOutcome' },
        'synonyms.added': { guard: 'canEdit', target: 'changing', actions: 'forgetOutcome' },
        'synonyms.deleted': { guard: 'canEdit', target: 'changing', actions: 'forgetOutcome' },
      },
    },
    changing: {
      tags: ['ready', 'busy'],
      description: 'One change on its way (a crawl or a large file can take a while); the forms and buttons wait.',
      invoke: {
        id: 'applyChange',
        src: 'applyChange',
        input: ({ context, event }) => ({ organisationId: context.organisationId, change: event as KnowledgeChange }),
        onDone: { target: 'loading', actions: 'announceSaved' },
        onError: [
          { guard: { type: 'sessionEnded', params: failure }, target: 'ended', actions: 'announceExpiry' },
          { target: 'ready', actions: { type: 'rememberChangeError', params: failure } },
        ],
      },
    },
    ended: {
      tags: ['ended'],
      description: 'The session was refused: the console asks the member to sign in again.',
      type: 'final',
    },
  },
});
