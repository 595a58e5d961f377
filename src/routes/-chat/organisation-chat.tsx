import { useSelector } from '@xstate/react';
import { useEffect, useState, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { chatMachine } from '../../machines/chat-machine';
import {
  selectContactFormActor,
  selectDraft,
  selectFormErrors,
  selectFormValues,
  selectSenderActor,
  selectStreamedText,
} from '../../machines/chat-selectors';
import type { Message, Organisation } from '../../contract/contract';
import { ChatPanel, type ChatPanelView } from '../../ui/chat/chat-panel';
import { renderAnswerFeedback } from './render-answer-feedback';
import { sameFacts, selectChatPanelFacts, type ChatPanelFacts } from './chat-panel-view';

export type ChatActorRef = ActorRefFrom<typeof chatMachine>;

/** Counts the chat's composer.refocus events: each one moves focus back to the message input. */
function useFocusRequests(chatRef: ChatActorRef): number {
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    const subscription = chatRef.on('composer.refocus', () => setRequests((count) => count + 1));
    return () => subscription.unsubscribe();
  }, [chatRef]);
  return requests;
}

type OrganisationChatProps = {
  chatRef: ChatActorRef;
  organisation: Organisation;
  actions?: ReactNode;
  hideTitleBar?: boolean;
  /** The team's viewpoint: what it reads under each AI answer (the console's verdicts; not in the widget's bundle). */
  renderTeamFeedback?: (answer: Message) => ReactNode;
};

/** The chat panel bound to a running chat machine: selectors in, events out. */
export function OrganisationChat({ chatRef, organisation, actions, hideTitleBar, renderTeamFeedback }: OrganisationChatProps) {
  const facts = useSelector(chatRef, selectChatPanelFacts, sameFacts);
  const draft = useSelector(chatRef, selectDraft);
  const contactFormRef = useSelector(chatRef, selectContactFormActor);
  const formValues = useSelector(contactFormRef, selectFormValues);
  const formErrors = useSelector(contactFormRef, selectFormErrors);
  const senderRef = useSelector(chatRef, selectSenderActor);
  const streamed = useSelector(senderRef, selectStreamedText);
  // Only a streaming answer replaces the typing indicator; '' is "not yet".
  const streamedAnswer = streamed === '' ? null : streamed;
  const focusRequest = useFocusRequests(chatRef);

  function viewOf(chat: ChatPanelFacts): ChatPanelView {
    if (chat.show === 'sending-first-message') return { ...chat, streamedAnswer };
    if (chat.show !== 'conversation') return chat;
    return {
      show: 'conversation',
      thread: {
        messages: chat.messages,
        answeringName: chat.answeringName,
        contact: chat.contact,
        viewpoint: chat.viewpoint,
        sending: chat.sending,
        sendFailed: chat.sendFailed,
        streamedAnswer,
        failedMessageId: chat.failedMessageId,
        onRetry: () => chatRef.send({ type: 'message.retried' }),
        // Thumbs are the visitor's; the team reads the verdicts they gave.
        renderFeedback: chat.viewpoint === 'contact' ? renderAnswerFeedback : renderTeamFeedback,
        canReset: chat.canReset,
        contactFormOpen: chat.contactFormOpen,
        contactForm: {
          saving: chat.savingContact,
          values: formValues,
          fieldErrors: formErrors,
          onFieldChange: (field, value) => chatRef.send({ type: 'contactForm.fieldChanged', field, value }),
          onSubmit: () => chatRef.send({ type: 'contactForm.submitted' }),
        },
        onReset: () => chatRef.send({ type: 'conversation.reset' }),
        onOpenContactForm: () => chatRef.send({ type: 'contactForm.opened' }),
        onCloseContactForm: () => chatRef.send({ type: 'contactForm.closed' }),
      },
    };
  }

  return (
    <ChatPanel
      organisation={organisation}
      view={viewOf(facts)}
      composer={{
        draft,
        onDraftChange: (text) => chatRef.send({ type: 'draft.changed', text }),
        onSubmit: () => chatRef.send({ type: 'message.submitted' }),
        focusRequest,
      }}
      onPickSuggestion={(question) => chatRef.send({ type: 'suggestion.picked', question })}
      onReset={() => chatRef.send({ type: 'conversation.reset' })}
      actions={actions}
      hideTitleBar={hideTitleBar}
    />
  );
}
