import type { SourceView } from '../../../contract/knowledge';
import * as consoleStyles from '../operator-console.css';
import * as styles from './knowledge-panel.css';

type KnowledgeSourcesProps = {
  sources: SourceView[];
  canEdit: boolean;
  busy: boolean;
  onReindex: (sourceId: string) => void;
  onDelete: (sourceId: string) => void;
};

/** Only what has an original to read again can be re-indexed: a page, or a file of the content folder. */
const rereadable = (source: SourceView) => source.kind === 'url' || source.kind === 'content';

const sections = (count: number) => (count === 1 ? '1 section' : `${count} sections`);

/** Each source with its status, sections and last update; an owner re-indexes or deletes it. */
export function KnowledgeSources({ sources, canEdit, busy, onReindex, onDelete }: KnowledgeSourcesProps) {
  return (
    <section aria-labelledby="sources-heading">
      <h3 id="sources-heading" className={styles.subheading}>
        Sources ({sources.length})
      </h3>
      {sources.length === 0 && <p className={consoleStyles.empty}>No content yet: the assistant has nothing to answer from.</p>}
      <ul className={styles.list}>
        {sources.map((source) => (
          <li key={source.id} className={styles.item} data-testid="knowledge-source">
            <span className={styles.itemName}>{source.name}</span>
            <span className={consoleStyles.contactLine}>{source.location}</span>
            <span className={consoleStyles.contactLine}>
              {source.status === 'failed' ? <span className={styles.failed}>Failed: {source.error}</span> : 'Ready'} · {sections(source.section_count)} · updated{' '}
              <time dateTime={new Date(source.updated_at).toISOString()}>{new Date(source.updated_at).toLocaleString()}</time>
            </span>
            {canEdit && (
              <span className={styles.actions}>
                {rereadable(source) && (
                  <button type="button" className={consoleStyles.quietButton} disabled={busy} onClick={() => onReindex(source.id)} aria-label={`Re-index ${source.name}`}>
                    Re-index
                  </button>
                )}
                <button type="button" className={consoleStyles.quietButton} disabled={busy} onClick={() => onDelete(source.id)} aria-label={`Delete ${source.name}`}>
                  Delete
                </button>
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
