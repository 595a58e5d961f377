import type { FormEvent } from 'react';
import type { UnansweredQuestion } from '../../../contract/contract';
import { useTexts } from '../../shared/i18n/texts';
import { useConsoleTexts } from '../i18n/console-texts-context';
import * as consoleStyles from '../operator-console.css';
import * as styles from './knowledge-panel.css';

type UnansweredQuestionsProps = {
  questions: UnansweredQuestion[];
  canEdit: boolean;
  busy: boolean;
  onAnswer: (questionId: string, answer: string) => void;
};

/** What visitors asked that the content did not answer; an owner's answer becomes content. */
export function UnansweredQuestions({ questions, canEdit, busy, onAnswer }: UnansweredQuestionsProps) {
  const t = useConsoleTexts();
  const { locale } = useTexts();
  function answer(questionId: string, event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('answer') ?? '').trim();
    if (text) onAnswer(questionId, text);
  }
  return (
    <section aria-labelledby="unanswered-heading">
      <h3 id="unanswered-heading" className={styles.subheading}>
        {t('unansweredCount', { count: questions.length })}
      </h3>
      {questions.length === 0 && <p className={consoleStyles.empty}>{t('allAnswered')}</p>}
      <ul className={styles.list}>
        {questions.map((question) => (
          <li key={question.id} className={styles.item} data-testid="unanswered-question">
            <q className={styles.itemName}>{question.question}</q>
            <time className={consoleStyles.contactLine} dateTime={new Date(question.created_at).toISOString()}>
              {new Date(question.created_at).toLocaleString(locale)}
            </time>
            {canEdit && (
              <details>
                <summary className={consoleStyles.quietButton}>{t('addAnswer')}</summary>
                <form className={styles.form} onSubmit={(event) => answer(question.id, event)}>
                  <label className={consoleStyles.field}>
                    {t('answer')}
                    <textarea className={`${consoleStyles.input} ${styles.textarea}`} name="answer" required disabled={busy} />
                  </label>
                  <button type="submit" className={consoleStyles.quietButton} disabled={busy}>
                    {t('saveAnswer')}
                  </button>
                </form>
              </details>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
