import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { conversationRecordMachine } from '../../machines/conversation-record-machine';
import { provideConversationRecordActors } from '../-wiring/team-actors';
import { actorDevtools } from '../../services/devtools';
import { ConversationRecord } from '../../ui/operator/conversation-record';

const conversationRecord = provideConversationRecordActors(conversationRecordMachine);

type ConversationRecordViewProps = {
  conversationId: string;
  operatorKey: string;
  /** The conversation's message count (from the list): a change loads the record again. */
  version: number;
};

/** The selected conversation's record of who took over, replied and handed back (issue 13). */
export function ConversationRecordView({ conversationId, operatorKey, version }: ConversationRecordViewProps) {
  const recordRef = useActorRef(conversationRecord, { input: { conversationId, operatorKey }, ...actorDevtools });
  const events = useSelector(recordRef, (snapshot) => snapshot.context.events);
  useEffect(() => {
    if (version > 0) recordRef.send({ type: 'record.refresh' });
  }, [recordRef, version]);
  return <ConversationRecord events={events} />;
}
