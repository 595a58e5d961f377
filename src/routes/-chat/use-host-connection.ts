// The frame's link to the embed loader on the host page (src/embed/frame-bridge.ts), bound to the
// running chat: says ready once the organisation is shown, and reports new messages for the
// launcher's unread badge. Outside a loader's iframe it does nothing.
import { useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { connectToHost, type HostConnection } from '../../embed/frame-bridge';
import type { chatMachine } from '../../machines/chat-machine';
import { selectConversationId, selectMessages, selectPanel } from '../../machines/chat-selectors';
import { launcherColour } from '../../contract/colour-contrast';
import type { Organisation } from '../../contract/contract';
import { frameShellHostState } from '../../services/frame-shell';

type ChatActorRef = ActorRefFrom<typeof chatMachine>;

/** Connects once the organisation is shown, or once it is known not to exist (`missingId`: the frame says so). */
export function useHostConnection(organisation: Organisation | null, chatRef: ChatActorRef, missingId?: string): HostConnection | null {
  const [connection, setConnection] = useState<HostConnection | null>(null);

  // A layout effect, after useFrameShellHandover's in the same commit: the bridge takes over from
  // the server-rendered view's script at once, with what the loader told it (open or not), so no
  // key or message falls between the two.
  useLayoutEffect(() => {
    if (!organisation) {
      if (!missingId) return;
      const missing = connectToHost({ organisationId: missingId, missing: true });
      setConnection(missing);
      return () => missing.disconnect();
    }
    const host = connectToHost({
      organisationId: organisation.id,
      // The launcher in the brand colour, readable under its icon.
      theme: [
        launcherColour(organisation.chat_bubble_color, organisation.chat_text_color),
        organisation.chat_text_color,
        organisation.name,
      ],
      handedOver: frameShellHostState(),
    });
    setConnection(host);
    return () => host.disconnect();
  }, [organisation, missingId]);

  const panel = useSelector(chatRef, selectPanel);
  const conversationId = useSelector(chatRef, selectConversationId);
  const messages = useSelector(chatRef, selectMessages);
  useEffect(() => {
    // A stored conversation's first load is history: observe only once it is shown.
    if (!connection || panel === 'loading') return;
    connection.observeMessages(panel === 'loaded' ? (conversationId ?? '') : '', panel === 'loaded' ? messages : []);
  }, [connection, panel, conversationId, messages]);

  return connection;
}
