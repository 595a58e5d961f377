import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { chatMachine } from '../../machines/chat-machine';
import { provideChatActors, readChatInput } from '../-wiring/chat-actors';
import { actorDevtools } from '../../services/devtools';
import { playNotificationSound } from '../../services/sound';
import type { ChatActorRef } from './organisation-chat';

const chat = provideChatActors(chatMachine);

/** A running chat for the organisation, resuming the visitor's stored conversation if any. */
export function useChat(organisationId: string): ChatActorRef {
  const chatRef = useActorRef(chat, { input: readChatInput({ organisationId, viewpoint: 'contact' }), ...actorDevtools });

  useEffect(() => {
    const subscription = chatRef.on('notification.play', () => void playNotificationSound());
    return () => subscription.unsubscribe();
  }, [chatRef]);

  return chatRef;
}
