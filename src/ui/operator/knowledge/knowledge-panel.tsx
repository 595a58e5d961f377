import type { FeedbackEntry, UnansweredQuestion } from '../../../contract/contract';
import type { NewSource, SourceView, SynonymGroupView } from '../../../contract/knowledge';
import { useTexts } from '../../shared/i18n/texts';
import { useConsoleTexts } from '../i18n/console-texts-context';
import * as consoleStyles from '../operator-console.css';
import { AddSourceForm } from './add-source-form';
import { AnswerVerdicts } from './answer-verdicts';
import * as styles from './knowledge-panel.css';
import { KnowledgeSources } from './knowledge-sources';
import { SynonymGroups } from './synonym-groups';
import { UnansweredQuestions } from './unanswered-questions';

export type KnowledgePanelProps = {
  /** An owner changes the knowledge; an agent reads it. */
  canEdit: boolean;
  sources: SourceView[];
  unanswered: UnansweredQuestion[];
  synonyms: SynonymGroupView[];
  /** Visitors' thumbs up or down on the AI's answers, newest first. */
  feedback: FeedbackEntry[];
  /** Loading or a change on its way: the forms and buttons wait. */
  busy: boolean;
  /** Nothing could be loaded: the lists give way to the error and a retry. */
  loadFailed: boolean;
  error: string | null;
  notice: string | null;
  onRetry: () => void;
  onRefresh: () => void;
  onAddSource: (source: NewSource) => void;
  onReindex: (sourceId: string) => void;
  onDeleteSource: (sourceId: string) => void;
  onAnswer: (questionId: string, answer: string) => void;
  onAddSynonyms: (words: string[]) => void;
  onDeleteSynonyms: (groupId: string) => void;
};

/** The console's Knowledge panel (issue 13): what the assistant answers from, managed while the server runs. */
export function KnowledgePanel(props: KnowledgePanelProps) {
  const { canEdit, busy, loadFailed, error, notice } = props;
  // Its errors and notices are the knowledge machine's (the visitor's catalogue); its labels are the console's.
  const { known } = useTexts();
  const t = useConsoleTexts();
  return (
    <details className={styles.panel} data-testid="knowledge-panel">
      <summary className={styles.summary}>{t('knowledge')}</summary>
      <div className={styles.body} aria-busy={busy}>
        {!canEdit && <p className={consoleStyles.contactLine}>{t('knowledgeReadOnly')}</p>}
        {error && (
          <p className={consoleStyles.error} role="alert">
            {known(error)}
          </p>
        )}
        <p className={consoleStyles.contactLine} role="status">
          {notice ? known(notice) : ''}
        </p>
        {loadFailed ? (
          <button type="button" className={consoleStyles.quietButton} onClick={props.onRetry}>
            {t('tryAgain')}
          </button>
        ) : (
          <>
            <div className={styles.actions}>
              <button type="button" className={consoleStyles.quietButton} disabled={busy} onClick={props.onRefresh}>
                {busy ? t('loading') : t('refresh')}
              </button>
            </div>
            {canEdit && <AddSourceForm busy={busy} saved={notice !== null} onAdd={props.onAddSource} />}
            <KnowledgeSources sources={props.sources} canEdit={canEdit} busy={busy} onReindex={props.onReindex} onDelete={props.onDeleteSource} />
            <UnansweredQuestions questions={props.unanswered} canEdit={canEdit} busy={busy} onAnswer={props.onAnswer} />
            <AnswerVerdicts verdicts={props.feedback} />
            <SynonymGroups groups={props.synonyms} canEdit={canEdit} busy={busy} onAdd={props.onAddSynonyms} onDelete={props.onDeleteSynonyms} />
          </>
        )}
      </div>
    </details>
  );
}
