import type { Contact } from '../../contract/contract';
import * as styles from './operator-console.css';
import { contactLabel } from './operator-conversation-card';
import { Spinner } from '../shared/spinner';
import { useMinuteClock } from '../shared/use-minute-clock';
import { localTimeIn } from './local-time';

type OperatorConversationBarProps = {
  contact: Contact | null;
  /** The page the visitor last wrote from, when they sent one. */
  referrer?: string;
  /** The IANA time zone the visitor wrote from, when known: their local time is shown. */
  timeZone?: string | null;
  aiPaused: boolean;
  handingBack: boolean;
  takingOver?: boolean;
  handbackError: string | null;
  onHandBack: () => void;
  onTakeOver?: () => void;
  /** On a small screen: back to the list (the list and the conversation are separate views there). */
  onBack?: () => void;
};

/** Above the operator's thread: who the contact is, how to reach them, and whether the AI or a person is answering. */
export function OperatorConversationBar({
  contact,
  referrer = '',
  timeZone = null,
  aiPaused,
  handingBack,
  takingOver = false,
  handbackError,
  onHandBack,
  onTakeOver,
  onBack,
}: OperatorConversationBarProps) {
  return (
    <div className={styles.conversationBar}>
      {onBack && (
        <button type="button" className={`${styles.quietButton} ${styles.backButton}`} onClick={onBack}>
          Back to conversations
        </button>
      )}
      <h2 className={styles.contactName}>{contact ? contactLabel(contact) : 'Anonymous visitor'}</h2>
      {aiPaused ? (
        <>
          <span className={styles.marker}>AI paused</span>
          <button type="button" className={styles.button} onClick={onHandBack} disabled={handingBack}>
            {handingBack && <Spinner size={16} />}
            Hand back to AI
          </button>
        </>
      ) : (
        onTakeOver && (
          <button type="button" className={styles.button} onClick={onTakeOver} disabled={takingOver}>
            {takingOver && <Spinner size={16} />}
            Take over
          </button>
        )
      )}
      {handbackError && (
        <p className={styles.error} role="alert">
          {handbackError}
        </p>
      )}
      <ContactDetails contact={contact} referrer={referrer} timeZone={timeZone} />
    </div>
  );
}

/** What the visitor left: name, email and phone (as links), the page they wrote from and their local time. */
function ContactDetails({ contact, referrer, timeZone }: { contact: Contact | null; referrer: string; timeZone: string | null }) {
  const now = useMinuteClock();
  const localTime = timeZone ? localTimeIn(timeZone, now) : null;
  const rows: Array<[string, React.ReactNode]> = [];
  if (contact?.name) rows.push(['Name', contact.name]);
  if (contact?.email) rows.push(['Email', <a href={`mailto:${contact.email}`}>{contact.email}</a>]);
  if (contact?.phone) rows.push(['Phone', <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>{contact.phone}</a>]);
  if (referrer) rows.push(['Page', <a href={referrer} target="_blank" rel="noreferrer noopener">{referrer}</a>]);
  if (localTime) rows.push(['Local time', `${localTime} (${timeZone})`]);
  if (rows.length === 0) return null;
  return (
    <dl className={styles.contactDetails} aria-label="Contact details">
      {rows.map(([term, value]) => (
        <div key={term} className={styles.contactDetail}>
          <dt className={styles.contactTerm}>{term}</dt>
          <dd className={styles.contactValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
