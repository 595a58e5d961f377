import type { FormEvent } from 'react';
import { useConsoleTexts } from './i18n/console-texts-context';
import { useTexts } from '../shared/i18n/texts';
import * as styles from './operator-console.css';
import { Spinner } from '../shared/spinner';

type MemberSignInFormProps = {
  organisationName: string;
  /** The email and password are being checked. */
  checking: boolean;
  /** Why the form is shown again (a refused password, an ended session). */
  error: string | null;
  onSubmit: (email: string, password: string) => void;
};

const field = (form: HTMLFormElement, name: string) => {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
};

/** The console's door for team members (issue 13): their own email and password. */
export function MemberSignInForm({ organisationName, checking, error, onSubmit }: MemberSignInFormProps) {
  const t = useConsoleTexts();
  // Errors are the machines' catalogue texts (English): shown in the page's language.
  const { known } = useTexts();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(field(event.currentTarget, 'email'), field(event.currentTarget, 'password'));
  }
  return (
    <form className={styles.signInForm} onSubmit={submit} aria-labelledby="member-sign-in-heading">
      <h1 id="member-sign-in-heading" className={styles.heading}>
        {t('consoleTitle', { name: organisationName })}
      </h1>
      <p className={styles.hint}>{t('signInHint', { name: organisationName })}</p>
      <label className={styles.field}>
        {t('email')}
        <input className={styles.input} type="email" name="email" autoComplete="username" required disabled={checking} aria-invalid={error ? 'true' : undefined} aria-describedby={error ? 'member-sign-in-error' : undefined} />
      </label>
      <label className={styles.field}>
        {t('password')}
        <input className={styles.input} type="password" name="password" autoComplete="current-password" required disabled={checking} aria-invalid={error ? 'true' : undefined} aria-describedby={error ? 'member-sign-in-error' : undefined} />
      </label>
      {error && (
        <p id="member-sign-in-error" className={styles.error} role="alert">
          {known(error)}
        </p>
      )}
      <button type="submit" className={styles.button} disabled={checking}>
        {checking && <Spinner size={16} />}
        {t('signIn')}
      </button>
    </form>
  );
}
