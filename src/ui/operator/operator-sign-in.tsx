import type { FormEvent, ReactNode } from 'react';
import type { Organisation } from '../../contract/contract';
import { useConsoleTexts } from './i18n/console-texts-context';
import { useTexts } from '../shared/i18n/texts';
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
  const t = useConsoleTexts();
  // Errors are the machines' catalogue texts (English): shown in the page's language.
  const { known } = useTexts();
  usePageTitle(t('consoleTitle', { name: organisation.name }));

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
          {t('orApiKey')}
        </h2>
        <p className={styles.hint}>
          {t('apiKeyHint', { name: organisation.name })}
        </p>
        <label className={styles.field}>
          {t('operatorKey')}
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
            {known(error)}
          </p>
        )}
        <button type="submit" className={styles.button} disabled={checking}>
          {checking && <Spinner size={16} />}
          {t('useKey')}
        </button>
      </form>
    </main>
  );
}
