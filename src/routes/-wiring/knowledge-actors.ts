// The knowledge panel's real calls (services/knowledge-api.ts) behind its machine's placeholders.
import { knowledgeMachine, type Knowledge, type KnowledgeChange } from '../../machines/knowledge-machine.ts';
import { knowledgeApi, type KnowledgeApi } from '../../services/knowledge-api.ts';
import { apiCall } from './chat-actors.ts';

async function load(api: KnowledgeApi, organisationId: string, signal: AbortSignal): Promise<Knowledge> {
  const [sources, unanswered, synonyms, verdicts] = await Promise.all([
    api.listSources(organisationId, { signal }),
    api.listUnanswered(organisationId, { signal }),
    api.listSynonyms(organisationId, { signal }),
    api.listFeedback(organisationId, { signal }),
  ]);
  return { sources, unanswered: unanswered.questions, synonyms, feedback: verdicts.feedback };
}

async function apply(api: KnowledgeApi, organisationId: string, change: KnowledgeChange, signal: AbortSignal): Promise<void> {
  switch (change.type) {
    case 'source.added':
      await api.addSource(organisationId, change.source, { signal });
      return;
    case 'source.reindexed':
      await api.reindexSource(organisationId, change.sourceId, { signal });
      return;
    case 'source.deleted':
      return api.deleteSource(organisationId, change.sourceId, { signal });
    case 'answer.added':
      await api.answerQuestion(organisationId, change.questionId, change.answer.trim(), { signal });
      return;
    case 'synonyms.added':
      return api.addSynonyms(organisationId, change.words, { signal });
    case 'synonyms.deleted':
      return api.deleteSynonyms(organisationId, change.groupId, { signal });
  }
}

export function provideKnowledgeActors(machine: typeof knowledgeMachine = knowledgeMachine, api: KnowledgeApi = knowledgeApi) {
  return machine.provide({
    actors: {
      loadKnowledge: apiCall<Knowledge, { organisationId: string }>((input, { signal }) => load(api, input.organisationId, signal)),
      applyChange: apiCall<void, { organisationId: string; change: KnowledgeChange }>((input, { signal }) => apply(api, input.organisationId, input.change, signal)),
    },
  });
}
