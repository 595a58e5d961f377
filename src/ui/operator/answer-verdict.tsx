import type { Message } from '../../contract/contract';
import { useConsoleTexts } from './i18n/console-texts-context';
import { VERDICT_LABELS } from './knowledge/answer-verdicts';
import * as styles from './operator-console.css';

/** Under an AI answer in the console's thread: the visitor's thumbs up or down on it, and their comment. */
export function AnswerVerdict({ answer }: { answer: Message }) {
  const t = useConsoleTexts();
  if (!answer.feedback) return null;
  return (
    <p className={answer.feedback === 'down' ? styles.verdictDown : styles.verdict} data-testid="thread-verdict" data-rating={answer.feedback}>
      {t('threadVerdict', { verdict: t(VERDICT_LABELS[answer.feedback]) })}
      {answer.feedback_comment && <> — “{answer.feedback_comment}”</>}
    </p>
  );
}

/** The thread's feedback slot in the team's viewpoint: each answer's verdict, read-only. */
export const renderAnswerVerdict = (answer: Message) => <AnswerVerdict answer={answer} />;
