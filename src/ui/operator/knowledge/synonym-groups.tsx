import type { FormEvent } from 'react';
import type { SynonymGroupView } from '../../../contract/knowledge';
import { useConsoleTexts } from '../i18n/console-texts-context';
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
  const t = useConsoleTexts();
  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const words = String(new FormData(event.currentTarget).get('words') ?? '')
      // The Latin comma, or the Arabic one (،) an Arabic keyboard types.
      .split(/[,،]/)
      .map((word) => word.trim())
      .filter(Boolean);
    if (words.length === 0) return;
    onAdd(words);
    event.currentTarget.reset();
  }
  return (
    <section aria-labelledby="synonyms-heading">
      <h3 id="synonyms-heading" className={styles.subheading}>
        {t('synonymsCount', { count: groups.length })}
      </h3>
      <ul className={styles.list}>
        {groups.map((group) => (
          <li key={group.id} className={styles.item}>
            <span>{group.words.join(', ')}</span>
            {canEdit && (
              <span className={styles.actions}>
                <button type="button" className={consoleStyles.quietButton} disabled={busy} onClick={() => onDelete(group.id)} aria-label={t('removeSynonyms', { words: group.words.join(', ') })}>
                  {t('remove')}
                </button>
              </span>
            )}
          </li>
        ))}
      </ul>
      {canEdit && (
        <form className={styles.form} onSubmit={add}>
          <label className={consoleStyles.field}>
            {t('synonymWords')}
            <input className={consoleStyles.input} name="words" required disabled={busy} />
          </label>
          <button type="submit" className={consoleStyles.quietButton} disabled={busy}>
            {t('addSynonyms')}
          </button>
        </form>
      )}
    </section>
  );
}
