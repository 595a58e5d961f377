import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { chatMachine } from '../../machines/chat-machine';
import { selectContactFormActor, selectDraft, selectFormErrors, selectFormValues } from '../../machines/chat-selectors';
import type { Organisation } from '../../services/contract';
import { ChatPanel, type ChatPanelView } from '../../ui/chat-panel';
import { sameFacts, selectChatPanelFacts, type ChatPanelFacts } from './chat-panel-view';

export type ChatActorRef = ActorRefFrom<typeof chatMachine>;

type OrganisationChatProps = {
  chatRef: ChatActorRef;
  organisation: Organisation;
  actions?: ReactNode;
  hideTitleBar?: boolean;
};

/** The chat panel bound to a running chat machine: selectors in, events out. */
export function OrganisationChat({ chatRef, organisation, actions, hideTitleBar }: OrganisationChatProps) {
  const facts = useSelector(chatRef, selectChatPanelFacts, sameFacts);
  const draft = useSelector(chatRef, selectDraft);
  const contactFormRef = useSelector(chatRef, selectContactFormActor);
  const formValues = useSelector(contactFormRef, selectFormValues);
  const formErrors = useSelector(contactFormRef, selectFormErrors);

  function viewOf(chat: ChatPanelFacts): ChatPanelView {
    if (chat.show !== 'conversation') return chat;
    return {
      show: 'conversation',
      thread: {
        messages: chat.messages,
        contact: chat.contact,
        viewpoint: chat.viewpoint,
        sending: chat.sending,
        sendFailed: chat.sendFailed,
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
      }}
      onPickSuggestion={(question) => chatRef.send({ type: 'suggestion.picked', question })}
      onReset={() => chatRef.send({ type: 'conversation.reset' })}
      actions={actions}
      hideTitleBar={hideTitleBar}
    />
  );
}
