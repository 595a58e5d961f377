import type { SourceView } from '../../../contract/knowledge';
import { useTexts } from '../../shared/i18n/texts';
import { useConsoleTexts } from '../i18n/console-texts-context';
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

/** Each source with its status, sections and last update; an owner re-indexes or deletes it. */
export function KnowledgeSources({ sources, canEdit, busy, onReindex, onDelete }: KnowledgeSourcesProps) {
  const t = useConsoleTexts();
  const { locale } = useTexts();
  const sections = (count: number) => (count === 1 ? t('sectionsOne') : t('sectionsMany', { count }));
  return (
    <section aria-labelledby="sources-heading">
      <h3 id="sources-heading" className={styles.subheading}>
        {t('sourcesCount', { count: sources.length })}
      </h3>
      {sources.length === 0 && <p className={consoleStyles.empty}>{t('noSources')}</p>}
      <ul className={styles.list}>
        {sources.map((source) => (
          <li key={source.id} className={styles.item} data-testid="knowledge-source">
            <span className={styles.itemName}>{source.name}</span>
            <span className={consoleStyles.contactLine}>{source.location}</span>
            <span className={consoleStyles.contactLine}>
              {/* The reason a source failed is the server's own words. */}
              {source.status === 'failed' ? (
                <span className={styles.failed}>{t('sourceFailed', { error: source.error ?? '' })}</span>
              ) : (
                t(source.status === 'processing' ? 'sourceProcessing' : 'sourceReady')
              )}{' '}
              ·{' '}
              {sections(source.section_count)} · {t('sourceUpdated')}{' '}
              <time dateTime={new Date(source.updated_at).toISOString()}>{new Date(source.updated_at).toLocaleString(locale)}</time>
            </span>
            {canEdit && (
              <span className={styles.actions}>
                {rereadable(source) && (
                  <button type="button" className={consoleStyles.quietButton} disabled={busy} onClick={() => onReindex(source.id)} aria-label={t('reindexSource', { name: source.name })}>
                    {t('reindex')}
                  </button>
                )}
                <button type="button" className={consoleStyles.quietButton} disabled={busy} onClick={() => onDelete(source.id)} aria-label={t('deleteSource', { name: source.name })}>
                  {t('delete')}
                </button>
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
