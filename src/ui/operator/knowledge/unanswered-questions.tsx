import type { FormEvent } from 'react';
import type { UnansweredQuestion } from '../../../contract/contract';
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
  function answer(questionId: string, event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('answer') ?? '').trim();
    if (text) onAnswer(questionId, text);
  }
  return (
    <section aria-labelledby="unanswered-heading">
      <h3 id="unanswered-heading" className={styles.subheading}>
        Unanswered questions ({questions.length})
      </h3>
      {questions.length === 0 && <p className={consoleStyles.empty}>Every question so far found an answer.</p>}
      <ul className={styles.list}>
        {questions.map((question) => (
          <li key={question.id} className={styles.item} data-testid="unanswered-question">
            <q className={styles.itemName}>{question.question}</q>
            <time className={consoleStyles.contactLine} dateTime={new Date(question.created_at).toISOString()}>
              {new Date(question.created_at).toLocaleString()}
            </time>
            {canEdit && (
              <details>
                <summary className={consoleStyles.quietButton}>Add an answer</summary>
                <form className={styles.form} onSubmit={(event) => answer(question.id, event)}>
                  <label className={consoleStyles.field}>
                    Answer
                    <textarea className={`${consoleStyles.input} ${styles.textarea}`} name="answer" required disabled={busy} />
                  </label>
                  <button type="submit" className={consoleStyles.quietButton} disabled={busy}>
                    Save the answer
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
