import type { Contact } from '../../contract/contract';
import * as styles from './operator-console.css';
import { contactLabel } from './operator-conversation-card';
import { Spinner } from '../shared/spinner';
import { useMinuteClock } from '../shared/use-minute-clock';
import { localTimeIn } from './local-time';
import { useConsoleTexts } from './i18n/console-texts-context';
import { useTexts } from '../shared/i18n/texts';

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
  const t = useConsoleTexts();
  return (
    <div className={styles.conversationBar}>
      {onBack && (
        <button type="button" className={`${styles.quietButton} ${styles.backButton}`} onClick={onBack}>
          {t('backToConversations')}
        </button>
      )}
      <h2 className={styles.contactName}>{contact ? contactLabel(contact, t) : t('anonymousVisitor')}</h2>
      {aiPaused ? (
        <>
          <span className={styles.marker}>{t('aiPaused')}</span>
          <button type="button" className={styles.button} onClick={onHandBack} disabled={handingBack}>
            {handingBack && <Spinner size={16} />}
            {t('handBack')}
          </button>
        </>
      ) : (
        onTakeOver && (
          <button type="button" className={styles.button} onClick={onTakeOver} disabled={takingOver}>
            {takingOver && <Spinner size={16} />}
            {t('takeOver')}
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
  const t = useConsoleTexts();
  const { locale } = useTexts();
  const now = useMinuteClock();
  const localTime = timeZone ? localTimeIn(timeZone, now, locale) : null;
  const rows: Array<[string, React.ReactNode]> = [];
  if (contact?.name) rows.push([t('detailName'), contact.name]);
  if (contact?.email) rows.push([t('detailEmail'), <a href={`mailto:${contact.email}`}>{contact.email}</a>]);
  if (contact?.phone) rows.push([t('detailPhone'), <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>{contact.phone}</a>]);
  if (referrer) rows.push([t('detailPage'), <a href={referrer} target="_blank" rel="noreferrer noopener">{referrer}</a>]);
  if (localTime) rows.push([t('detailLocalTime'), `${localTime} (${timeZone})`]);
  if (rows.length === 0) return null;
  return (
    <dl className={styles.contactDetails} aria-label={t('contactDetails')}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.contactDetail}>
          <dt className={styles.contactTerm}>{term}</dt>
          <dd className={styles.contactValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
