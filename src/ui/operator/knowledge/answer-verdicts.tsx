import { useState } from 'react';
import type { FeedbackEntry } from '../../../contract/contract';
import { useTexts } from '../../shared/i18n/texts';
import type { ConsoleTextKey } from '../i18n/console-texts';
import { useConsoleTexts } from '../i18n/console-texts-context';
import * as consoleStyles from '../operator-console.css';
import * as styles from './knowledge-panel.css';

/** What the team reads for a visitor's verdict: the console's own words, in the console's language. */
export const VERDICT_LABELS: Record<FeedbackEntry['rating'], ConsoleTextKey> = { up: 'verdictUp', down: 'verdictDown' };

/**
 * Visitors' thumbs on the AI's answers (issue 14), newest first, each with the question it
 * answered; narrowed to the answers marked not helpful, the ones that point at missing content.
 * The filter only chooses which of the loaded verdicts are shown, so it is this view's own.
 */
export function AnswerVerdicts({ verdicts }: { verdicts: FeedbackEntry[] }) {
  const t = useConsoleTexts();
  const { locale } = useTexts();
  const [onlyNotHelpful, setOnlyNotHelpful] = useState(false);
  const shown = onlyNotHelpful ? verdicts.filter((verdict) => verdict.rating === 'down') : verdicts;
  return (
    <section aria-labelledby="verdicts-heading">
      <h3 id="verdicts-heading" className={styles.subheading}>
        {t('verdictsCount', { count: verdicts.length })}
      </h3>
      <label className={styles.checkbox}>
        <input type="checkbox" checked={onlyNotHelpful} onChange={(event) => setOnlyNotHelpful(event.target.checked)} />
        {t('onlyNotHelpful')}
      </label>
      {shown.length === 0 && <p className={consoleStyles.empty}>{onlyNotHelpful ? t('noneNotHelpful') : t('noVerdicts')}</p>}
      <ul className={styles.list} aria-label={t('verdicts')}>
        {shown.map((verdict) => (
          <li key={verdict.message_id} className={styles.item} data-testid="answer-verdict" data-rating={verdict.rating}>
            <span className={verdict.rating === 'down' ? styles.failed : styles.itemName}>{t(VERDICT_LABELS[verdict.rating])}</span>
            {verdict.question && <q className={styles.itemName}>{verdict.question}</q>}
            <span className={styles.answerText}>{verdict.answer}</span>
            {verdict.comment && <span>{t('verdictComment', { comment: verdict.comment })}</span>}
            <time className={consoleStyles.contactLine} dateTime={new Date(verdict.created_at).toISOString()}>
              {new Date(verdict.created_at).toLocaleString(locale)}
            </time>
          </li>
        ))}
      </ul>
    </section>
  );
}
