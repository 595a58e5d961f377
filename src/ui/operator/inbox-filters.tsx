import { useState, type FormEvent } from 'react';
import type { InboxFilter } from '../../contract/inbox';
import * as styles from './operator-console.css';
import type { ConsoleTextKey } from './i18n/console-texts';
import { useConsoleTexts } from './i18n/console-texts-context';

const FILTER_LABELS: Record<InboxFilter, ConsoleTextKey> = {
  all: 'filterAll',
  wants_person: 'filterWantsPerson',
  ai_paused: 'filterAiPaused',
  with_contact: 'filterWithContact',
  mine: 'filterMine',
  unanswered: 'filterUnanswered',
};

type InboxFiltersProps = {
  filter: InboxFilter;
  search: string;
  /** "Mine" is a signed-in member's; an API key has nobody's conversations. */
  filters: readonly InboxFilter[];
  onSearch: (search: string) => void;
  onFilter: (filter: InboxFilter) => void;
};

/** Above the list: a search over contacts and messages, and which conversations to show. */
export function InboxFilters({ filter, search, filters, onSearch, onFilter }: InboxFiltersProps) {
  const t = useConsoleTexts();
  const [words, setWords] = useState(search);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(words);
  }
  return (
    <div className={styles.inboxFilters}>
      <form role="search" className={styles.searchForm} onSubmit={submit} aria-label={t('searchConversations')}>
        <input
          className={styles.searchInput}
          type="search"
          name="q"
          value={words}
          onChange={(event) => setWords(event.currentTarget.value)}
          aria-label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          maxLength={200}
        />
        <button type="submit" className={styles.quietButton}>
          {t('search')}
        </button>
      </form>
      <div className={styles.filterButtons} role="group" aria-label={t('showConversations')}>
        {filters.map((each) => (
          <button key={each} type="button" className={styles.filterButton} aria-pressed={each === filter} onClick={() => onFilter(each)}>
            {t(FILTER_LABELS[each])}
          </button>
        ))}
      </div>
    </div>
  );
}
