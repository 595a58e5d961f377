import type { FormEvent, ReactNode } from 'react';
import type { Organisation } from '../../contract/contract';
import * as styles from './operator-console.css';
import { organisationTheme } from '../shared/organisation-theme';
import { Spinner } from '../shared/spinner';
import { usePageTitle } from '../shared/use-page-title';

type OperatorSignInProps = {
  organisation: Organisation;
  /** The member sign-in (or the invitation) above the key form. */
  children?: ReactNode;
  /** The key is being tried on the server. */
  checking: boolean;
  /** Why the last key was not accepted. */
  error: string | null;
  onSubmit: (operatorKey: string) => void;
};

/** The operator console's door: the organisation's operator key, kept for this tab only. */
export function OperatorSignIn({ organisation, checking, error, onSubmit, children }: OperatorSignInProps) {
  usePageTitle(`Operator console for ${organisation.name}`);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const key = new FormData(event.currentTarget).get('operator-key');
    onSubmit(typeof key === 'string' ? key : '');
  }

  const theme = organisationTheme(organisation);
  return (
    <main className={`${styles.signInPage} ${theme.className}`} style={theme.style}>
      {children}
      <form className={styles.signInForm} onSubmit={submit} aria-labelledby="operator-sign-in-heading">
        <h2 id="operator-sign-in-heading" className={styles.subheading}>
          Or use an API key
        </h2>
        <p className={styles.hint}>
          An API key of {organisation.name} also opens the console in this tab, to read its conversations and respond to contacts.
        </p>
        <label className={styles.field}>
          Operator key
          <input
            className={styles.input}
            type="password"
            name="operator-key"
            autoComplete="off"
            required
            aria-invalid={error ? 'true' : undefined}
            aria-describedby={error ? 'operator-key-error' : undefined}
            disabled={checking}
          />
        </label>
        {error && (
          <p id="operator-key-error" className={styles.error} role="alert">
            {error}
          </p>
        )}
        <button type="submit" className={styles.button} disabled={checking}>
          {checking && <Spinner size={16} />}
          Use key
        </button>
      </form>
    </main>
  );
}
