import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { selectIsSending } from '../../machines/chat-selectors';
import { operatorChatInput, provideOperatorChatActors } from '../-wiring/operator-actors';
import { actorDevtools } from '../../services/devtools';
import { playNotificationSound } from '../../services/sound';
import type { ChatActorRef } from '../-chat/organisation-chat';
import type { OperatorConsoleRef } from './operator-console-screen';

/**
 * The team member's chat: the operator viewpoint, messages sent with the key, nothing stored.
 * The console's list is refreshed when the chat learns something the list shows: new messages
 * found by polling, or the team member's reply stored (which pauses the AI).
 */
export function useOperatorChat(organisationId: string, operatorKey: string, consoleRef: OperatorConsoleRef): ChatActorRef {
  const [chat] = useState(() => provideOperatorChatActors(operatorKey));
  const chatRef = useActorRef(chat, { input: operatorChatInput(organisationId), ...actorDevtools });

  useEffect(() => {
    const refresh = () => consoleRef.send({ type: 'conversations.refresh' });
    let wasSending = selectIsSending(chatRef.getSnapshot());
    const sent = chatRef.subscribe((snapshot) => {
      const sending = selectIsSending(snapshot);
      if (wasSending && !sending) refresh();
      wasSending = sending;
    });
    const newMessages = chatRef.on('notification.play', () => {
      void playNotificationSound();
      refresh();
    });
    const subscriptions = [sent, newMessages];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [chatRef, consoleRef]);

  return chatRef;
}
