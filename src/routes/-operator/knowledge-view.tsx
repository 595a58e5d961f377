import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ConsoleSession } from '../../contract/contract';
import { knowledgeMachine } from '../../machines/knowledge-machine';
import { provideKnowledgeActors } from '../-wiring/knowledge-actors';
import { actorDevtools } from '../../services/devtools';
import { KnowledgePanel } from '../../ui/operator/knowledge/knowledge-panel';

const knowledge = provideKnowledgeActors(knowledgeMachine);

type KnowledgeViewProps = {
  organisationId: string;
  session: ConsoleSession;
  /** The server refused the session: the console signs the member out. */
  onSessionExpired: () => void;
};

/** The Knowledge panel on the member's session: owners change the content, agents read it. */
export function KnowledgeView({ organisationId, session, onSessionExpired }: KnowledgeViewProps) {
  const knowledgeRef = useActorRef(knowledge, { input: { organisationId, canEdit: session.member.role === 'owner' }, ...actorDevtools });
  const context = useSelector(knowledgeRef, (snapshot) => snapshot.context);
  const busy = useSelector(knowledgeRef, (snapshot) => snapshot.hasTag('busy'));
  const loadFailed = useSelector(knowledgeRef, (snapshot) => snapshot.hasTag('loadFailed'));

  useEffect(() => {
    const expired = knowledgeRef.on('session.expired', onSessionExpired);
    return () => expired.unsubscribe();
  }, [knowledgeRef, onSessionExpired]);

  return (
    <KnowledgePanel
      canEdit={context.canEdit}
      sources={context.sources}
      unanswered={context.unanswered}
      synonyms={context.synonyms}
      feedback={context.feedback}
      busy={busy}
      loadFailed={loadFailed}
      error={context.error}
      notice={context.notice}
      onRetry={() => knowledgeRef.send({ type: 'retry' })}
      onRefresh={() => knowledgeRef.send({ type: 'refresh' })}
      onAddSource={(source) => knowledgeRef.send({ type: 'source.added', source })}
      onReindex={(sourceId) => knowledgeRef.send({ type: 'source.reindexed', sourceId })}
      onDeleteSource={(sourceId) => knowledgeRef.send({ type: 'source.deleted', sourceId })}
      onAnswer={(questionId, answer) => knowledgeRef.send({ type: 'answer.added', questionId, answer })}
      onAddSynonyms={(words) => knowledgeRef.send({ type: 'synonyms.added', words })}
      onDeleteSynonyms={(groupId) => knowledgeRef.send({ type: 'synonyms.deleted', groupId })}
    />
  );
}
