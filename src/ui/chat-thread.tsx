import type { Contact, Message, Organisation } from '../services/contract';
import * as styles from './chat-thread.css';
import { ContactDetailsForm, type ContactDetailsFormProps } from './contact-details-form';
import { MessageComposer, type ComposerBinding } from './message-composer';
import { MessageList, type Viewpoint } from './message-list';
import { ThreadFooter } from './thread-footer';
import { ThreadHeader } from './thread-header';

export type ChatThreadProps = {
  organisation: Organisation;
  messages: Message[];
  /** The conversation's contact, or the one just saved through the form. */
  contact: Contact | null;
  viewpoint: Viewpoint;
  /** A follow-up is on its way: input and send are disabled, the AI is typing. */
  sending: boolean;
  /** Set when the last follow-up failed. */
  sendFailed: boolean;
  canReset: boolean;
  contactFormOpen: boolean;
  contactForm: Omit<ContactDetailsFormProps, 'supportEmail' | 'supportPhone' | 'onClose'>;
  composer: ComposerBinding;
  onReset: () => void;
  onOpenContactForm: () => void;
  onCloseContactForm: () => void;
};

export function ChatThread(props: ChatThreadProps) {
  const { organisation, contact, viewpoint, sending } = props;
  const forContact = viewpoint === 'contact';
  const submitted = contact !== null && contact.updated_at !== undefined;
  return (
    <div className={styles.thread}>
      {/* The header and footer speak to the visitor; a team member has the console's own. */}
      {forContact && (
        <ThreadHeader
          contact={contact}
          canReset={props.canReset}
          onAskForHuman={props.onOpenContactForm}
          onReset={props.onReset}
        />
      )}
      <MessageList
        messages={props.messages}
        viewpoint={viewpoint}
        organisationName={organisation.name}
        logoUrl={organisation.logo_url}
        awaitingReply={sending}
      />
      {props.sendFailed && (
        <p className={styles.sendError} role="alert">
          An error occured, please try again
        </p>
      )}
      {forContact &&
        (props.contactFormOpen && !submitted ? (
          <ContactDetailsForm
            {...props.contactForm}
            supportEmail={organisation.widget_settings.support_email}
            supportPhone={organisation.widget_settings.support_phone}
            onClose={props.onCloseContactForm}
          />
        ) : (
          <ThreadFooter contact={contact} onLeaveContactDetails={props.onOpenContactForm} />
        ))}
      <MessageComposer
        placeholder={forContact ? `Write a message to ${organisation.name}` : 'Interrupt AI agent and respond to contact'}
        sendLabel={forContact ? `Send message to ${organisation.name}` : 'Respond to contact'}
        sending={sending}
        {...props.composer}
      />
    </div>
  );
}
