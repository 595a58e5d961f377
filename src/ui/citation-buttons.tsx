import type { Citation } from '../services/contract';
import * as styles from './citation-buttons.css';
import { openInNewTab } from './open-in-new-tab';

/**
 * The sources an AI message was answered from. Each opens in a new tab so the conversation stays
 * where it is; a same-site citation such as /queenstownadventures#pricing lands on its section.
 */
export function CitationButtons({ citations }: { citations: Citation[] }) {
  if (citations.length === 0) return null;
  return (
    <ul className={styles.citations} aria-label="Sources">
      {citations.map((citation) => (
        <li key={`${citation.url}|${citation.name}`}>
          <button
            type="button"
            className={styles.citation}
            title={citation.url}
            onClick={() => openInNewTab(citation.url)}
          >
            {citation.name}
          </button>
        </li>
      ))}
    </ul>
  );
}
