import type { Citation } from '../../contract/contract';
import * as styles from './citation-buttons.css';
import { openInNewTab } from '../shared/open-in-new-tab';
import { useTexts } from '../shared/i18n/texts';

/**
 * The sources an AI message was answered from. Each opens in a new tab so the conversation stays
 * where it is; a same-site citation such as /queenstownadventures#pricing lands on its section.
 */
export function CitationButtons({ citations }: { citations: Citation[] }) {
  const { t } = useTexts();
  if (citations.length === 0) return null;
  return (
    <ul className={styles.citations} aria-label={t('sources')}>
      {citations.map((citation) => (
        <li key={`${citation.url}|${citation.name}`} className={styles.item}>
          <button
            type="button"
            className={styles.citation}
            // A long name is cut short with an ellipsis (citation-buttons.css.ts): the whole of it,
            // and where it leads, on hover; the button's text is the whole name for screen readers.
            title={`${citation.name}\n${citation.url}`}
            onClick={() => openInNewTab(citation.url)}
          >
            {citation.name}
          </button>
        </li>
      ))}
    </ul>
  );
}
