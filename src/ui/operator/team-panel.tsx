import type { FormEvent } from 'react';
import type { TeamMember } from '../../contract/contract';
import { useConsoleTexts } from './i18n/console-texts-context';
import { useTexts } from '../shared/i18n/texts';
import * as styles from './operator-console.css';
import * as listStyles from '../chat/past-conversations.css';

type TeamPanelProps = {
  me: TeamMember;
  members: TeamMember[];
  /** A change is on its way: the form and buttons wait. */
  busy: boolean;
  invitationUrl: string | null;
  error: string | null;
  onInvite: (email: string, role: TeamMember['role']) => void;
  onChangeRole: (memberId: string, role: TeamMember['role']) => void;
  onRemove: (memberId: string) => void;
};

/** The organisation's team beside its conversations (issue 13); owners invite, change roles and remove. */
export function TeamPanel({ me, members, busy, invitationUrl, error, onInvite, onChangeRole, onRemove }: TeamPanelProps) {
  const t = useConsoleTexts();
  // Errors are the machines' catalogue texts (English): shown in the page's language.
  const { known } = useTexts();
  const roleName = (role: TeamMember['role']) => t(role === 'owner' ? 'roleOwner' : 'roleAgent');
  const owner = me.role === 'owner';
  function invite(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onInvite(String(data.get('email') ?? ''), data.get('role') === 'owner' ? 'owner' : 'agent');
    event.currentTarget.reset();
  }
  return (
    <section className={styles.teamPanel} aria-labelledby="team-heading">
      <h2 id="team-heading" className={listStyles.heading}>
        {t('team')}
      </h2>
      <p className={styles.contactLine}>
        {t('signedInAs', { name: me.name, role: roleName(me.role) })}
      </p>
      {error && (
        <p className={styles.error} role="alert">
          {known(error)}
        </p>
      )}
      <ul className={styles.teamList}>
        {members.map((member) => (
          <li key={member.id} className={styles.teamMember}>
            <span>
              {member.name} <span className={styles.contactLine}>{member.email}</span>
            </span>
            {owner && member.id !== me.id ? (
              <span className={styles.teamActions}>
                <select
                  className={styles.input}
                  aria-label={t('roleOf', { name: member.name })}
                  value={member.role}
                  disabled={busy}
                  onChange={(event) => onChangeRole(member.id, event.target.value === 'owner' ? 'owner' : 'agent')}
                >
                  <option value="agent">{roleName('agent')}</option>
                  <option value="owner">{roleName('owner')}</option>
                </select>
                <button type="button" className={styles.quietButton} disabled={busy} onClick={() => onRemove(member.id)}>
                  {t('removeMember', { name: member.name })}
                </button>
              </span>
            ) : (
              <span className={styles.marker}>{roleName(member.role)}</span>
            )}
          </li>
        ))}
      </ul>
      {owner && (
        <form className={styles.inviteForm} onSubmit={invite} aria-label={t('inviteMember')}>
          <label className={styles.field}>
            {t('emailToInvite')}
            <input className={styles.input} type="email" name="email" required disabled={busy} />
          </label>
          <label className={styles.field}>
            {t('role')}
            <select className={styles.input} name="role" defaultValue="agent" disabled={busy}>
              <option value="agent">{roleName('agent')}</option>
              <option value="owner">{roleName('owner')}</option>
            </select>
          </label>
          <button type="submit" className={styles.quietButton} disabled={busy}>
            {t('invite')}
          </button>
        </form>
      )}
      {invitationUrl && (
        <p className={styles.contactLine} role="status">
          {t('sendLink')} <output data-testid="invitation-url">{invitationUrl}</output>
        </p>
      )}
    </section>
  );
}
