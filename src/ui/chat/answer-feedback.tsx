import type { FeedbackRating } from '../../contract/contract';
import { Icon } from '../shared/icon';
import { useTexts } from '../shared/i18n/texts';
import * as styles from './answer-feedback.css';

export type AnswerFeedbackProps = {
  /** The thumb shown pressed: the answer's verdict, or the one being sent. */
  pressed: FeedbackRating | null;
  /** The choice is on its way: the group is busy and further clicks wait. */
  sending: boolean;
  /** Why the last choice was not sent (a catalogue text), or null. */
  error: string | null;
  onChoose: (rating: FeedbackRating) => void;
  onRetry: () => void;
};

/** The visitor's thumbs up or down under an AI answer. */
export function AnswerFeedback({ pressed, sending, error, onChoose, onRetry }: AnswerFeedbackProps) {
  const { t, known } = useTexts();
  const thumb = (rating: FeedbackRating) => (
    <button
      type="button"
      className={styles.thumb}
      aria-label={t(rating === 'up' ? 'answerHelpful' : 'answerNotHelpful')}
      aria-pressed={pressed === rating}
      data-rating={rating}
      onClick={() => onChoose(rating)}
    >
      <Icon name={rating === 'up' ? 'thumb-up' : 'thumb-down'} size={16} />
    </button>
  );
  return (
    <div role="group" className={styles.feedback} aria-label={t('answerFeedback')} aria-busy={sending} data-testid="answer-feedback">
      {thumb('up')}
      {thumb('down')}
      {error && (
        <span className={styles.failed} role="alert">
          <span>{known(error)}</span>
          <button type="button" className={styles.retry} onClick={onRetry}>
            {t('retrySend')}
          </button>
        </span>
      )}
    </div>
  );
}
