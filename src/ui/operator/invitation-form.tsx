import type { FormEvent } from 'react';
import type { InvitationView } from '../../contract/contract';
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

const roleNames = { owner: 'an owner', agent: 'an agent' } as const;

/** The invitation link's page (issue 13): the invitee chooses the name visitors see and a password. */
export function InvitationForm({ invitation, invalid, accepting, error, onSubmit, onDismiss }: InvitationFormProps) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onSubmit(String(data.get('name') ?? ''), String(data.get('password') ?? ''));
  }
  if (invalid) {
    return (
      <section className={styles.signInForm} aria-labelledby="invitation-heading">
        <h1 id="invitation-heading" className={styles.heading}>
          Invitation
        </h1>
        <p className={styles.error} role="alert">
          {error}
        </p>
        <button type="button" className={styles.button} onClick={onDismiss}>
          Sign in instead
        </button>
      </section>
    );
  }
  if (!invitation) {
    return (
      <p className={styles.hint} role="status">
        <Spinner size={16} /> Reading your invitation
      </p>
    );
  }
  return (
    <form className={styles.signInForm} onSubmit={submit} aria-labelledby="invitation-heading">
      <h1 id="invitation-heading" className={styles.heading}>
        Join {invitation.organisation_name}
      </h1>
      <p className={styles.hint}>
        You are invited as {roleNames[invitation.role]} with {invitation.email}. Choose the name visitors will see on your replies, and a password of at least 10 characters.
      </p>
      <label className={styles.field}>
        Your name
        <input className={styles.input} name="name" autoComplete="name" required disabled={accepting} />
      </label>
      <label className={styles.field}>
        Choose a password
        <input className={styles.input} type="password" name="password" autoComplete="new-password" minLength={10} required disabled={accepting} aria-describedby={error ? 'invitation-error' : undefined} />
      </label>
      {error && (
        <p id="invitation-error" className={styles.error} role="alert">
          {error}
        </p>
      )}
      <button type="submit" className={styles.button} disabled={accepting}>
        {accepting && <Spinner size={16} />}
        Join the team
      </button>
    </form>
  );
}
