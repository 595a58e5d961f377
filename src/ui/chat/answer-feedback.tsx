import { useState, type FormEvent } from 'react';
import { FEEDBACK_COMMENT_MAX_LENGTH, type FeedbackRating } from '../../contract/contract';
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
  /** A stored "down" without a comment: the visitor may say what was missing. */
  mayComment: boolean;
  /** The comment has been received. */
  commented: boolean;
  onChoose: (rating: FeedbackRating) => void;
  onComment: (comment: string) => void;
  onRetry: () => void;
};

/** The visitor's thumbs up or down under an AI answer. */
export function AnswerFeedback({ pressed, sending, error, mayComment, commented, onChoose, onComment, onRetry }: AnswerFeedbackProps) {
  const { t, known } = useTexts();
  const [comment, setComment] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onComment(comment);
  };
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
      {mayComment && (
        <form className={styles.comment} onSubmit={submit}>
          <input
            className={styles.commentInput}
            aria-label={t('feedbackCommentLabel')}
            placeholder={t('feedbackCommentLabel')}
            maxLength={FEEDBACK_COMMENT_MAX_LENGTH}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
          <button type="submit" className={styles.retry} disabled={comment.trim() === ''}>
            {t('feedbackCommentSend')}
          </button>
        </form>
      )}
      {commented && <span className={styles.thanks}>{t('feedbackThanks')}</span>}
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
