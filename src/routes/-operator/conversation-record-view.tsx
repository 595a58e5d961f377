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
  /** What the list says of the conversation's messages and hands ("3:paused"): a change loads the record again. */
  version: string;
};

/** The selected conversation's record of who took over, replied and handed back (issue 13). */
export function ConversationRecordView({ conversationId, operatorKey, version }: ConversationRecordViewProps) {
  const recordRef = useActorRef(conversationRecord, { input: { conversationId, operatorKey }, ...actorDevtools });
  const events = useSelector(recordRef, (snapshot) => snapshot.context.events);
  useEffect(() => {
    if (version) recordRef.send({ type: 'record.refresh' });
  }, [recordRef, version]);
  return <ConversationRecord events={events} />;
}
