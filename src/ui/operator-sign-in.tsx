import type { FormEvent } from 'react';
import type { Organisation } from '../services/contract';
import * as styles from './operator-console.css';
import { organisationTheme } from './organisation-theme';
import { Spinner } from './spinner';
import { usePageTitle } from './use-page-title';

type OperatorSignInProps = {
  organisation: Organisation;
  /** The key is being tried on the server. */
  checking: boolean;
  /** Why the last key was not accepted. */
  error: string | null;
  onSubmit: (operatorKey: string) => void;
};

/** The operator console's door: the organisation's operator key, kept for this tab only. */
export function OperatorSignIn({ organisation, checking, error, onSubmit }: OperatorSignInProps) {
  usePageTitle(`Operator console for ${organisation.name}`);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const key = new FormData(event.currentTarget).get('operator-key');
    onSubmit(typeof key === 'string' ? key : '');
  }

  return (
    <main className={styles.signInPage} style={organisationTheme(organisation)}>
      <form className={styles.signInForm} onSubmit={submit} aria-labelledby="operator-sign-in-heading">
        <h1 id="operator-sign-in-heading" className={styles.heading}>
          Operator console for {organisation.name}
        </h1>
        <p className={styles.hint}>
          Read {organisation.name}&apos;s conversations, interrupt the AI agent and respond to contacts yourself.
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
          Sign in
        </button>
      </form>
    </main>
  );
}
