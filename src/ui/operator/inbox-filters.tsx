import { useState, type FormEvent } from 'react';
import type { InboxFilter } from '../../contract/inbox';
import * as styles from './operator-console.css';

const FILTER_LABELS: Record<InboxFilter, string> = {
  all: 'All',
  wants_person: 'Wants a person',
  ai_paused: 'AI paused',
  with_contact: 'Has contact details',
  mine: 'Mine',
  unanswered: 'Unanswered',
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
  const [words, setWords] = useState(search);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(words);
  }
  return (
    <div className={styles.inboxFilters}>
      <form role="search" className={styles.searchForm} onSubmit={submit} aria-label="Search conversations">
        <input
          className={styles.searchInput}
          type="search"
          name="q"
          value={words}
          onChange={(event) => setWords(event.currentTarget.value)}
          aria-label="Search by name, email, phone or message"
          placeholder="Search name, email, phone, message"
          maxLength={200}
        />
        <button type="submit" className={styles.quietButton}>
          Search
        </button>
      </form>
      <div className={styles.filterButtons} role="group" aria-label="Show conversations">
        {filters.map((each) => (
          <button key={each} type="button" className={styles.filterButton} aria-pressed={each === filter} onClick={() => onFilter(each)}>
            {FILTER_LABELS[each]}
          </button>
        ))}
      </div>
    </div>
  );
}
