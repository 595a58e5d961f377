import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { pastConversationsMachine } from '../../machines/past-conversations-machine';
import { providePastConversationsActors, readPastConversationsInput } from '../-wiring/past-conversations-actors';
import { actorDevtools } from '../../services/devtools';
import type { ConversationSummary } from '../../contract/contract';
import type { ChatActorRef } from './organisation-chat';

const pastConversationsLoader = providePastConversationsActors(pastConversationsMachine);

/**
 * The visitor's past conversations with the organisation, reloaded whenever the chat creates a
 * conversation, finds new messages in one or saves the visitor's details, so the sidebar's summaries and times stay current.
 */
export function usePastConversations(organisationId: string, chatRef: ChatActorRef): ConversationSummary[] {
  const pastConversationsRef = useActorRef(pastConversationsLoader, { input: readPastConversationsInput(organisationId), ...actorDevtools });

  useEffect(() => {
    const reload = (event: { contactId: string | null }) =>
      pastConversationsRef.send({ type: 'pastConversations.reload', contactId: event.contactId });
    const subscriptions = [
      chatRef.on('conversation.created', reload),
      chatRef.on('conversation.updated', reload),
      // A new visitor's saved details give them a contact id: their conversations can be listed now.
      chatRef.on('contact.updated', (event) => reload({ contactId: event.contact.id || null })),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [chatRef, pastConversationsRef]);

  return useSelector(pastConversationsRef, (snapshot) => snapshot.context.conversations);
}
