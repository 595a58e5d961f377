import { useEffect, type ReactNode } from 'react';
import type { Contact, Message, Organisation } from '../../contract/contract';
import * as styles from './chat-thread.css';
import type { ContactDetailsFormProps } from './contact-details-form';
import { MessageComposer, type ComposerBinding } from './message-composer';
import { MessageList, type Viewpoint } from './message-list';
import { ThreadFooter } from './thread-footer';
import { ThreadHeader } from './thread-header';
import { useTexts } from '../shared/i18n/texts';
import { loadOnce, useLoadedModule } from '../shared/use-loaded-module';

// The contact form is code a visitor may never need: not in what the widget's panel loads until it
// is usable (its size budget). The thread asks for it as it appears, so it is there by the time
// "Leave contact details" is clicked.
const contactDetailsForm = loadOnce(() => import('./contact-details-form'));

export type ChatThreadProps = {
  organisation: Organisation;
  messages: Message[];
  /** The team member who has the conversation now (issue 13), or null while the AI answers. */
  answeringName: string | null;
  /** The conversation's contact, or the one just saved through the form. */
  contact: Contact | null;
  viewpoint: Viewpoint;
  /** A follow-up is on its way: input and send are disabled, the AI is typing. */
  sending: boolean;
  /** Set when the last follow-up failed. */
  sendFailed: boolean;
  /** The AI answer so far while it streams in (instead of the typing indicator), else null. */
  streamedAnswer: string | null;
  /** The follow-up that failed to send: marked in the thread, with a Retry. */
  failedMessageId: string | null;
  onRetry: () => void;
  /** What goes under each stored AI answer (the visitor's thumbs), if anything. */
  renderFeedback?: (answer: Message) => ReactNode;
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
  const { t } = useTexts();
  const forContact = viewpoint === 'contact';
  const name = organisation.name;
  const submitted = contact !== null && contact.updated_at !== undefined;
  useEffect(() => {
    if (forContact) void contactDetailsForm.load();
  }, [forContact]);
  return (
    <div className={styles.thread}>
      {/* The header and footer speak to the visitor; a team member has the console's own. */}
      {forContact && (
        <ThreadHeader
          contact={contact}
          answeringName={props.answeringName}
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
        streamedAnswer={props.streamedAnswer}
        failedMessageId={props.failedMessageId}
        onRetry={props.onRetry}
        renderFeedback={props.renderFeedback}
      />
      {props.sendFailed && (
        <p className={styles.sendError} role="alert">
          {t('followUpFailed')}
        </p>
      )}
      {forContact &&
        (props.contactFormOpen && !submitted ? (
          <LazyContactDetailsForm
            {...props.contactForm}
            supportEmail={organisation.widget_settings.support_email}
            supportPhone={organisation.widget_settings.support_phone}
            onClose={props.onCloseContactForm}
          />
        ) : (
          <ThreadFooter contact={contact} onLeaveContactDetails={props.onOpenContactForm} />
        ))}
      <MessageComposer
        placeholder={forContact ? t('writeMessageTo', { name }) : t('operatorPlaceholder')}
        sendLabel={forContact ? t('sendMessageTo', { name }) : t('respondToContact')}
        sending={sending}
        {...props.composer}
      />
    </div>
  );
}

/** The contact form once its code has arrived (nothing before: it is asked for with the thread). */
function LazyContactDetailsForm(props: ContactDetailsFormProps) {
  const module = useLoadedModule(contactDetailsForm);
  return module && <module.ContactDetailsForm {...props} />;
}
