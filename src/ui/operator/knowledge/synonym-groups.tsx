import type { FormEvent } from 'react';
import type { SynonymGroupView } from '../../../contract/knowledge';
import * as consoleStyles from '../operator-console.css';
import * as styles from './knowledge-panel.css';

type SynonymGroupsProps = {
  groups: SynonymGroupView[];
  canEdit: boolean;
  busy: boolean;
  onAdd: (words: string[]) => void;
  onDelete: (groupId: string) => void;
};

/** Words the organisation means the same by, so a visitor's word finds the content's. */
export function SynonymGroups({ groups, canEdit, busy, onAdd, onDelete }: SynonymGroupsProps) {
  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const words = String(new FormData(event.currentTarget).get('words') ?? '')
      .split(',')
      .map((word) => word.trim())
      .filter(Boolean);
    if (words.length === 0) return;
    onAdd(words);
    event.currentTarget.reset();
  }
  return (
    <section aria-labelledby="synonyms-heading">
      <h3 id="synonyms-heading" className={styles.subheading}>
        Synonyms ({groups.length})
      </h3>
      <ul className={styles.list}>
        {groups.map((group) => (
          <li key={group.id} className={styles.item}>
            <span>{group.words.join(', ')}</span>
            {canEdit && (
              <span className={styles.actions}>
                <button type="button" className={consoleStyles.quietButton} disabled={busy} onClick={() => onDelete(group.id)} aria-label={`Remove ${group.words.join(', ')}`}>
                  Remove
                </button>
              </span>
            )}
          </li>
        ))}
      </ul>
      {canEdit && (
        <form className={styles.form} onSubmit={add}>
          <label className={consoleStyles.field}>
            Words that mean the same, separated by commas
            <input className={consoleStyles.input} name="words" required disabled={busy} />
          </label>
          <button type="submit" className={consoleStyles.quietButton} disabled={busy}>
            Add synonyms
          </button>
        </form>
      )}
    </section>
  );
}
