import type { FormEvent } from 'react';
import type { InvitationView } from '../../contract/contract';
import { useConsoleTexts } from './i18n/console-texts-context';
import { useTexts } from '../shared/i18n/texts';
import * as styles from './operator-console.css';
import { Spinner } from '../shared/spinner';

type InvitationFormProps = {
  /** null while the link is being read. */
  invitation: InvitationView | null;
  /** The link has expired or was used: only 'Sign in instead' is offered. */
  invalid: boolean;
  accepting: boolean;
  error: string | null;
  onSubmit: (name: string, password: string) => void;
  onDismiss: () => void;
};

/** The invitation link's page (issue 13): the invitee chooses the name visitors see and a password. */
export function InvitationForm({ invitation, invalid, accepting, error, onSubmit, onDismiss }: InvitationFormProps) {
  const t = useConsoleTexts();
  // Errors are the machines' catalogue texts (English): shown in the page's language.
  const { known } = useTexts();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onSubmit(String(data.get('name') ?? ''), String(data.get('password') ?? ''));
  }
  if (invalid) {
    return (
      <section className={styles.signInForm} aria-labelledby="invitation-heading">
        <h1 id="invitation-heading" className={styles.heading}>
          {t('invitation')}
        </h1>
        <p className={styles.error} role="alert">
          {error && known(error)}
        </p>
        <button type="button" className={styles.button} onClick={onDismiss}>
          {t('signInInstead')}
        </button>
      </section>
    );
  }
  if (!invitation) {
    return (
      <p className={styles.hint} role="status">
        <Spinner size={16} /> {t('readingInvitation')}
      </p>
    );
  }
  return (
    <form className={styles.signInForm} onSubmit={submit} aria-labelledby="invitation-heading">
      <h1 id="invitation-heading" className={styles.heading}>
        {t('joinOrganisation', { name: invitation.organisation_name })}
      </h1>
      <p className={styles.hint}>
        {t(invitation.role === 'owner' ? 'invitedAsOwner' : 'invitedAsAgent', { email: invitation.email })}
      </p>
      <label className={styles.field}>
        {t('yourName')}
        <input className={styles.input} name="name" autoComplete="name" required disabled={accepting} />
      </label>
      <label className={styles.field}>
        {t('choosePassword')}
        <input className={styles.input} type="password" name="password" autoComplete="new-password" minLength={10} required disabled={accepting} aria-describedby={error ? 'invitation-error' : undefined} />
      </label>
      {error && (
        <p id="invitation-error" className={styles.error} role="alert">
          {known(error)}
        </p>
      )}
      <button type="submit" className={styles.button} disabled={accepting}>
        {accepting && <Spinner size={16} />}
        {t('joinTeam')}
      </button>
    </form>
  );
}
