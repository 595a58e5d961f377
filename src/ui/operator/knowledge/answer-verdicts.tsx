import { useState } from 'react';
import type { FeedbackEntry } from '../../../contract/contract';
import * as consoleStyles from '../operator-console.css';
import * as styles from './knowledge-panel.css';

/** What the team reads for a visitor's verdict: the console's own words (the console is English). */
export const VERDICT_LABELS: Record<FeedbackEntry['rating'], string> = { up: 'Helpful', down: 'Not helpful' };

/**
 * Visitors' thumbs on the AI's answers (issue 14), newest first, each with the question it
 * answered; narrowed to the answers marked not helpful, the ones that point at missing content.
 * The filter only chooses which of the loaded verdicts are shown, so it is this view's own.
 */
export function AnswerVerdicts({ verdicts }: { verdicts: FeedbackEntry[] }) {
  const [onlyNotHelpful, setOnlyNotHelpful] = useState(false);
  const shown = onlyNotHelpful ? verdicts.filter((verdict) => verdict.rating === 'down') : verdicts;
  return (
    <section aria-labelledby="verdicts-heading">
      <h3 id="verdicts-heading" className={styles.subheading}>
        Visitors&apos; verdicts ({verdicts.length})
      </h3>
      <label className={styles.checkbox}>
        <input type="checkbox" checked={onlyNotHelpful} onChange={(event) => setOnlyNotHelpful(event.target.checked)} />
        Only answers marked not helpful
      </label>
      {shown.length === 0 && (
        <p className={consoleStyles.empty}>{onlyNotHelpful ? 'No answer has been marked not helpful.' : 'No visitor has rated an answer yet.'}</p>
      )}
      <ul className={styles.list} aria-label="Visitors' verdicts">
        {shown.map((verdict) => (
          <li key={verdict.message_id} className={styles.item} data-testid="answer-verdict" data-rating={verdict.rating}>
            <span className={verdict.rating === 'down' ? styles.failed : styles.itemName}>{VERDICT_LABELS[verdict.rating]}</span>
            {verdict.question && <q className={styles.itemName}>{verdict.question}</q>}
            <span className={styles.answerText}>{verdict.answer}</span>
            {verdict.comment && <span>Comment: {verdict.comment}</span>}
            <time className={consoleStyles.contactLine} dateTime={new Date(verdict.created_at).toISOString()}>
              {new Date(verdict.created_at).toLocaleString()}
            </time>
          </li>
        ))}
      </ul>
    </section>
  );
}
