// The console's knowledge calls (issue 13): sources (add a URL, a file, pasted text or
// question-and-answer pairs; re-index; delete), the questions the AI could not answer (and the
// team's answer to one), visitors' verdicts on answers, and synonym groups. Every call carries the member's session (its CSRF
// token on writes). A module of its own so that the visitor's pages never load it.
import { array, union } from 'superstruct';
import { FeedbackList, UnansweredQuestionPage } from '../contract/contract.ts';
import { AcceptedReply, IngestReply, SourceView, SynonymGroupView, type NewSource } from '../contract/knowledge.ts';
import { call, checked, createClient, type ApiOptions, type CallOptions } from './api.ts';
import { teamHeaders } from './team-credentials.ts';

const JSON_BODY = { 'Content-Type': 'application/json' };

function sourceBody(source: NewSource): FormData | Record<string, unknown> {
  switch (source.kind) {
    case 'url':
      return { url: source.url, crawl: source.crawl };
    case 'text':
      return { name: source.name, text: source.text };
    case 'questions':
      return { name: source.name, questions: source.questions };
    case 'file': {
      const form = new FormData();
      if (source.name) form.append('name', source.name);
      form.append('file', source.file, source.file.name);
      return form;
    }
  }
}

export function createKnowledgeApi(options: ApiOptions = {}) {
  const client = createClient(options);
  const path = (organisationId: string, rest = '') => `/organisations/${encodeURIComponent(organisationId)}${rest}`;
  // Read per call: the CSRF token is known only once the member has signed in.
  const read = () => ({ headers: teamHeaders('') });
  // A FormData body sets its own multipart type; a JSON body says it is JSON.
  const write = (method: 'POST' | 'DELETE', body?: FormData | Record<string, unknown>) =>
    body === undefined
      ? { method, headers: teamHeaders('') }
      : { method, body, headers: body instanceof FormData ? teamHeaders('') : { ...JSON_BODY, ...teamHeaders('') } };
  return {
    listSources(organisationId: string, { signal }: CallOptions = {}): Promise<SourceView[]> {
      return call(async () => checked(array(SourceView), await client(path(organisationId, '/sources'), { ...read(), signal })), 'GET /organisations/:id/sources', { signal });
    },
    /** What was stored, or (202, a long read) the source still being read, which the list shows as processing. */
    addSource(organisationId: string, source: NewSource, { signal }: CallOptions = {}): Promise<IngestReply | AcceptedReply> {
      return call(async () => checked(union([IngestReply, AcceptedReply]), await client(path(organisationId, '/sources'), { ...write('POST', sourceBody(source)), signal })), 'POST /organisations/:id/sources', { signal });
    },
    reindexSource(organisationId: string, sourceId: string, { signal }: CallOptions = {}): Promise<IngestReply> {
      return call(
        async () => checked(IngestReply, await client(path(organisationId, `/sources/${encodeURIComponent(sourceId)}/reindex`), { ...write('POST'), signal })),
        'POST /organisations/:id/sources/:sourceId/reindex',
        { signal },
      );
    },
    async deleteSource(organisationId: string, sourceId: string, { signal }: CallOptions = {}): Promise<void> {
      await call(async () => client(path(organisationId, `/sources/${encodeURIComponent(sourceId)}`), { ...write('DELETE'), signal }), 'DELETE /organisations/:id/sources/:sourceId', { signal });
    },
    listFeedback(organisationId: string, { signal }: CallOptions = {}): Promise<FeedbackList> {
      return call(async () => checked(FeedbackList, await client(path(organisationId, '/feedback'), { ...read(), signal })), 'GET /organisations/:id/feedback', { signal });
    },
    listUnanswered(organisationId: string, { signal }: CallOptions = {}): Promise<UnansweredQuestionPage> {
      return call(async () => checked(UnansweredQuestionPage, await client(path(organisationId, '/unanswered'), { ...read(), signal })), 'GET /organisations/:id/unanswered', { signal });
    },
    answerQuestion(organisationId: string, questionId: string, answer: string, { signal }: CallOptions = {}): Promise<IngestReply> {
      return call(
        async () => checked(IngestReply, await client(path(organisationId, `/unanswered/${encodeURIComponent(questionId)}/answer`), { ...write('POST', { answer }), signal })),
        'POST /organisations/:id/unanswered/:questionId/answer',
        { signal },
      );
    },
    listSynonyms(organisationId: string, { signal }: CallOptions = {}): Promise<SynonymGroupView[]> {
      return call(async () => checked(array(SynonymGroupView), await client(path(organisationId, '/synonyms'), { ...read(), signal })), 'GET /organisations/:id/synonyms', { signal });
    },
    async addSynonyms(organisationId: string, words: string[], { signal }: CallOptions = {}): Promise<void> {
      await call(async () => client(path(organisationId, '/synonyms'), { ...write('POST', { words }), signal }), 'POST /organisations/:id/synonyms', { signal });
    },
    async deleteSynonyms(organisationId: string, groupId: string, { signal }: CallOptions = {}): Promise<void> {
      await call(async () => client(path(organisationId, `/synonyms/${encodeURIComponent(groupId)}`), { ...write('DELETE'), signal }), 'DELETE /organisations/:id/synonyms/:groupId', { signal });
    },
  };
}

export type KnowledgeApi = ReturnType<typeof createKnowledgeApi>;

export const knowledgeApi: KnowledgeApi = createKnowledgeApi();
